import { expect, test } from '@playwright/test';
import { ERRORS } from '#contract/errors';
import { DEMO_PASSCODE, MEMBERS, enterMobile, enterPasscode } from './auth-helpers';

test('a handoff code signs a member in on another device once, and never again', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await enterMobile(page, MEMBERS.active);
  await enterPasscode(page, DEMO_PASSCODE);
  await expect(page).toHaveURL(/\/account$/);
  // The signed-in page mints the code with its own cookies, as an app link would.
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

// Issue 18, item 3: a link on another site to /auth?token=CODE, for a code the attacker minted
// for their own account, silently signed the victim's browser into it.
test('a link from another site asks "Continue as …?" and keeps the session when declined', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The victim, signed in as Juan.
  await page.goto('/login');
  await enterMobile(page, MEMBERS.newMember);
  await enterPasscode(page, DEMO_PASSCODE);
  await expect(page).toHaveURL(/\/account$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('Hi, Juan')).toBeVisible();

  // The attacker mints a code for their own account (Maria Clara) on their own device.
  const attacker = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const login = await attacker.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(login.ok()).toBe(true);
  const minted = await attacker.post('/api/v1/auth/handoff', { data: {} });
  const { code } = (await minted.json()) as { code: string };
  // The attacker's page, a real other site: page.goto's `referer` option alone arrives with
  // Sec-Fetch-Site: none in Chromium, so the link is followed from a page on another origin.
  const link = new URL(`/auth?token=${encodeURIComponent(code)}`, baseURL).href;
  await page.route('http://evil.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><a href="${link}">Claim your prize</a>`,
    }),
  );
  const followLink = async () => {
    await page.goto('http://evil.example/');
    await page.getByRole('link', { name: 'Claim your prize' }).click();
  };

  await followLink();
  await expect(page.getByRole('heading', { name: 'Continue as Maria Clara?' })).toBeVisible();
  await expect(header.getByText('Hi, Juan')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(header.getByText('Hi, Juan')).toBeVisible();

  // The code was not used: the same link, continued this time, signs in as the other account.
  await followLink();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(header.getByText('Hi, Maria Clara')).toBeVisible();
  await attacker.dispose();
});
