import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  enterPasscode,
  latestCode,
  passSmsWindow,
  typeDigits,
} from './auth-helpers';
import { expectNoViolations, waitForContent } from './a11y';
import { startSeededServer, type SeededServer } from './seeded-server';

/**
 * Delete my account with the passcode and an SMS code, the 30-day grace period in which a sign-in
 * offers to keep the account, and the account gone after it
 * (docs/decisions/0057-account-deletion-and-anonymisation.md). Its own server: the account is
 * deleted and the clock moved.
 */
const MEMBER = MEMBERS.active;
const E164 = `+63${MEMBER.slice(1)}`;
const GRACE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;
const SCHEDULED = 'Account deletion scheduled';
const KEEP_TITLE = 'Keep your account?';

let server: SeededServer;
test.beforeAll(async () => {
  server = await startSeededServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** The Manila date `days` from now, as the specification writes dates (YYYY/MM/DD). */
function manilaDayFromNow(days: number): string {
  const time = Date.now() + days * DAY_SECONDS * 1000 + 8 * 60 * 60 * 1000;
  return new Date(time).toISOString().slice(0, 10).replaceAll('-', '/');
}

async function signInThroughThePage(page: Page, target = '') {
  await page.goto(`/login${target}`);
  await enterMobile(page, MEMBER);
  await enterPasscode(page, DEMO_PASSCODE);
}

async function advanceDays(page: Page, days: number) {
  for (let day = 0; day < days; day += 1) {
    expect(
      (await page.request.post('/api/dev/clock', { data: { seconds: DAY_SECONDS } })).ok(),
    ).toBe(true);
  }
}

test('delete my account, sign in during the grace period and keep it; then delete it for good', async ({
  browser,
}) => {
  // Three sign-ins, two SMS codes, three accessibility scans and 31 days of clock on 2 cores.
  test.setTimeout(90_000);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 800 },
  });
  const page = await context.newPage();
  await signInThroughThePage(page);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  // Settings: what deleting does and the grace period, then the passcode and the SMS code.
  await page.goto('/account/settings');
  const panel = page.getByRole('region', { name: 'Delete your account' });
  await expect(panel).toContainText(
    `Your account is deleted ${String(GRACE_DAYS)} days after you confirm.`,
  );
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  await expect(panel.getByText('Step 1 of 3')).toBeVisible();
  // A wrong passcode is said next to the field, and counts (3 tries).
  await panel.getByLabel('Passcode', { exact: true }).fill('902417');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByLabel('Passcode', { exact: true })).toHaveAccessibleDescription(
    'Your current passcode is incorrect.',
  );
  await waitForContent(page);
  await expectNoViolations(page, 'Delete my account, step 1 with an error');
  await panel.getByLabel('Passcode', { exact: true }).fill(DEMO_PASSCODE);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('Step 2 of 3')).toBeVisible();
  await typeDigits(panel, await latestCode(page.request, E164));
  // The right code schedules nothing yet: a last button does, with the date it sets beside it.
  await expect(panel.getByText('Step 3 of 3')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: SCHEDULED });
  await expect(dialog).toHaveCount(0);
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toContainText(
    `Your account will be deleted on ${manilaDayFromNow(GRACE_DAYS)}. You have been signed out on every device.`,
  );
  await waitForContent(page);
  await expectNoViolations(page, 'the deletion scheduled dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // A sign-in in the grace period opens only the offer to keep the account, whatever it asked for.
  await signInThroughThePage(page, '?page=%2Fpromos');
  await expect(page).toHaveURL(/\/account\/deletion$/);
  const offer = page.getByRole('region', { name: KEEP_TITLE });
  await expect(offer).toContainText(
    `your account is set to be deleted on ${manilaDayFromNow(GRACE_DAYS)}`,
  );
  await waitForContent(page);
  await expectNoViolations(page, 'the offer to keep the account');
  await page.goto('/account/transactions');
  await expect(page).toHaveURL(/\/account\/deletion$/);
  await expect(offer.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await offer.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.goto('/account/deletion');
  await expect(page).toHaveURL(/\/account$/);

  // Again, through the API this time (after the number's 5-minute SMS window), and past the grace
  // period: the account is gone.
  await passSmsWindow(page.request);
  const asked = await page.request.post('/api/v1/members/me/deletion/challenge', {
    data: { passcode: DEMO_PASSCODE },
  });
  const { refCode } = (await asked.json()) as { refCode: string };
  const verified = await page.request.post('/api/v1/sms/verify', {
    data: { PIN: await latestCode(page.request, E164), refCode, type: 'sms' },
  });
  const { memberToken } = (await verified.json()) as { memberToken: string };
  const scheduled = await page.request.post('/api/v1/members/me/deletion', {
    data: { passcode: DEMO_PASSCODE, refCode, member_token: memberToken },
  });
  expect(scheduled.ok()).toBe(true);
  await advanceDays(page, GRACE_DAYS + 1);
  expect((await page.request.post('/api/dev/housekeeping', { data: {} })).ok()).toBe(true);
  await page.goto('/login');
  await enterMobile(page, MEMBER);
  await expect(page.getByText('Sorry, this account cannot be found.')).toBeVisible();
  await context.close();
});
