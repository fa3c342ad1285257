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

  const other = await browser.newContext();
  const device = await other.newPage();
  await device.goto(`/auth?token=${encodeURIComponent(code)}`);
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
