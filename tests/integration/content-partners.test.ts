import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, SORT_MESSAGE } from '#contract/content';
import { expectBadQuery, expectNotFound, ok, seededContent } from '../support/content-helpers';
import { useTestApp } from '../support/test-app';
import type { CallRequest } from '../support/test-client';

const t = useTestApp();

type Query<N extends 'getPartners' | 'getPartnerStores' | 'getPartnerAddresses'> = NonNullable<
  CallRequest<N>['query']
>;
const list = (query: Query<'getPartners'> = {}) => ok(t, 'getPartners', { query });
const stores = (query: Query<'getPartnerStores'>) => ok(t, 'getPartnerStores', { query });
const addresses = (query: Query<'getPartnerAddresses'>) => ok(t, 'getPartnerAddresses', { query });
const partner = (slug: string) => ok(t, 'getPartnerBySlug', { params: { slug } });

describe('partner list', () => {
  it('holds every partner, A-Z, 16 to a page', async () => {
    const total = seededContent(t).content.partners.length;
    const first = await list();
    expect(first.total).toBe(total);
    expect(first.data).toHaveLength(16);
    const second = await list({ page: '2' });
    expect(second.data).toHaveLength(total - 16);
    const titles = [...first.data, ...second.data].map((p) => p.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(await list({ sort_by: 'title.asc' })).toEqual(first);
    const reversed = (await list({ sort_by: 'title.desc', limit: '100' })).data.map((p) => p.title);
    expect(reversed).toEqual([...titles].reverse());
  });

  it('filters by keyword, categories and featured', async () => {
    const found = await list({ keyword: 'MART' });
    expect(found.data.map((p) => p.title).sort()).toEqual(
      seededContent(t)
        .content.partners.map((p) => p.title)
        .filter((title) => title.toLowerCase().includes('mart'))
        .sort(),
    );
    const supermarket = found.data.find((p) => p.title === 'Bayanihan Mart');
    const inCategory = await list({ categories: String(supermarket?.category_id ?? 0) });
    expect(inCategory.total).toBeGreaterThan(1);
    expect(inCategory.data.every((p) => p.category_text === 'Supermarkets')).toBe(true);
    const featured = await list({ featured: '1', limit: '100' });
    expect(featured.total).toBe(seededContent(t).content.partners.filter((p) => p.featured).length);
    expect(featured.data.every((p) => p.featured === 1)).toBe(true);
    expect((await list({ keyword: '_' })).total).toBe(0);
  });

  it('refuses bad query values', async () => {
    const bad = (offContractQuery: Record<string, string>, message: string) =>
      expectBadQuery(t, 'getPartners', { offContractQuery }, message);
    await bad({ limit: '-16' }, LIMIT_MESSAGE);
    await bad({ sort_by: 'promo_start.desc' }, SORT_MESSAGE);
    await bad({ offset: '0' }, "Field 'offset' is not allowed.");
  });
});

describe('partner detail', () => {
  it('answers by id and by slug alike; 404 for missing ones and refused params', async () => {
    const bySlug = await partner('bayanihan-mart');
    expect(bySlug.store_buid).toBe('BAYANIHAN_MART');
    expect(bySlug.visit_link).toMatch(/^https:\/\//);
    expect(await ok(t, 'getPartner', { params: { id: String(bySlug.id) } })).toEqual(bySlug);
    for (const id of ['999999', '0', 'abc', '1.5'])
      await expectNotFound(t, 'getPartner', { params: { id } });
    for (const slug of ['no-such-partner', 'Bayanihan-Mart'])
      await expectNotFound(t, 'getPartnerBySlug', { params: { slug } });
  });

  it('serves a loading partner with About and How to Load, and no other partner there', async () => {
    const loading = await ok(t, 'getLoadingPartner', { params: { slug: 'padala-express' } });
    expect(loading.how_to_load).toContain('<ol>');
    expect(loading.about.length).toBeGreaterThan(0);
    for (const slug of ['bayanihan-mart', 'no-such-partner', 'UPPER'])
      await expectNotFound(t, 'getLoadingPartner', { params: { slug } });
  });
});

describe('partner stores', () => {
  it('pages a business unit’s stores by name, 10 from offset 0, and lists its regions', async () => {
    const { store_buid: buid } = await partner('bayanihan-mart');
    const first = await stores({ buid: buid ?? '' });
    expect(first.storeList.stores).toHaveLength(10);
    const total = first.storeList.total;
    expect(total).toBeGreaterThan(20);
    expect(first.regions.length).toBeGreaterThanOrEqual(10);
    expect(first.regions).toEqual([...first.regions].sort());
    const all = await stores({ buid: buid ?? '', limit: '100', sort: 'name' });
    expect(all.storeList.stores).toHaveLength(total);
    const names = all.storeList.stores.map((store) => store.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await stores({ buid: buid ?? '', offset: '10' });
    expect(second.storeList.stores.map((s) => s.id)).toEqual(
      all.storeList.stores.slice(10, 20).map((s) => s.id),
    );
    for (const store of all.storeList.stores) {
      expect(store.latitude).toBeGreaterThan(4.5);
      expect(store.latitude).toBeLessThan(21.5);
      expect(store.longitude).toBeGreaterThan(116);
      expect(store.longitude).toBeLessThan(127);
      expect(store.name.startsWith('Bayanihan Mart ')).toBe(true);
    }
  });

  it('narrows to one region, keeping every region in the dropdown', async () => {
    const { store_buid: buid } = await partner('bayanihan-mart');
    const all = await stores({ buid: buid ?? '', limit: '100' });
    const region = all.regions[0] ?? '';
    const inRegion = await stores({ buid: buid ?? '', region });
    expect(inRegion.storeList.total).toBe(
      all.storeList.stores.filter((store) => store.region === region).length,
    );
    expect(inRegion.storeList.stores.every((store) => store.region === region)).toBe(true);
    expect(inRegion.regions).toEqual(all.regions);
    const none = await stores({ buid: buid ?? '', region: 'Atlantis' });
    expect(none.storeList).toEqual({ stores: [], total: 0 });
    expect(await stores({ buid: 'NOSUCHBUID' })).toEqual({
      storeList: { stores: [], total: 0 },
      regions: [],
    });
  });

  it('refuses a missing or malformed buid, another sort, a negative offset', async () => {
    const bad = (offContractQuery: Record<string, string>, message?: string) =>
      expectBadQuery(t, 'getPartnerStores', { offContractQuery }, message);
    await bad({});
    await bad({ buid: 'a b' });
    await bad({ buid: 'BAYANIHAN_MART', sort: 'region' }, SORT_MESSAGE);
    await bad({ buid: 'BAYANIHAN_MART', offset: '-10' }, OFFSET_MESSAGE);
    await bad({ buid: 'BAYANIHAN_MART', limit: '-1' }, LIMIT_MESSAGE);
  });
});

describe('partner addresses', () => {
  it('pages by page or offset, 10 at a time, and searches name, address and region', async () => {
    const { id } = await partner('kanto-express-mart');
    const base = { id: String(id), type: 'loading' } as const;
    const first = await addresses(base);
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const all = await addresses({ ...base, limit: '100' });
    expect(all.data).toHaveLength(first.total);
    expect(await addresses({ ...base, page: '2' })).toEqual(
      await addresses({ ...base, offset: '10' }),
    );
    expect((await addresses({ ...base, page: '2' })).data).toEqual(all.data.slice(10, 20));
    const region = all.data[0]?.region ?? '';
    const city = (all.data[0]?.address ?? '').split(', ').at(-2) ?? '';
    const byRegion = await addresses({ ...base, limit: '100', keyword: region });
    expect(byRegion.total).toBe(all.data.filter((a) => a.region === region).length);
    const byCity = await addresses({ ...base, limit: '100', keyword: city.toUpperCase() });
    expect(byCity.total).toBeGreaterThan(0);
    expect(
      byCity.data.every((a) => `${a.name} ${a.address}`.toLowerCase().includes(city.toLowerCase())),
    ).toBe(true);
    expect((await addresses({ ...base, keyword: '%' })).total).toBe(0);
    const distribution = await addresses({ id: String(id), type: 'distribution', limit: '100' });
    expect(distribution.data.map((a) => a.id)).not.toEqual(all.data.map((a) => a.id));
  });

  it('refuses page with offset, a bad type, a missing id', async () => {
    const response = await t.call('getPartnerAddresses', {
      query: { id: '1', type: 'loading', page: '1', offset: '0' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error_key: 'VALIDATION_ERROR',
      error: 'Give page or offset, not both.',
      fields: { offset: 'Give page or offset, not both.' },
    });
    const refused: Record<string, string>[] = [
      { id: '1', type: 'online' },
      { type: 'loading' },
      { id: 'abc', type: 'loading' },
      { id: '1', type: 'loading', page: '0' },
    ];
    for (const offContractQuery of refused)
      await expectBadQuery(t, 'getPartnerAddresses', { offContractQuery });
  });
});
