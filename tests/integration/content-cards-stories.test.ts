import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { policySections } from '#server/db/schema';
import { PREPAID_CARD_UUID, POLICIES } from '#server/db/seed/content-data';
import { invalidateContent } from '#server/db/content-generation';
import { expectBadQuery, expectNotFound, ok } from '../support/content-helpers';
import { useTestApp } from '../support/test-app';
import type { CallRequest } from '../support/test-client';

/** Cards and their partner pages, stories split by featured, and the policy pages. */
const t = useTestApp();

const cards = (query: CallRequest<'getCards'>['query'] = {}) => ok(t, 'getCards', { query });
const card = (key: string) => ok(t, 'getCard', { params: { key } });
const cardPartners = (key: string, kind: 'distribution' | 'loading') =>
  ok(t, 'getCardPartners', { params: { key, kind } });

describe('cards', () => {
  it('lists every card in order, narrowed by card_type', async () => {
    const all = await cards();
    expect(all.total).toBe(8);
    expect(new Set(all.data.map((card) => card.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(all.data.map((card) => card.card_type))).toEqual(
      new Set(['virtual', 'prepaid', 'debit', 'credit']),
    );
    for (const kind of ['virtual', 'prepaid', 'debit', 'credit'] as const) {
      const some = await cards({ card_type: kind });
      expect(some.total).toBe(all.data.filter((card) => card.card_type === kind).length);
      expect(some.data.every((card) => card.card_type === kind)).toBe(true);
    }
    await expectBadQuery(t, 'getCards', { offContractQuery: { card_type: 'gold' } });
    await expectBadQuery(t, 'getCards', { offContractQuery: { limit: '5' } });
  });

  it('points Apply Now at the distribution page for types 1-2 and the configured url for 3-4', async () => {
    for (const card of (await cards()).data) {
      if (card.type <= 2) expect(card.apply_url).toBe(`/cards/${card.slug}/partners/distribution`);
      else expect(card.apply_url).not.toContain('/partners/distribution');
    }
  });

  it('answers a card by slug or by id, with its sections and FAQs', async () => {
    const bySlug = await card('prepaid-card');
    expect(await card(String(bySlug.id))).toEqual(bySlug);
    expect(bySlug.faqs.length).toBeGreaterThanOrEqual(3);
    expect(bySlug.how_to_apply.length).toBeGreaterThan(0);
    expect(bySlug.uuid).toBe(PREPAID_CARD_UUID);
    const ctas = new Set(
      await Promise.all(
        (await cards()).data.map(async ({ slug }) => (await card(slug)).call_to_action),
      ),
    );
    expect(ctas).toEqual(new Set([0, 1, 2]));
    for (const key of ['no-such-card', '999999', 'Prepaid_Card', '0'])
      await expectNotFound(t, 'getCard', { params: { key } });
  });

  it('answers the webview data by uuid only', async () => {
    const webview = await ok(t, 'getCardWebview', { params: { key: PREPAID_CARD_UUID } });
    expect(webview.title).toBe('Go Rewards Prepaid Card');
    expect(webview.terms.length).toBeGreaterThan(0);
    expect(webview.privacy.length).toBeGreaterThan(0);
    for (const key of ['prepaid-card', '00000000-0000-4000-8000-000000000000'])
      await expectNotFound(t, 'getCardWebview', { params: { key } });
  });

  it('lists distribution and loading partners of type 1-2 cards in order', async () => {
    const distribution = await cardPartners('prepaid-card', 'distribution');
    expect(distribution.data.map((p) => p.title)).toEqual([
      'Bayanihan Mart',
      'Kanto Express Mart',
      'Ginhawa Drugstore',
      'Pindot Online Mall',
    ]);
    expect(distribution.total).toBe(4);
    const online = distribution.data.find((p) => p.type === 2);
    expect(online?.store_link).toMatch(/^https:\/\//);
    const loading = await cardPartners('prepaid-card', 'loading');
    expect(loading.total).toBe(4);
    const { id } = await card('prepaid-card');
    expect(await cardPartners(String(id), 'loading')).toEqual(loading);
    // A type 2 card still without partners: 'Coming Soon', not a 404.
    expect(await cardPartners('student-prepaid-card', 'loading')).toEqual({ data: [], total: 0 });
  });

  it('answers 404 for partners of type 3 and 4 cards, unknown cards and unknown kinds', async () => {
    const all = (await cards()).data;
    const others = all.filter((card) => card.type === 3 || card.type === 4);
    expect(new Set(others.map((card) => card.type))).toEqual(new Set([3, 4]));
    const missing = (key: string, kind: string) =>
      expectNotFound(t, 'getCardPartners', { offContractParams: { key, kind } });
    for (const { slug } of others) {
      await missing(slug, 'distribution');
      await missing(slug, 'loading');
    }
    await missing('no-such-card', 'loading');
    await missing('prepaid-card', 'online');
  });
});

describe('stories', () => {
  it('splits featured stories from the paged rest, newest first', async () => {
    const stories = await ok(t, 'getStories');
    expect(stories.featured).toHaveLength(3);
    expect(stories.featured.every((story) => story.featured === 1)).toBe(true);
    expect(stories.data.every((story) => story.featured === 0)).toBe(true);
    expect(stories.total).toBe(7);
    const dates = stories.data.map((story) => story.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await ok(t, 'getStories', { query: { limit: '5', page: '2' } });
    expect(second.data).toEqual(stories.data.slice(5));
    expect(second.featured).toEqual(stories.featured);
    await expectBadQuery(t, 'getStories', { query: { limit: '-1' } });
    await expectBadQuery(t, 'getStories', { offContractQuery: { featured: '1' } });
  });

  it('answers a story by slug, and 404 otherwise', async () => {
    const story = await ok(t, 'getStory', { params: { slug: 'keeping-your-account-safe' } });
    expect(story.content).toContain('<p>');
    for (const slug of ['no-such-story', 'Not_A_Slug'])
      await expectNotFound(t, 'getStory', { params: { slug } });
  });
});

describe('policies', () => {
  it('serves each page with its active sections in order and never an inactive one', async () => {
    for (const seeded of POLICIES) {
      const policy = await ok(t, 'getPolicy', { params: { kind: seeded.kind } });
      const active = seeded.sections.filter((section) => section.active);
      expect(active.length).toBeLessThan(seeded.sections.length);
      expect(policy.title).toBe(seeded.title);
      expect(policy.sections.map((section) => section.title)).toEqual(active.map((s) => s.title));
    }
  });

  it('stops serving a section once it is made inactive', async () => {
    const before = await ok(t, 'getPolicy', { params: { kind: 'privacy' } });
    const first = before.sections[0];
    if (!first) throw new Error('no section');
    await t.database.db
      .update(policySections)
      .set({ active: false })
      .where(eq(policySections.id, first.id));
    // Whatever writes content tells the content cache (decision 0027).
    invalidateContent();
    const after = await ok(t, 'getPolicy', { params: { kind: 'privacy' } });
    expect(after.sections.map((section) => section.id)).toEqual(
      before.sections.slice(1).map((s) => s.id),
    );
    await t.database.db
      .update(policySections)
      .set({ active: true })
      .where(eq(policySections.id, first.id));
    invalidateContent();
  });

  it('answers 404 for other kinds', async () => {
    for (const kind of ['cookies', 'TERMS'])
      await expectNotFound(t, 'getPolicy', { offContractParams: { kind } });
    await expectBadQuery(t, 'getPolicy', {
      params: { kind: 'terms' },
      offContractQuery: { lang: 'fil' },
    });
  });
});
