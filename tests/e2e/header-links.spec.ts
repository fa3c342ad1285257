import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ERRORS } from '#contract/errors';
import { MEMBERS, signIn } from './auth-helpers';
import { holdTheApp, openHeld } from './hold-the-app';

/** The seeded menu's Help Center; the e2e server allow-lists its host (playwright.config.ts). */
const PARTNER_HOST = 'help.gorewards.com.ph';
const PARTNER = /^https:\/\/help\.gorewards\.com\.ph\//;

/** Nothing leaves the machine: the partner site is a page this test serves. */
async function servePartner(page: Page): Promise<void> {
  await page.route(PARTNER, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Partner</h1>' }),
  );
}

/** Every href in the header, the closed dropdowns, drawer and account menu included. */
async function headerHrefs(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('banner')
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  return hrefs;
}

async function sessionCookies(context: BrowserContext): Promise<string[]> {
  const cookies = await context.cookies();
  const values = cookies
    .filter((cookie) => cookie.name === 'token' || cookie.name === 'refreshToken')
    .map((cookie) => cookie.value);
  expect(values).toHaveLength(2);
  return values;
}

function helpCenterLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help Center' });
}

/** A member signed in on the page, with the session's own secrets, which no code may be. */
async function signedInMember(page: Page, context: BrowserContext): Promise<string[]> {
  await servePartner(page);
  await signIn(page, MEMBERS.active);
  return sessionCookies(context);
}

/** A handoff code: 256 random bits in base64url (docs/decisions/0035), never a session secret. */
function expectFreshCode(code: string | null, secrets: string[]): void {
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(secrets).not.toContain(code);
}

/** Follows the header's Help Center link and answers the session code it arrived with. */
async function followPartnerLink(page: Page): Promise<string | null> {
  await helpCenterLink(page).click();
  await page.waitForURL(PARTNER);
  await expect(page.getByRole('heading', { name: 'Partner' })).toBeVisible();
  return new URL(page.url()).searchParams.get('session');
}

test('no header link carries a token or session=, signed out or signed in', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(helpCenterLink(page)).toBeVisible();
  for (const href of await headerHrefs(page)) expect(href).not.toContain('session=');

  await signIn(page, MEMBERS.active);
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Hi, Maria Clara')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const secrets = await sessionCookies(context);
  const hrefs = await headerHrefs(page);
  expect(hrefs).toContain(`https://${PARTNER_HOST}`);
  for (const href of hrefs) {
    expect(href).not.toContain('session=');
    for (const secret of secrets) expect(href).not.toContain(secret);
  }
});

test('a visitor follows the plain partner link', async ({ page }) => {
  await servePartner(page);
  await page.goto('/');
  expect(await followPartnerLink(page)).toBeNull();
  expect(page.url()).toBe(`https://${PARTNER_HOST}/`);
});

test('a member follows a partner link with a fresh single-use code, never the session', async ({
  page,
  context,
}) => {
  const secrets = await signedInMember(page, context);
  await page.goto('/');
  const first = await followPartnerLink(page);
  expectFreshCode(first, secrets);

  await page.goBack();
  await expect(helpCenterLink(page)).toBeVisible();
  const second = await followPartnerLink(page);
  expectFreshCode(second, secrets);
  expect(second).not.toBe(first);

  // No partner runs here: its server-to-server redemption shows each code works once only.
  const redeem = (code: string | null) =>
    page.request.post('/api/v1/links/handoff/redeem', { data: { code, host: PARTNER_HOST } });
  const redeemed = await redeem(first);
  expect(redeemed.status()).toBe(200);
  expect(await redeemed.json()).toEqual({ memberId: expect.any(String) as unknown });
  const again = await redeem(first);
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({
    error_key: 'HANDOFF_INVALID',
    error: ERRORS.HANDOFF_INVALID.message,
  });
  expect((await redeem(second)).status()).toBe(200);
});

test('a member who taps a partner link before the app runs leaves with a code once it runs', async ({
  page,
  context,
}) => {
  const secrets = await signedInMember(page, context);
  const release = await holdTheApp(page);
  await openHeld(page, '/');
  const link = helpCenterLink(page);
  await link.click();
  // Kept for the app, which mints the code: followed now, it would leave without one.
  await expect(link).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).not.toMatch(PARTNER);

  release();
  await page.waitForURL(PARTNER, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Partner' })).toBeVisible();
  expectFreshCode(new URL(page.url()).searchParams.get('session'), secrets);
});

test('a member whose code cannot be minted follows the plain partner link', async ({ page }) => {
  await servePartner(page);
  await signIn(page, MEMBERS.active);
  let attempts = 0;
  await page.route('**/api/v1/links/handoff', (route) => {
    attempts += 1;
    return route.abort('connectionreset');
  });
  await page.goto('/');
  expect(await followPartnerLink(page)).toBeNull();
  expect(page.url()).toBe(`https://${PARTNER_HOST}/`);
  expect(attempts).toBe(1);
});
