import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES_MESSAGE, LIMIT_MESSAGE, OFFSET_MESSAGE, SORT_MESSAGE } from '#contract/content';
import { categories, promos } from '#server/db/schema';
import { ENDED_RAFFLE_SLUG } from '#server/db/seed/forms-data';
import {
  expectBadQuery,
  expectNotFound,
  ok,
  runsOn,
  seededContent,
} from '../support/content-helpers';
import { useTestApp } from '../support/test-app';
import type { CallRequest } from '../support/test-client';

/** Decision 0023. */
const t = useTestApp();

const list = (query: CallRequest<'getPromos'>['query'] = {}) => ok(t, 'getPromos', { query });

function expected(type: 1 | 2) {
  const { today, content } = seededContent(t);
  return content.promos.filter(
    (promo) => promo.type === type && runsOn(today, promo.promoStart, promo.promoEnd),
  );
}

describe('promo list', () => {
  it('holds regular promos running today, newest first, 16 from offset 0', async () => {
    const running = expected(1);
    expect(running.length).toBeGreaterThan(16);
    const first = await list();
    expect(first.total).toBe(running.length);
    expect(first.data).toHaveLength(16);
    expect(first.data.every((promo) => promo.type === 1)).toBe(true);
    const starts = first.data.map((promo) => promo.promo_start);
    expect(starts).toEqual([...starts].sort().reverse());
    const rest = await list({ offset: '16' });
    expect(rest.total).toBe(running.length);
    expect(rest.data).toHaveLength(running.length - 16);
    const slugs = [...first.data, ...rest.data].map((promo) => promo.slug).sort();
    expect(slugs).toEqual(running.map((promo) => promo.slug).sort());
    expect((await list({ offset: String(running.length) })).data).toEqual([]);
  });

  it('answers new-this-month promos for type 2, and only featured ones for featured=1', async () => {
    const newThisMonth = await list({ type: '2' });
    expect(newThisMonth.total).toBe(expected(2).length);
    expect(newThisMonth.data.every((promo) => promo.type === 2)).toBe(true);
    const featured = await list({ featured: '1', limit: '100' });
    const wanted = expected(1).filter((promo) => promo.featured);
    expect(featured.total).toBe(wanted.length);
    expect(featured.data.map((promo) => promo.slug).sort()).toEqual(
      wanted.map((promo) => promo.slug).sort(),
    );
    expect(featured.data.every((promo) => promo.featured === 1)).toBe(true);
  });

  it('sorts by title, start and end, accepting both spellings of the dated codes', async () => {
    const titles = (await list({ sort_by: 'title.asc', limit: '100' })).data.map((p) => p.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const reversed = (await list({ sort_by: 'title.desc', limit: '100' })).data.map((p) => p.title);
    expect(reversed).toEqual([...titles].reverse());

    const newest = await list({ sort_by: 'promo_start.desc', limit: '100' });
    expect(await list({ sort_by: 'date_start.desc', limit: '100' })).toEqual(newest);
    expect(await list({ limit: '100' })).toEqual(newest);
    const starts = newest.data.map((promo) => promo.promo_start);
    expect(starts).toEqual([...starts].sort().reverse());

    const expiring = await list({ sort_by: 'promo_end.asc', limit: '100' });
    expect(await list({ sort_by: 'date_end.asc', limit: '100' })).toEqual(expiring);
    const ends = expiring.data.map((promo) => promo.promo_end);
    expect(ends).toEqual([...ends].sort());
    expect(ends[0]).toBe(seededContent(t).today);
  });

  it('pages through ties without repeating or skipping a promo', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 40; offset += 3) {
      const page = await list({ sort_by: 'promo_end.asc', limit: '3', offset: String(offset) });
      seen.push(...page.data.map((promo) => promo.slug));
    }
    expect(seen).toHaveLength(expected(1).length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('searches title and short description without regard to case', async () => {
    const found = await list({ keyword: 'DOUBLE points' });
    const wanted = expected(1).filter((promo) =>
      `${promo.title} ${promo.shortDescription}`.toLowerCase().includes('double points'),
    );
    expect(wanted.length).toBeGreaterThan(1);
    expect(found.total).toBe(wanted.length);
    expect((await list({ keyword: '  ' })).total).toBe(expected(1).length);
    expect((await list({ keyword: 'no-such-promo-anywhere' })).total).toBe(0);
  });

  it('filters by category ids', async () => {
    const running = expected(1);
    const rows = await t.database.db.select().from(categories).where(eq(categories.categoryId, 2));
    const dining = rows.find((row) => row.category === 'Dining');
    const travel = rows.find((row) => row.category === 'Travel');
    if (!dining || !travel) throw new Error('seed categories missing');
    const one = await list({ categories: String(dining.id), limit: '100' });
    const wanted = running.filter((promo) => promo.category.name === 'Dining').length;
    expect(one.total).toBe(wanted);
    expect(one.data.every((promo) => promo.category_id === dining.id)).toBe(true);
    expect(one.data.every((promo) => promo.category_text === 'Dining')).toBe(true);
    const two = await list({ categories: `${dining.id},${travel.id},${dining.id}` });
    expect(two.total).toBe(
      running.filter((promo) => ['Dining', 'Travel'].includes(promo.category.name)).length,
    );
    expect((await list({ categories: '999999' })).total).toBe(0);
  });

  it('refuses bad query values with a 400 and the contract message, never a 500', async () => {
    const bad = (offContractQuery: Record<string, string | string[]>, message?: string) =>
      expectBadQuery(t, 'getPromos', { offContractQuery }, message);
    await bad({ limit: '-1' }, LIMIT_MESSAGE);
    await bad({ limit: '0' }, LIMIT_MESSAGE);
    await bad({ limit: '101' }, LIMIT_MESSAGE);
    await bad({ limit: ['1', '2'] }, LIMIT_MESSAGE);
    await bad({ offset: '-5' }, OFFSET_MESSAGE);
    await bad({ sort_by: 'price.asc' }, SORT_MESSAGE);
    await bad({ sort_by: 'title.asc;drop' }, SORT_MESSAGE);
    await bad({ categories: '1,,2' }, CATEGORIES_MESSAGE);
    await bad({ type: '3' });
    await bad({ featured: '0' });
    await bad({ keyword: 'x'.repeat(101) });
    await bad({ page: '2' }, "Field 'page' is not allowed.");
  });
});

describe('promo detail', () => {
  it('answers a running promo with its banners, mechanics, terms and action button', async () => {
    const { content } = seededContent(t);
    const seeded = content.promos.find((promo) => promo.actionButton && promo.type === 1);
    if (!seeded) throw new Error('no promo with an action button');
    const promo = await ok(t, 'getPromo', { params: { promoType: '1', slug: seeded.slug } });
    expect(promo).toMatchObject({
      slug: seeded.slug,
      title: seeded.title,
      mechanics: seeded.mechanics,
      action_button: seeded.actionButton,
      raffle_slug: null,
    });
    expect(promo.banners.length).toBeGreaterThan(0);
  });

  it('answers ended and future promos too, and the ended raffle promo names its raffle', async () => {
    const { today, content } = seededContent(t);
    const ended = content.promos.find((promo) => promo.promoEnd < today);
    const future = content.promos.find((promo) => promo.promoStart > today);
    if (!ended || !future) throw new Error('seed lacks ended or future promos');
    expect(
      (await ok(t, 'getPromo', { params: { promoType: `${ended.type}`, slug: ended.slug } })).slug,
    ).toBe(ended.slug);
    expect(
      (await ok(t, 'getPromo', { params: { promoType: `${future.type}`, slug: future.slug } }))
        .slug,
    ).toBe(future.slug);
    const raffle = await ok(t, 'getPromo', { params: { promoType: '1', slug: ENDED_RAFFLE_SLUG } });
    expect(raffle.raffle_slug).toBe(ENDED_RAFFLE_SLUG);
  });

  it('answers 404 for a missing promo, the other type, and path params the contract refuses', async () => {
    const { content } = seededContent(t);
    const regular = content.promos.find((promo) => promo.type === 1);
    const missing = (promoType: string, slug: string) =>
      expectNotFound(t, 'getPromo', { offContractParams: { promoType, slug } });
    await missing('1', 'no-such-promo');
    await missing('2', regular?.slug ?? '');
    await missing('3', 'double-points-weekend');
    await missing('x', 'double-points-weekend');
    await missing('1', 'Double_Points');
    await missing('1', 'a'.repeat(121));
    await missing('1', "' or 1=1");
  });

  it('refuses a query on a detail with a 400', async () => {
    await expectBadQuery(t, 'getPromo', {
      params: { promoType: '1', slug: 'double-points-weekend' },
      offContractQuery: { preview: '1' },
    });
  });
});

describe('running today in Manila, by the app clock', () => {
  // 16:30 UTC on 15 June is 00:30 on 16 June in Manila: a server counting days in UTC fails.
  const CLOCK = new Date('2030-06-15T16:30:00Z');
  let realNow: Date;
  let categoryId: number;

  beforeAll(async () => {
    const [category] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.categoryId, 2))
      .limit(1);
    if (!category) throw new Error('no promo category');
    categoryId = category.id;
    const base = {
      type: 1 as const,
      shortDescription: 'A test promo.',
      catalogImg: { path: '/images/content/promos/double-points-weekend.svg' },
      categoryId,
      mechanics: '<p>m</p>',
      terms: '<p>t</p>',
    };
    await t.database.db.insert(promos).values([
      {
        ...base,
        slug: 'clock-today-only',
        title: 'Today Only',
        promoStart: '2030-06-16',
        promoEnd: '2030-06-16',
      },
      {
        ...base,
        slug: 'clock-ended-yesterday',
        title: 'Ended',
        promoStart: '2030-06-01',
        promoEnd: '2030-06-15',
      },
      {
        ...base,
        slug: 'clock-starts-tomorrow',
        title: 'Tomorrow',
        promoStart: '2030-06-17',
        promoEnd: '2030-06-30',
      },
      {
        ...base,
        slug: 'clock-all-month',
        title: 'All Month',
        promoStart: '2030-06-01',
        promoEnd: '2030-07-01',
      },
      {
        ...base,
        slug: 'clock-percent',
        title: '100% Cashback',
        promoStart: '2030-06-10',
        promoEnd: '2030-06-20',
      },
      {
        ...base,
        slug: 'clock-underscore',
        title: 'Save_Big',
        promoStart: '2030-06-10',
        promoEnd: '2030-06-20',
      },
      {
        ...base,
        slug: 'clock-backslash',
        title: 'Back\\slash Sale',
        promoStart: '2030-06-10',
        promoEnd: '2030-06-20',
      },
    ]);
  });
  afterEach(() => {
    t.now.value = realNow;
  });

  it('hides ended and future promos from the list and still serves their details', async () => {
    realNow = t.now.value;
    t.now.value = CLOCK;
    const running = await list({ limit: '100' });
    expect(running.data.map((promo) => promo.slug)).toEqual([
      'clock-today-only',
      'clock-percent',
      'clock-underscore',
      'clock-backslash',
      'clock-all-month',
    ]);
    expect(running.total).toBe(5);
    for (const slug of ['clock-ended-yesterday', 'clock-starts-tomorrow']) {
      expect((await ok(t, 'getPromo', { params: { promoType: '1', slug } })).slug).toBe(slug);
    }
    // A day later the one-day promo has ended and tomorrow's has started.
    t.now.value = new Date(CLOCK.getTime() + 86_400_000);
    const next = (await list({ limit: '100' })).data.map((promo) => promo.slug);
    expect(next).toContain('clock-starts-tomorrow');
    expect(next).not.toContain('clock-today-only');
  });

  it('takes % , _ and \\ in a keyword literally', async () => {
    realNow = t.now.value;
    t.now.value = CLOCK;
    const slugsFor = async (keyword: string) =>
      (await list({ keyword })).data.map((promo) => promo.slug);
    expect(await slugsFor('%')).toEqual(['clock-percent']);
    expect(await slugsFor('_')).toEqual(['clock-underscore']);
    expect(await slugsFor('e_b')).toEqual(['clock-underscore']);
    expect(await slugsFor('\\')).toEqual(['clock-backslash']);
    expect(await slugsFor('0%')).toEqual(['clock-percent']);
    expect(await slugsFor('%cash')).toEqual([]);
  });
});
