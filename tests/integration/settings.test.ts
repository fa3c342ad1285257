import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '#contract/errors';
import { SettingsResponseSchema } from '#contract/settings';
import { AnnouncementsResponseSchema } from '#contract/announcements';
import { pages } from '#server/db/schema';
import { invalidateContent } from '#server/db/content-generation';
import { useTestApp } from '../support/test-app';
import { testDatabaseKind } from '../support/test-database';

const t = useTestApp();

describe(`GET /api/v1/settings (${testDatabaseKind})`, () => {
  it('answers pages, settings and categories from the database, valid against the contract', async () => {
    const response = await t.call('getSettings');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = v.parse(SettingsResponseSchema, response.body);

    const header = body.pages.find((page) => page.api_id === 'header');
    expect(header?.api_id).toBe('header');
    const menu = header?.api_id === 'header' ? header.value.menu : [];
    expect(menu.map((item) => item.label)).toContain('Promos');
    expect(menu.some((item) => (item.sub_menu?.length ?? 0) > 0)).toBe(true);
    expect(menu.some((item) => item.url.startsWith('https://'))).toBe(true);

    const footer = body.pages.find((page) => page.api_id === 'footer');
    expect(footer?.api_id === 'footer' && footer.value.columns.length).toBeGreaterThanOrEqual(3);
    expect(body.settings.map((setting) => setting.name).sort()).toEqual([
      'download_links',
      'social_media',
    ]);
    expect(new Set(body.categories.map((category) => category.category_id))).toEqual(
      new Set([1, 2, 3]),
    );
  });

  it('reflects a change made in the database once the content cache is told', async () => {
    await t.database.db
      .update(pages)
      .set({ value: { menu: [{ url: '/promos', label: 'Deals' }] } })
      .where(eq(pages.apiId, 'header'));
    invalidateContent();
    const body = v.parse(SettingsResponseSchema, (await t.call('getSettings')).body);
    const header = body.pages.find((page) => page.api_id === 'header');
    expect(header?.api_id === 'header' && header.value.menu.map((item) => item.label)).toEqual([
      'Deals',
    ]);
  });

  it('leaves out a row that breaks the contract instead of failing the whole call', async () => {
    await t.database.db
      .update(pages)
      .set({ value: { menu: 'not a list' } })
      .where(eq(pages.apiId, 'header'));
    invalidateContent();
    const response = await t.call('getSettings');
    expect(response.status).toBe(200);
    const body = v.parse(SettingsResponseSchema, response.body);
    expect(body.pages.some((page) => page.api_id === 'header')).toBe(false);
    expect(t.logs.join('')).toContain('settings row left out');
  });

  it.each([
    ['an unknown parameter', { foo: '1' }, "Field 'foo' is not allowed."],
    ['a duplicated unknown parameter', { page: ['1', '2'] }, "Field 'page' is not allowed."],
  ])('refuses %s with a 400 envelope', async (_name, offContractQuery, message) => {
    const response = await t.call('getSettings', { offContractQuery });
    expect(response.status).toBe(400);
    const body = v.parse(ErrorEnvelopeSchema, response.body);
    expect(body.error_key).toBe('VALIDATION_ERROR');
    expect(body.error).toBe(message);
    expect(body.title).toBe('Error');
  });

  it('answers 405 with an Allow header for a method the path does not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(v.parse(ErrorEnvelopeSchema, response.json()).error_key).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('GET /api/v1/announcements', () => {
  it('lists the active announcement with its action button', async () => {
    const response = await t.call('getAnnouncements');
    expect(response.status).toBe(200);
    const body = v.parse(AnnouncementsResponseSchema, response.body);
    expect(body.total).toBe(1);
    expect(body.data[0]?.action_button?.url).toBe('/promos/double-points-weekend');
  });
});
