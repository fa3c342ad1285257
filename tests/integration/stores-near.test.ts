import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NearbyStoresResponseSchema } from '#contract/partners';
import { partnerStores, partners } from '#server/db/schema';
import { seedContent } from '#server/db/seed/content';
import { CITIES } from '#server/db/seed/places-data';
import { envelopeOf } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';
import type { CallRequest } from '../support/test-client';

/**
 * Stores near me (docs/decisions/0066-stores-near-me.md): the stores within 100 km of the
 * member, nearest first, the distance computed by the database; or a region's stores.
 */
const t = useTestApp();

const RADIUS_KM = 100;
const MAKATI = { latitude: 14.5547, longitude: 121.0244 };

/** Great-circle distance on a sphere of the Earth's mean radius, 6,371 km. */
function kmBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

type Query = NonNullable<CallRequest<'getNearbyStores'>['query']>;

async function nearby(query: Query) {
  const response = await t.call('getNearbyStores', { query });
  expect(response.status, `${JSON.stringify(query)}: ${response.text}`).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return v.parse(NearbyStoresResponseSchema, response.body);
}

async function allStores() {
  return t.database.db
    .select({
      id: partnerStores.id,
      buid: partnerStores.buid,
      address: partnerStores.address,
      region: partnerStores.region,
      latitude: partnerStores.latitude,
      longitude: partnerStores.longitude,
    })
    .from(partnerStores);
}

