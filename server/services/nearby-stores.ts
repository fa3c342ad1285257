import { and, asc, between, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  NEARBY_DEFAULT_LIMIT,
  NEARBY_RADIUS_KM,
  type NearbyStore,
  type NearbyStoresQuery,
  type NearbyStoresResponse,
} from '#contract/partners';
import type { Database } from '../db/client';
import { partners, partnerStores } from '../db/schema';
import type { Deps } from './deps';

/** The Earth's mean radius: the great-circle distance is within 0.5 % of the real one. */
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_OF_LATITUDE = 111.32;

/**
 * Haversine in plain SQL, the same on PostgreSQL and PGlite (no PostGIS). `least(1, …)` keeps
 * rounding from taking asin out of its domain for two nearly opposite points.
 */
function kmFrom(latitude: SQLWrapper, longitude: SQLWrapper): SQL<number> {
  const lat = sql`${latitude}::double precision`;
  const lng = sql`${longitude}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${partnerStores.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${partnerStores.latitude}))
      * power(sin(radians(${partnerStores.longitude} - ${lng}) / 2), 2)))))`.mapWith(Number);
}

/**
 * The box around the circle of NEARBY_RADIUS_KM, which the location index narrows to: a degree of
 * longitude shrinks towards the poles, where the box takes every longitude.
 */
function boxAround(latitude: number, longitude: number) {
  const latitudeDegrees = NEARBY_RADIUS_KM / KM_PER_DEGREE_OF_LATITUDE;
  const shrink = Math.cos((Math.min(Math.abs(latitude) + latitudeDegrees, 90) * Math.PI) / 180);
  const longitudeDegrees =
    shrink > 0 ? NEARBY_RADIUS_KM / (KM_PER_DEGREE_OF_LATITUDE * shrink) : Infinity;
  const wholeWorld = longitudeDegrees >= 180;
  return {
    minLatitude: latitude - latitudeDegrees,
    maxLatitude: latitude + latitudeDegrees,
    minLongitude: wholeWorld ? -180 : longitude - longitudeDegrees,
    maxLongitude: wholeWorld ? 180 : longitude + longitudeDegrees,
  };
}

const storeColumns = {
  id: partnerStores.id,
  name: partnerStores.name,
  branch: partnerStores.branch,
  address: partnerStores.address,
  region: partnerStores.region,
  latitude: partnerStores.latitude,
  longitude: partnerStores.longitude,
  slug: partners.slug,
  title: partners.title,
};

type Row = { [K in keyof typeof storeColumns]: (typeof storeColumns)[K]['_']['data'] };

function toNearbyStore(row: Row, distanceKm: number | null): NearbyStore {
  const { slug, title, ...store } = row;
  return {
    ...store,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 1000) / 1000,
    partner: { slug, title },
  };
}

/** Code-unit order, whatever the database's collation. */
async function regionsWithStores(deps: Deps<'db'>, buid: string | undefined): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ region: partnerStores.region })
    .from(partnerStores)
    .where(buid === undefined ? undefined : eq(partnerStores.buid, buid));
  return rows.map((row) => row.region).sort();
}

/**
 * Stores are content, changed only by the seed or an operator: like public content (decision
 * 0027), an answer is kept a minute, per database, for the same rounded location (the app sends
 * three decimals, so members within about 110 m share it). Without it PostgreSQL answered 1,184
 * req/s, under the member reads' 2,000.
 */
export const NEARBY_CACHE_TTL_MS = 60_000;
const answers = new WeakMap<object, LRUCache<string, NearbyStoresResponse>>();

function cacheOf(db: object): LRUCache<string, NearbyStoresResponse> {
  let cache = answers.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 2_000, ttl: NEARBY_CACHE_TTL_MS });
    answers.set(db, cache);
  }
  return cache;
}

