import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGE, SORT_MESSAGE } from '#contract/content';
import {
  expectBadQuery,
  expectNotFound,
  ok,
  runsOn,
  seededContent,
} from '../support/content-helpers';
import { useTestApp } from '../support/test-app';
import type { CallRequest } from '../support/test-client';

const t = useTestApp();

const list = (query: CallRequest<'getShops'>['query'] = {}) => ok(t, 'getShops', { query });

function expected(type: 1 | 2) {
  const { today, content } = seededContent(t);
  return content.shops.filter(
    (shop) => shop.shopType === type && runsOn(today, shop.dateStart, shop.dateEnd),
  );
}

describe('shop list', () => {
  it('holds running shop-online offers, 6 to a page, newest first, with the full total', async () => {
    const running = expected(1);
    const first = await list();
    expect(first.total).toBe(running.length);
    expect(first.data).toHaveLength(6);
    expect(first.data.every((shop) => shop.shop_type === 1)).toBe(true);
    const pages = [first];
    for (let page = 2; page <= Math.ceil(running.length / 6); page += 1) {
      pages.push(await list({ page: String(page) }));
    }
    const slugs = pages.flatMap((page) => page.data.map((shop) => shop.slug));
    expect(slugs.sort()).toEqual(running.map((shop) => shop.slug).sort());
    expect(await list({ filter: 'shop_online' })).toEqual(first);
    const beyond = await list({ page: String(Math.ceil(running.length / 6) + 1) });
    expect(beyond).toEqual({ data: [], total: running.length });
  });

  it('answers new-this-month offers for filter=new_this_month, and exclusives apart', async () => {
    const running = expected(2);
    const all = await list({ filter: 'new_this_month', limit: '100' });
    expect(all.total).toBe(running.length);
    const exclusives = await list({ filter: 'new_this_month', exclusive: '1', limit: '100' });
    expect(exclusives.total).toBeGreaterThanOrEqual(3);
    expect(exclusives.data.every((shop) => shop.gr_exclusive === 1)).toBe(true);
    const others = await list({ filter: 'new_this_month', exclusive: '0', limit: '100' });
    expect(others.data.every((shop) => shop.gr_exclusive === 0)).toBe(true);
    expect(exclusives.total + others.total).toBe(all.total);
    const featured = await list({ featured: '1', limit: '100' });
    expect(featured.total).toBe(expected(1).filter((shop) => shop.featured).length);
    expect(featured.data.every((shop) => shop.featured === 1)).toBe(true);
  });

  it('sorts by title and dates in both spellings', async () => {
    const titles = (await list({ sort: 'title.asc', limit: '100' })).data.map((shop) => shop.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(
      (await list({ sort: 'title.desc', limit: '100' })).data.map((shop) => shop.title),
    ).toEqual([...titles].reverse());
    const newest = await list({ sort: 'date_start.desc', limit: '100' });
    expect(await list({ sort: 'promo_start.desc', limit: '100' })).toEqual(newest);
    const starts = newest.data.map((shop) => shop.date_start);
    expect(starts).toEqual([...starts].sort().reverse());
    const expiring = await list({ sort: 'date_end.asc', limit: '100' });
    expect(await list({ sort: 'promo_end.asc', limit: '100' })).toEqual(expiring);
    const ends = expiring.data.map((shop) => shop.date_end);
    expect(ends).toEqual([...ends].sort());
  });

  it('searches title and subtitle, and filters by categories', async () => {
    const bySubtitle = await list({ keyword: 'kidlat', limit: '100' });
    const wanted = expected(1).filter((shop) =>
      `${shop.title} ${shop.subtitle} ${shop.shortDescription}`.toLowerCase().includes('kidlat'),
    );
    expect(wanted.length).toBeGreaterThan(0);
    expect(bySubtitle.total).toBe(wanted.length);
    expect((await list({ keyword: '50% off' })).total).toBe(0);
    const category = bySubtitle.data[0]?.category_id ?? 0;
    const inCategory = await list({ categories: String(category), limit: '100' });
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.data.every((shop) => shop.category_id === category)).toBe(true);
  });

  it('refuses bad query values', async () => {
    const bad = (offContractQuery: Record<string, string>, message?: string) =>
      expectBadQuery(t, 'getShops', { offContractQuery }, message);
    await bad({ page: '0' }, PAGE_MESSAGE);
    await bad({ page: '-1' }, PAGE_MESSAGE);
    await bad({ limit: '-6' });
    await bad({ sort: 'newest' }, SORT_MESSAGE);
    await bad({ filter: 'all' });
    await bad({ exclusive: 'yes' });
    await bad({ offset: '6' }, "Field 'offset' is not allowed.");
  });
});

