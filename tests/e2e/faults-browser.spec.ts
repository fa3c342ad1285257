import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { TIMEOUT_ERROR_MESSAGE } from '#contract/errors';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  latestCode,
  passSmsWindow,
  solveCaptcha,
  typeDigits,
} from './auth-helpers';

/**
 * SECURITY-CHECKLIST section 9, the faults a browser sees: an API slower than the client timeout
 * (FAULT-06), several tabs and browsers of one member (FAULT-07), and a device clock that is
 * wrong by ten minutes (FAULT-09).
 */

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

/** Signs in through the login call of the page's context (its cookie jar). */
async function login(page: Page, passcode: string) {
  return page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode },
  });
}

/** Change passcode by the API: challenge, the SMS code from the outbox, then the change. */
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