/**
 * Stores near me (docs/decisions/0066-stores-near-me.md): with a location, the stores within
 * NEARBY_RADIUS_KM nearest first (of the region too, given one); with a region alone, its stores
 * by partner and name; with neither, only the regions. Only stores of a partner with a page are
 * listed.
 */
export async function nearbyStores(
  deps: Deps<'db'>,
  query: NearbyStoresQuery,
): Promise<NearbyStoresResponse> {
  const { latitude, longitude, region, buid, limit } = query;
  const key = JSON.stringify([latitude, longitude, region, buid, limit]);
  const cache = cacheOf(deps.db);
  const kept = cache.get(key);
  if (kept) return kept;
  const [stores, regions] = await Promise.all([
    storesFor(deps.db, query, limit ?? NEARBY_DEFAULT_LIMIT),
    regionsWithStores(deps, buid),
  ]);
  const answer = { stores, regions, radiusKm: NEARBY_RADIUS_KM };
  cache.set(key, answer);
  return answer;
}

/**
 * Prepared once per database and shape (with or without a partner, a region): planning the
 * haversine query took longer than running it.
 */
function prepareNearest(db: Database, shape: { buid: boolean; region: boolean }) {
  const distance = kmFrom(sql.placeholder('latitude'), sql.placeholder('longitude'));
  return db
    .select({ ...storeColumns, distance })
    .from(partnerStores)
    .innerJoin(partners, eq(partners.storeBuid, partnerStores.buid))
    .where(
      and(
        between(
          partnerStores.latitude,
          sql.placeholder('minLatitude'),
          sql.placeholder('maxLatitude'),
        ),
        between(
          partnerStores.longitude,
          sql.placeholder('minLongitude'),
          sql.placeholder('maxLongitude'),
        ),
        shape.buid ? eq(partnerStores.buid, sql.placeholder('buid')) : undefined,
        shape.region ? eq(partnerStores.region, sql.placeholder('region')) : undefined,
        sql`${distance} <= ${NEARBY_RADIUS_KM}`,
      ),
    )
    .orderBy(distance, asc(partnerStores.id))
    .limit(sql.placeholder('limit'))
    .prepare(`nearby_stores_${shape.buid ? 'b' : ''}${shape.region ? 'r' : ''}`);
}
type NearestStatement = ReturnType<typeof prepareNearest>;
const nearestStatements = new WeakMap<Database, Map<string, NearestStatement>>();

function nearestStatement(db: Database, shape: { buid: boolean; region: boolean }) {
  const name = `${String(shape.buid)}${String(shape.region)}`;
  let statements = nearestStatements.get(db);
  if (!statements) {
    statements = new Map();
    nearestStatements.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareNearest(db, shape);
    statements.set(name, statement);
  }
  return statement;
}

async function storesFor(
  db: Database,
  query: NearbyStoresQuery,
  limit: number,
): Promise<NearbyStore[]> {
  const { latitude, longitude, region, buid } = query;
  if (latitude !== undefined && longitude !== undefined) {
    const rows = await nearestStatement(db, {
      buid: buid !== undefined,
      region: region !== undefined,
    }).execute({
      latitude,
      longitude,
      ...boxAround(latitude, longitude),
      buid,
      region,
      limit,
    });
    return rows.map(({ distance: km, ...row }) => toNearbyStore(row, km));
  }
  if (region === undefined) return [];
  // A region holds a few dozen stores: sorted here, so the order does not depend on the collation.
  const rows = await db
    .select(storeColumns)
    .from(partnerStores)
    .innerJoin(partners, eq(partners.storeBuid, partnerStores.buid))
    .where(
      and(
        eq(partnerStores.region, region),
        buid === undefined ? undefined : eq(partnerStores.buid, buid),
      ),
    );
  return rows
    .sort(
      (a, b) =>
        a.title.localeCompare(b.title, 'en') || a.name.localeCompare(b.name, 'en') || a.id - b.id,
    )
    .slice(0, limit)
    .map((row) => toNearbyStore(row, null));
}
