import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { test } from './fixtures';
import {
  LOCKED_MESSAGE,
  RESEND_LATER_MESSAGE,
  RESEND_LATER_TITLE,
  THREE_FAILURES_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from '#contract/errors';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  enterPasscode,
  latestCode,
  loginDialog,
  passSmsWindow,
  solveCaptcha,
  typeDigits,
} from './auth-helpers';
import { startSeededServer, type SeededServer } from './seeded-server';

/** docs/security.md, the faults a browser sees: FAULT-06, -07, -09 and -10. */

test.describe('an API call slower than the 15 s client timeout (FAULT-06)', () => {
  test('shows the timeout message, enables the button again and makes no second request', async ({
    page,
  }) => {
    const held: Route[] = [];
    await page.route('**/api/v1/auth/status', (route) => {
      held.push(route);
    });
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(MEMBERS.active);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    await expect.poll(() => held.length).toBe(1);
    await expect(continueButton).toBeDisabled();

    await page.clock.fastForward(14_000);
    await expect(page.getByText(TIMEOUT_ERROR_MESSAGE)).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(page.getByText(TIMEOUT_ERROR_MESSAGE)).toBeVisible();
    await expect(continueButton).toBeEnabled();

    await page.clock.fastForward(60_000);
    expect(held).toHaveLength(1);
    await Promise.all(held.map((route) => route.abort()));
  });
});

async function login(page: Page, passcode: string) {
  return page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode },
  });
}

async function changePasscode(page: Page, request: APIRequestContext, from: string, to: string) {
  const passcodes = { oldPasscode: from, newPasscode: to, confirmPasscode: to };
  const sent = await page.request.post('/api/v1/members/me/passcode/challenge', {
    data: passcodes,
  });
  expect(sent.status()).toBe(200);
  const { refCode } = (await sent.json()) as { refCode: string };
  const verified = await page.request.post('/api/v1/sms/verify', {
    data: { PIN: await latestCode(request, MEMBERS.active), refCode, type: 'sms' },
  });
  expect(verified.status()).toBe(200);
  const { memberToken } = (await verified.json()) as { memberToken: string };
  const changed = await page.request.post('/api/v1/members/me/passcode', {
    data: { ...passcodes, refCode, member_token: memberToken },
  });
  expect(changed.status()).toBe(200);
}

const welcome = (page: Page) => page.getByRole('heading', { name: /^Welcome, / });

test.describe('one member in two tabs and two browsers (FAULT-07)', () => {
  test('signing in at once works everywhere; a passcode change signs the others out', async ({
    browser,
    request,
  }) => {
    // Three browsers, each signing in (an Argon2 check each), then a passcode change.
    test.setTimeout(60_000);
    const first = await browser.newContext();
    const second = await browser.newContext();
    const serverErrors: string[] = [];
    for (const context of [first, second]) {
      context.on('response', (response) => {
        if (response.status() >= 500)
          serverErrors.push(`${String(response.status())} ${response.url()}`);
      });
    }
    const tabA = await first.newPage();
    const tabB = await first.newPage();
    const other = await second.newPage();
    const NEW_PASSCODE = '605183';
    let changed = false;
    try {
      const answers = await Promise.all(
        [tabA, tabB, other].map((page) => login(page, DEMO_PASSCODE)),
      );
      expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200]);
      await Promise.all([tabA, tabB, other].map((page) => page.goto('/account')));
      for (const page of [tabA, tabB, other]) await expect(welcome(page)).toBeVisible();
      // The tabs share the cookies of the last login; both keep working.
      await tabA.goto('/account/transactions');
      await tabB.goto('/account/profile');
      await expect(tabA.getByRole('navigation', { name: 'My account' })).toBeVisible();
      await expect(tabB.getByRole('navigation', { name: 'My account' })).toBeVisible();

      await passSmsWindow(request);
      await changePasscode(other, request, DEMO_PASSCODE, NEW_PASSCODE);
      changed = true;

      await tabA.goto('/account');
      await expect(tabA).toHaveURL(/\/login\?page=%2Faccount/);
      await tabB.reload();
      await expect(tabB).toHaveURL(/\/login\?page=/);
      expect((await tabB.request.get('/api/v1/members/me')).status()).toBe(401);
      expect(serverErrors).toEqual([]);
    } finally {
      if (changed) {
        // Give the demo passcode back for the suites that follow.
        await passSmsWindow(request);
        expect((await login(other, NEW_PASSCODE)).status()).toBe(200);
        await changePasscode(other, request, NEW_PASSCODE, DEMO_PASSCODE);
        await passSmsWindow(request);
      }
      await first.close();
      await second.close();
    }
    const restored = await request.post('/api/v1/auth/login', {
      data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
    });
    expect(restored.status()).toBe(200);
  });
});

