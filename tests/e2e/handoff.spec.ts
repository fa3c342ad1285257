import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ERRORS } from '#contract/errors';
import { expectNoViolations } from './a11y';
import { DEMO_PASSCODE, MEMBERS, signIn } from './auth-helpers';
import { startSeededServer } from './seeded-server';

test('a handoff code signs a member in on another device once, and never again', async ({
  page,
  browser,
}) => {
  // Signed in through the login call: the sign-in screens have their own spec, and each pass
  // through them spends one of the number's 10 status checks in 10 minutes (SEC-12).
  await signIn(page, MEMBERS.active);
  const minted = await page.request.post('/api/v1/auth/handoff', { data: {} });
  expect(minted.ok()).toBe(true);
  const { code } = (await minted.json()) as { code: string };

  // A typed or app-opened address is no arrival from the portal's pages: the app asks first.
  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto(`/auth?token=${encodeURIComponent(code)}`);
  await device.getByRole('button', { name: 'Continue' }).click();
  await expect(device).toHaveURL(/\/account$/);
  await expect(device.getByRole('banner').getByText('Hi, Maria Clara')).toBeVisible();
  const cookies = await other.cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);

  const third = await browser.newContext();
  const replay = await third.newPage();
  await replay.goto(`/auth?token=${encodeURIComponent(code)}`);
  await expect(replay).toHaveURL(/\/login\?handoff=invalid$/);
  await expect(replay.getByText(ERRORS.HANDOFF_INVALID.message)).toBeVisible();
  expect((await third.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  await other.close();
  await third.close();
});

/**
 * page.goto's `referer` alone arrives with Sec-Fetch-Site: none in Chromium; a click on another
 * origin's page arrives cross-site with that page as the Referer (checked in the server's log).
 */
async function followLinkFromAnotherSite(page: Page, url: string): Promise<void> {
  await page.route('http://evil.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><a href="${url}">Claim your prize</a>`,
    }),
  );
  await page.goto('http://evil.example/');
  await page.getByRole('link', { name: 'Claim your prize' }).click();
}

// docs/decisions/0041: a link on another site to /auth?token=CODE, for a code the attacker minted
// for their own account, silently signed the victim's browser into it.
test('a link from another site asks "Continue as …?" and keeps the session when declined', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  // A server of its own: both demo members must still have the demo passcode, and the shared
  // server's account.spec.ts changes Juan's.
  const server = await startSeededServer();
  const baseURL = server.baseURL;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const attacker = await playwright.request.newContext({ baseURL });
  try {
    await victimDeclinesThenContinues(page, attacker, baseURL);
  } finally {
    await attacker.dispose();
    await context.close();
    await server.stop();
  }
});

async function victimDeclinesThenContinues(
  page: Page,
  attacker: APIRequestContext,
  baseURL: string,
): Promise<void> {
  await signIn(page, MEMBERS.newMember);
  const header = page.getByRole('banner');
  await expect(header.getByText('Hi, Juan')).toBeVisible();

  const login = await attacker.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(login.ok()).toBe(true);
  const minted = await attacker.post('/api/v1/auth/handoff', { data: {} });
  const { code } = (await minted.json()) as { code: string };
  const link = new URL(`/auth?token=${encodeURIComponent(code)}`, baseURL).href;
  await followLinkFromAnotherSite(page, link);
  await expect(page.getByRole('heading', { name: 'Continue as Maria Clara?' })).toBeVisible();
  await expect(header.getByText('Hi, Juan')).toBeVisible();
  await expectNoViolations(page, '/auth?token= (Continue as …?)');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(header.getByText('Hi, Juan')).toBeVisible();

  // The code was not used: the same link, continued this time, signs in as the other account.
  await followLinkFromAnotherSite(page, link);
  await page.getByRole('button', { name: 'Continue' }).click();
  // A sign-in with the code, then the account's calls: past 7 s once in a full run on 2 cores.
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(header.getByText('Hi, Maria Clara')).toBeVisible();
}

// docs/decisions/0041: a top-level link from another site to /logout logged the member out.
test('a link from another site to /logout asks "Log out?" and logs out only on the button', async ({
  page,
  baseURL,
}) => {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(login.ok()).toBe(true);

  await followLinkFromAnotherSite(page, new URL('/logout', baseURL).href);
  await expect(page).toHaveURL(/\/logout\?confirm=1$/);
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  await expectNoViolations(page, '/logout?confirm=1 (Log out?)');
  const header = page.getByRole('banner');
  await expect(header.getByText('Hi, Maria Clara')).toBeVisible();
  expect((await page.request.get('/api/v1/members/me')).status()).toBe(200);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect((await page.request.get('/api/v1/members/me')).status()).toBe(401);
});
