import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import {
  NEARBY_DEFAULT_LIMIT,
  NEARBY_RADIUS_KM,
  type NearbyStore,
  type NearbyStoresQuery,
  type NearbyStoresResponse,
} from '#contract/partners';
import { partners, partnerStores } from '../db/schema';
import type { Deps } from './deps';

/** The Earth's mean radius: the great-circle distance is within 0.5 % of the real one. */
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_OF_LATITUDE = 111.32;

/**
 * Haversine in plain SQL, the same on PostgreSQL and PGlite (no PostGIS). `least(1, …)` keeps
 * rounding from taking asin out of its domain for two nearly opposite points.
 */
function kmFrom(latitude: number, longitude: number): SQL<number> {
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
function boxAround(latitude: number, longitude: number): SQL | undefined {
  const latitudeDegrees = NEARBY_RADIUS_KM / KM_PER_DEGREE_OF_LATITUDE;
  const shrink = Math.cos((Math.min(Math.abs(latitude) + latitudeDegrees, 90) * Math.PI) / 180);
  const longitudeDegrees =
    shrink > 0 ? NEARBY_RADIUS_KM / (KM_PER_DEGREE_OF_LATITUDE * shrink) : Infinity;
  return and(
    between(partnerStores.latitude, latitude - latitudeDegrees, latitude + latitudeDegrees),
    longitudeDegrees < 180
      ? between(partnerStores.longitude, longitude - longitudeDegrees, longitude + longitudeDegrees)
      : undefined,
  );
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
 * Stores near me (docs/decisions/0066-stores-near-me.md): with a location, the stores within
 * NEARBY_RADIUS_KM nearest first; with a region, its stores by partner and name; with neither,
 * only the regions. Only stores of a partner with a page are listed.
 */
export async function nearbyStores(
  deps: Deps<'db'>,
  query: NearbyStoresQuery,
): Promise<NearbyStoresResponse> {
  const limit = query.limit ?? NEARBY_DEFAULT_LIMIT;
  const ofPartner = query.buid === undefined ? undefined : eq(partnerStores.buid, query.buid);
  const [stores, regions] = await Promise.all([
    storesFor(deps, query, { limit, ofPartner }),
    regionsWithStores(deps, query.buid),
  ]);
  return { stores, regions, radiusKm: NEARBY_RADIUS_KM };
}

async function storesFor(
  deps: Deps<'db'>,
  query: NearbyStoresQuery,
  { limit, ofPartner }: { limit: number; ofPartner: SQL | undefined },
): Promise<NearbyStore[]> {
  const { db } = deps;
  if (query.latitude !== undefined && query.longitude !== undefined) {
    const distance = kmFrom(query.latitude, query.longitude);
    const rows = await db
      .select({ ...storeColumns, distance })
      .from(partnerStores)
      .innerJoin(partners, eq(partners.storeBuid, partnerStores.buid))
      .where(
        and(
          boxAround(query.latitude, query.longitude),
          ofPartner,
          sql`${distance} <= ${NEARBY_RADIUS_KM}`,
        ),
      )
      .orderBy(distance, asc(partnerStores.id))
      .limit(limit);
    return rows.map(({ distance: km, ...row }) => toNearbyStore(row, km));
  }
  if (query.region === undefined) return [];
  // A region holds a few dozen stores: sorted here, so the order does not depend on the collation.
  const rows = await db
    .select(storeColumns)
    .from(partnerStores)
    .innerJoin(partners, eq(partners.storeBuid, partnerStores.buid))
    .where(and(eq(partnerStores.region, query.region), ofPartner));
  return rows
    .sort(
      (a, b) =>
        a.title.localeCompare(b.title, 'en') || a.name.localeCompare(b.name, 'en') || a.id - b.id,
    )
    .slice(0, limit)
    .map((row) => toNearbyStore(row, null));
}