test.describe('a device clock ten minutes off (FAULT-09, SEC-18)', () => {
  for (const [minutes, mobile] of [
    [10, MEMBERS.migrated],
    [-10, MEMBERS.staged],
  ] as const) {
    test(`with the clock ${minutes > 0 ? 'ahead' : 'behind'} the countdown starts at 05:00 and the code is accepted`, async ({
      page,
      request,
    }) => {
      await page.clock.install({ time: Date.now() + minutes * 60_000 });
      await page.goto('/login');
      await enterMobile(page, mobile);
      await expect(page.getByRole('heading', { name: 'Set your Passcode' })).toBeVisible();
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Code expires in 05:00')).toBeVisible();
      await typeDigits(page, await latestCode(request, mobile));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Create New Passcode' })).toBeVisible();
      await passSmsWindow(request);
    });
  }
});

const MINUTE_MS = 60_000;

async function openLoginAt(page: Page, origin: string, mobile: string) {
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Login' }).click();
  const dialog = loginDialog(page);
  await enterMobile(dialog, mobile);
  await expect(dialog.getByLabel('Digit 1 of 6')).toBeVisible();
  return dialog;
}

async function deviceClockAheadBy(page: Page): Promise<number> {
  return (await page.evaluate(() => Date.now())) - Date.now();
}

test.describe('a device clock ahead of the server around the lock and the SMS window (FAULT-10)', () => {
  // A server of its own: the shared server's members and clock stay as the other suites expect.
  let server: SeededServer | undefined;
  const origin = () => {
    if (!server) throw new Error('the FAULT-10 server did not start');
    return server.baseURL;
  };
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startSeededServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a device clock an hour and a minute ahead does not open the lock; server time does', async ({
    context,
    page,
  }) => {
    // Two pages, five passcode checks and two sign-ins on a server of its own: 24 s alone on a
    // quiet machine, past 60 s once beside npm test's other suites.
    test.setTimeout(120_000);
    await context.clock.install();
    const waiting = await openLoginAt(page, origin(), MEMBERS.active);

    const other = await context.newPage();
    const dialog = await openLoginAt(other, origin(), MEMBERS.active);
    await enterPasscode(dialog, '135790');
    await expect(dialog.getByText(/You have 2 attempts remaining\.$/)).toBeVisible();
    await enterPasscode(dialog, '135791');
    await expect(dialog.getByText(/You have 1 attempt remaining\.$/)).toBeVisible();
    await enterPasscode(dialog, '135792');
    await expect(dialog.getByText(THREE_FAILURES_MESSAGE)).toBeVisible();

    await context.clock.setSystemTime(Date.now() + 61 * MINUTE_MS);
    expect(await deviceClockAheadBy(page)).toBeGreaterThan(60 * MINUTE_MS);
    await enterPasscode(waiting, DEMO_PASSCODE);
    await expect(waiting.getByText(LOCKED_MESSAGE)).toBeVisible();
    await expect(page).not.toHaveURL(/\/account/);
    expect((await page.request.get(`${origin()}/api/v1/members/me`)).status()).toBe(401);
    await enterMobile(dialog, MEMBERS.active);
    await expect(dialog.getByText(LOCKED_MESSAGE)).toBeVisible();
    await expect(dialog.getByLabel('Digit 1 of 6')).toHaveCount(0);

    const moved = await page.request.post(`${origin()}/api/dev/clock`, {
      data: { seconds: 3_600 },
    });
    expect(moved.ok()).toBe(true);
    await enterMobile(waiting, MEMBERS.active);
    await enterPasscode(waiting, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account$/);
    // The account's calls on a second server beside the suite's own: past 7 s once.
    await expect(welcome(page)).toBeVisible({ timeout: 15_000 });
  });

  test('a device clock five and a half minutes ahead does not end the SMS window: a second send is refused', async ({
    context,
    page,
  }) => {
    await context.clock.install();
    await page.goto(`${origin()}/forgot-passcode`);
    await page.getByLabel('Mobile number').fill(MEMBERS.newMember);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
    await expect(page.getByText('Code expires in 05:00')).toBeVisible();

    await context.clock.setSystemTime(Date.now() + 5.5 * MINUTE_MS);
    const again = await context.newPage();
    expect(await deviceClockAheadBy(again)).toBeGreaterThan(5 * MINUTE_MS);
    await again.goto(`${origin()}/forgot-passcode`);
    await again.getByLabel('Mobile number').fill(MEMBERS.newMember);
    await solveCaptcha(again);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again.getByText(RESEND_LATER_TITLE)).toBeVisible();
    await expect(again.getByText(RESEND_LATER_MESSAGE)).toBeVisible();
    await expect(again.getByRole('heading', { name: 'Verification' })).toHaveCount(0);

    // The first tab's code timer runs out too; its 'Resend Code' meets the same server window.
    await context.clock.fastForward('05:01');
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByText(RESEND_LATER_TITLE)).toBeVisible();
    await expect(page.getByText(RESEND_LATER_MESSAGE)).toBeVisible();
  });
});