describe(`stores near me (${testDatabaseKind})`, () => {
  it('every seeded store lies in the city of its address: within 0.5 km of its centre, nearer it than any other city', async () => {
    const stores = await allStores();
    expect(stores.length).toBeGreaterThan(300);
    const misplaced: string[] = [];
    for (const store of stores) {
      const city = CITIES.find((candidate) =>
        store.address.endsWith(`, ${candidate.city}, ${candidate.province}`),
      );
      if (!city) {
        misplaced.push(`${String(store.id)}: no city in "${store.address}"`);
        continue;
      }
      const nearest = [...CITIES].sort((a, b) => kmBetween(store, a) - kmBetween(store, b))[0];
      const away = kmBetween(store, city);
      if (nearest !== city || away > 0.5 || store.region !== city.region)
        misplaced.push(
          `${String(store.id)} in ${city.city}: ${away.toFixed(2)} km from its centre, nearest ${nearest?.city ?? '?'}`,
        );
    }
    expect(misplaced).toEqual([]);
  });

  it('moves a store seeded before the fix back into its city when the seed runs again', async () => {
    const [store] = await allStores();
    if (!store) throw new Error('no store seeded');
    await t.database.db
      .update(partnerStores)
      .set({ latitude: store.latitude + 0.02, longitude: store.longitude - 0.02 })
      .where(eq(partnerStores.id, store.id));
    await seedContent(t.database.db, '2026-12-04');
    const [after] = await t.database.db
      .select({ latitude: partnerStores.latitude, longitude: partnerStores.longitude })
      .from(partnerStores)
      .where(eq(partnerStores.id, store.id));
    expect(after).toEqual({ latitude: store.latitude, longitude: store.longitude });
  });

  it('lists the stores within 100 km, nearest first, with the distance and the partner', async () => {
    const answer = await nearby({
      latitude: String(MAKATI.latitude),
      longitude: String(MAKATI.longitude),
    });
    expect(answer.radiusKm).toBe(RADIUS_KM);
    expect(answer.stores).toHaveLength(10);
    const stores = await allStores();
    const expected = stores
      .map((store) => ({ id: store.id, km: kmBetween(MAKATI, store) }))
      .sort((a, b) => a.km - b.km || a.id - b.id);
    const titles = new Map(
      (
        await t.database.db
          .select({ buid: partners.storeBuid, slug: partners.slug, title: partners.title })
          .from(partners)
      ).map((row) => [row.buid, row]),
    );
    answer.stores.forEach((store, index) => {
      const want = expected[index];
      expect(store.id, `store ${String(index)}`).toBe(want?.id);
      expect(store.distanceKm).toBeCloseTo(want?.km ?? -1, 2);
      const buid = stores.find((row) => row.id === store.id)?.buid;
      const partner = titles.get(buid ?? '');
      expect(store.partner).toEqual({ slug: partner?.slug, title: partner?.title });
    });
    expect(answer.stores[0]?.distanceKm).toBeLessThan(1);
    // Regions with stores, for the fallback.
    expect(answer.regions).toContain('National Capital Region (NCR)');
    expect(answer.regions).toEqual([...new Set(stores.map((store) => store.region))].sort());
  });

  it('keeps to one partner with buid, and to a limit of at most 50', async () => {
    const [{ buid } = { buid: '' }] = await t.database.db
      .select({ buid: partnerStores.buid })
      .from(partnerStores)
      .where(sql`${partnerStores.region} = 'National Capital Region (NCR)'`)
      .limit(1);
    const answer = await nearby({
      latitude: String(MAKATI.latitude),
      longitude: String(MAKATI.longitude),
      buid,
      limit: '50',
    });
    const ofPartner = (await allStores()).filter((store) => store.buid === buid);
    const within = ofPartner.filter((store) => kmBetween(MAKATI, store) <= RADIUS_KM);
    expect(answer.stores.map((store) => store.id).sort()).toEqual(
      within.map((store) => store.id).sort(),
    );
    expect(answer.regions).toEqual([...new Set(ofPartner.map((store) => store.region))].sort());
    const distances = answer.stores.map((store) => store.distanceKm ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers an empty list far from every store (Batanes), with the regions to choose from', async () => {
    const answer = await nearby({ latitude: '20.4487', longitude: '121.9702' });
    expect(answer.stores).toEqual([]);
    expect(answer.regions.length).toBeGreaterThan(10);
  });

  it("lists a region's stores by partner and name, without distances, when no location is given", async () => {
    const region = 'Region VII (Central Visayas)';
    const answer = await nearby({ region, limit: '50' });
    const inRegion = (await allStores()).filter((store) => store.region === region);
    expect(answer.stores.length).toBe(Math.min(inRegion.length, 50));
    for (const store of answer.stores) {
      expect(store.region).toBe(region);
      expect(store.distanceKm).toBeNull();
    }
    const order = answer.stores.map((store) => `${store.partner.title}\u0000${store.name}`);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'en')));
    // Nothing chosen yet: only the regions.
    const none = await nearby({});
    expect(none.stores).toEqual([]);
    expect(none.regions).toEqual(answer.regions);
  });

  it('uses the location index to find the stores (docs/performance.md)', async () => {
    const plan: unknown = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from partner_stores where latitude between 13.6 and 15.5 and longitude between 120 and 122`,
      );
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('partner_stores_location_idx');
  });

  it('a region with a location keeps to that region’s stores, still nearest first', async () => {
    const region = 'Region IV-A (CALABARZON)';
    const answer = await nearby({
      latitude: String(MAKATI.latitude),
      longitude: String(MAKATI.longitude),
      region,
      limit: '50',
    });
    const expected = (await allStores())
      .filter((store) => store.region === region && kmBetween(MAKATI, store) <= RADIUS_KM)
      .sort((a, b) => kmBetween(MAKATI, a) - kmBetween(MAKATI, b) || a.id - b.id)
      .map((store) => store.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.stores.map((store) => store.id)).toEqual(expected.slice(0, 50));
  });

  it('refuses a location that is not one, or half of one', async () => {
    const refused: [Query, string][] = [
      [{ latitude: '91', longitude: '121' }, 'latitude'],
      [{ latitude: '14.5', longitude: '-181' }, 'longitude'],
      [{ latitude: 'abc', longitude: '121' }, 'latitude'],
      [{ latitude: '14.5', longitude: '1e2' }, 'longitude'],
      [{ latitude: '14.5' }, 'longitude'],
      [{ longitude: '121' }, 'latitude'],
      [{ latitude: '14.5', longitude: '121', limit: '51' }, 'limit'],
      [{ latitude: '14.5', longitude: '121', buid: 'no spaces' }, 'buid'],
    ];
    for (const [query, field] of refused) {
      const response = await t.call('getNearbyStores', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      const envelope = envelopeOf(response);
      expect(envelope.error_key).toBe('VALIDATION_ERROR');
      expect(Object.keys(envelope.fields ?? {}), JSON.stringify(query)).toContain(field);
    }
    const extra = await t.call('getNearbyStores', {
      query: { latitude: '14.5', longitude: '121' },
      offContractQuery: { radius: '1000' },
    });
    expect(extra.status).toBe(400);
  });

  it('never writes the member’s location to the access log', async () => {
    const before = t.logs.length;
    await nearby({ latitude: '14.554712', longitude: '121.024456' });
    const written = t.logs.slice(before).join('\n');
    expect(written).toContain('partner-stores/nearby');
    expect(written).not.toContain('14.554712');
    expect(written).not.toContain('121.024456');
  });
});