describe('shop detail and related offers', () => {
  it('answers any offer by type and slug, ended ones too; 404 for the wrong type or a bad param', async () => {
    const { today, content } = seededContent(t);
    const offer = expected(1)[0];
    const ended = content.shops.find((shop) => shop.dateEnd < today);
    if (!offer || !ended) throw new Error('seed lacks offers');
    const detail = await ok(t, 'getShop', { params: { shopType: '1', slug: offer.slug } });
    expect(detail).toMatchObject({ slug: offer.slug, title: offer.title, terms: offer.terms });
    expect(
      (await ok(t, 'getShop', { params: { shopType: `${ended.shopType}`, slug: ended.slug } }))
        .slug,
    ).toBe(ended.slug);
    const missing = (shopType: string, slug: string) =>
      expectNotFound(t, 'getShop', { offContractParams: { shopType, slug } });
    await missing('2', offer.slug);
    await missing('1', 'no-such-offer');
    await missing('0', 'anything');
    await missing('shop_online', 'anything');
    await missing('1', 'UPPER');
  });

  it('relates at most three running offers of the same category and type, never the offer itself', async () => {
    const running = expected(1);
    const counts = new Map<string, number>();
    for (const shop of running)
      counts.set(shop.category.name, (counts.get(shop.category.name) ?? 0) + 1);
    const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    if (!busiest || busiest[1] < 5) throw new Error('seed needs a category with 5 running offers');
    const self = running.find((shop) => shop.category.name === busiest[0]);
    const detail = await ok(t, 'getShop', { params: { shopType: '1', slug: self?.slug ?? '' } });
    const related = await ok(t, 'getRelatedShops', {
      params: { categoryId: String(detail.category_id), slug: detail.slug },
    });
    expect(related.data).toHaveLength(3);
    expect(related.total).toBe(busiest[1] - 1);
    expect(related.data.map((shop) => shop.slug)).not.toContain(detail.slug);
    for (const shop of related.data) {
      expect(shop.category_id).toBe(detail.category_id);
      expect(shop.shop_type).toBe(1);
    }
  });

  it('relates new-this-month offers only to new-this-month offers', async () => {
    const offer = expected(2)[0];
    const detail = await ok(t, 'getShop', { params: { shopType: '2', slug: offer?.slug ?? '' } });
    const related = await ok(t, 'getRelatedShops', {
      params: { categoryId: String(detail.category_id), slug: detail.slug },
    });
    expect(related.data.length).toBeLessThanOrEqual(3);
    expect(related.data.every((shop) => shop.shop_type === 2 && shop.slug !== detail.slug)).toBe(
      true,
    );
  });

  it('answers 404 for an unknown offer or a bad category id', async () => {
    const missing = (categoryId: string, slug: string) =>
      expectNotFound(t, 'getRelatedShops', { params: { categoryId, slug } });
    await missing('12', 'no-such-offer');
    await missing('abc', 'anything');
    await missing('0', 'anything');
    await missing('99999999999', 'anything');
    await expectBadQuery(t, 'getRelatedShops', {
      params: { categoryId: '12', slug: expected(1)[0]?.slug ?? '' },
      offContractQuery: { limit: '5' },
    });
  });
});
