import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PromoSchema, PromosResponseSchema } from '#contract/promos';
import { categories, promos } from '#server/db/schema';
import { manilaDay as manilaToday } from '#server/shared/manila';
import { invalidateContent } from '#server/db/content-generation';
import { DEMO, signedIn } from '../support/auth-helpers';
import { type TestApp, useTestApp } from '../support/test-app';
import type { CallAnswer } from '../support/test-client';
import { testDatabaseKind } from '../support/test-database';

/** Decision 0027. A cached read is proved by changing a row behind the cache's back. */

const PUBLIC = 'public, max-age=60';

/** The seed's promos of type 1, by id: slugs to read and rows to change. */
async function seededPromos(t: TestApp, count: number) {
  const rows = await t.database.db
    .select({ id: promos.id, slug: promos.slug, title: promos.title })
    .from(promos)
    .where(eq(promos.type, 1))
    .orderBy(promos.id)
    .limit(count);
  if (rows.length < count) throw new Error('the seed has too few promos');
  return rows;
}

async function retitle(t: TestApp, id: number, title: string) {
  await t.database.db.update(promos).set({ title }).where(eq(promos.id, id));
}

function titleOf(answer: CallAnswer): string {
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  return v.parse(PromoSchema, answer.body).title;
}

const readPromo = (t: TestApp, slug: string, headers: Record<string, string> = {}) =>
  t.call('getPromo', { params: { promoType: '1', slug }, headers });

describe(`content cache (${testDatabaseKind})`, () => {
  const t = useTestApp();
  let promo: { id: number; slug: string; title: string };
  const read = (headers?: Record<string, string>) => readPromo(t, promo.slug, headers);

  beforeAll(async () => {
    [promo] = (await seededPromos(t, 1)) as [typeof promo];
  });
  afterEach(async () => {
    await retitle(t, promo.id, promo.title);
    invalidateContent();
  });

  it('serves a second read from memory until invalidateContent() is called', async () => {
    const first = await read();
    expect(titleOf(first)).toBe(promo.title);
    await retitle(t, promo.id, 'Changed behind the cache');

    const second = await read();
    expect(titleOf(second)).toBe(promo.title);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);

    invalidateContent();
    const third = await read();
    expect(titleOf(third)).toBe('Changed behind the cache');
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps an answer for 60 s of the app clock, then reads the database again', async () => {
    await read();
    await retitle(t, promo.id, 'Edited by an operator');
    t.now.value = new Date(t.now.value.getTime() + 59_000);
    expect(titleOf(await read())).toBe(promo.title);
    t.now.value = new Date(t.now.value.getTime() + 1_000);
    expect(titleOf(await read())).toBe('Edited by an operator');
  });

  it('answers a strong ETag, and 304 with no body to a matching If-None-Match', async () => {
    const first = await read();
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    for (const ifNoneMatch of [String(etag), `W/${String(etag)}`, `"other", ${String(etag)}`]) {
      const again = await read({ 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC);
    }
    const other = await read({ 'if-none-match': '"not-this-one"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('answers 200 with a new ETag to the old one after a change and invalidation', async () => {
    const before = await read();
    await retitle(t, promo.id, 'A new title');
    invalidateContent();
    const after = await read({ 'if-none-match': String(before.headers.etag) });
    expect(titleOf(after)).toBe('A new title');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const revalidated = await read({ 'if-none-match': String(after.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it('keeps compressed forms with their own tags, the same content as the plain body', async () => {
    const list = (headers: Record<string, string> = {}) =>
      t.call('getPromos', { query: { limit: '20' }, headers });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.text);
    expect(gzip.headers.etag).toBe(`"${String(plain.headers.etag).slice(1, -1)}-gzip"`);
    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const notModified = await list({
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(br.headers.etag);
  });

  it('gives fresh lists when the Manila day turns, within the 60 s lifetime', async () => {
    const today = manilaToday(t.now.value);
    t.now.value = new Date(`${today}T23:59:40+08:00`);
    const tomorrow = manilaToday(new Date(t.now.value.getTime() + 60_000));
    const list = async () =>
      v.parse(
        PromosResponseSchema,
        (await t.call('getPromos', { query: { keyword: 'rollover-check' } })).body,
      );
    const before = await list();
    expect(before.total).toBe(0);

    const [category] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.categoryId, 2))
      .limit(1);
    if (!category) throw new Error('no promo category');
    const row = {
      type: 1 as const,
      shortDescription: 'rollover-check',
      catalogImg: { path: '/images/content/promos/double-points-weekend.svg' },
      categoryId: category.id,
      mechanics: '<p>m</p>',
      terms: '<p>t</p>',
    };
    await t.database.db.insert(promos).values([
      {
        ...row,
        slug: 'rollover-today',
        title: 'Rollover Today',
        promoStart: today,
        promoEnd: today,
      },
      {
        ...row,
        slug: 'rollover-tomorrow',
        title: 'Rollover Tomorrow',
        promoStart: tomorrow,
        promoEnd: tomorrow,
      },
    ]);
    try {
      // Still today: the cached list, without the promo inserted behind the cache's back.
      t.now.value = new Date(`${today}T23:59:55+08:00`);
      expect((await list()).total).toBe(0);
      // 40 s after the first read it is tomorrow in Manila: a new list, read from the database.
      t.now.value = new Date(`${tomorrow}T00:00:20+08:00`);
      const after = await list();
      expect(after.data.map((item) => item.slug)).toEqual(['rollover-tomorrow']);
    } finally {
      await t.database.db
        .delete(promos)
        .where(and(eq(promos.shortDescription, 'rollover-check'), eq(promos.type, 1)));
      t.now.value = new Date();
    }
  });

  it('keeps neither a 400 nor a 404, which stay no-store', async () => {
    await t.call('getPromos', { query: { limit: '5' } });
    const held = t.app.contentCache.size;
    const bad = await t.call('getPromos', { query: { limit: '-1' } });
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.headers.etag).toBeUndefined();
    const missing = await t.call('getPromo', { params: { promoType: '1', slug: 'no-such-promo' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    expect(t.app.contentCache.size).toBe(held);
  });

  it('never keeps a member answer', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const held = t.app.contentCache.size;
    for (const name of ['getMemberDetails', 'getMemberCard', 'getTransactions'] as const) {
      const answer = await t.call(name, { cookies });
      expect(answer.status, name).toBe(200);
      expect(answer.headers['cache-control'], name).toBe('no-store');
      expect(answer.headers.etag, name).toBeUndefined();
    }
    expect(t.app.contentCache.size).toBe(held);
  });
});

describe(`content cache bound (${testDatabaseKind})`, () => {
  const t = useTestApp({ contentCache: { maxEntries: 3 } });

  it('holds at most its entry cap, pushing out the least recently read', async () => {
    const rows = await seededPromos(t, 5);
    for (const row of rows) titleOf(await readPromo(t, row.slug));
    expect(t.app.contentCache.size).toBe(3);

    const oldest = rows[0];
    const newest = rows[4];
    if (!oldest || !newest) throw new Error('five promos expected');
    await retitle(t, oldest.id, 'Oldest changed');
    await retitle(t, newest.id, 'Newest changed');
    // The oldest was pushed out, so it is read again; the newest is still held.
    expect(titleOf(await readPromo(t, oldest.slug))).toBe('Oldest changed');
    expect(titleOf(await readPromo(t, newest.slug))).toBe(newest.title);
    expect(t.app.contentCache.size).toBe(3);
  });
});
