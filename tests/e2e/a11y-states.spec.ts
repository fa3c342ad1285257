import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ERRORS, LOCKED_MESSAGE, THREE_FAILURES_MESSAGE } from '#contract/errors';
import { expectNoViolations, waitForContent } from './a11y';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  enterPasscode,
  latestCode,
  signIn,
  solveCaptcha,
  typeDigits,
} from './auth-helpers';
import { startSeededServer, type SeededServer } from './seeded-server';
import { navigateInApp } from './in-app';

/**
 * Axe-core scans of the states a11y-modals.spec.ts does not reach. These flows finish, so
 * a server of its own, and each test its own member so none depends on another's outcome.
 */

const NEW_PASSCODE = '730519';

let server: SeededServer | undefined;
const origin = () => {
  if (!server) throw new Error('the accessibility states server did not start');
  return server.baseURL;
};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startSeededServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin() });
  return { context, page: await context.newPage() };
}

async function scan(page: Page, label: string): Promise<void> {
  await waitForContent(page);
  await expectNoViolations(page, label);
}

async function moveServerClock(page: Page, seconds: number): Promise<void> {
  expect((await page.request.post('/api/dev/clock', { data: { seconds } })).ok()).toBe(true);
}

test.describe('accessibility of final, error and validation states (axe-core)', () => {
  test('forgot passcode: a wrong code, an expired code, and the success step', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await openPage(browser);
    await page.clock.install();
    await page.goto('/forgot-passcode');
    await page.getByLabel('Mobile number').fill(MEMBERS.active);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /^Send by SMS/ }).click();
    await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
    const code = await latestCode(page.request, MEMBERS.active);

    await typeDigits(page, code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Attempts: 1 of 5')).toBeVisible();
    await scan(page, 'forgot passcode: a wrong code');

    await moveServerClock(page, 301);
    await typeDigits(page, code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(ERRORS.OTP_EXPIRED.message);
    await scan(page, 'forgot passcode: an expired code');

    await page.clock.fastForward('05:01');
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByText(/Code expires in/)).toBeVisible();
    await expect.poll(() => latestCode(page.request, MEMBERS.active)).not.toBe(code);
    await typeDigits(page, await latestCode(page.request, MEMBERS.active));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('New passcode', { exact: true }).fill(NEW_PASSCODE);
    await page.getByLabel('Confirm new passcode').fill(NEW_PASSCODE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Passcode reset successful' })).toBeVisible();
    await scan(page, 'forgot passcode: success');
    await context.close();
  });

  test('a member: validation on the profile, email verified, the generic error dialog', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await openPage(browser);
    await signIn(page, MEMBERS.newMember);

    await page.goto('/account/profile');
    await page.locator('summary', { hasText: 'Address' }).click();
    await page.getByLabel(/^Province/).selectOption({ label: 'Cebu' });
    await page.getByLabel(/^City \/ Municipality/).selectOption({ label: 'Cebu City' });
    await page.getByLabel(/^Barangay/).selectOption({ label: 'Lahug' });
    await page.getByLabel(/^Zip code/).fill('60');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must contain 4 digits')).toBeVisible();
    await scan(page, 'profile: address with messages');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your email' });
    await typeDigits(verify, await latestCode(page.request, 'juan.delacruz@example.ph'));
    await expect(page.getByText('Email verified')).toBeVisible();
    await scan(page, 'email verification: verified');

    await page.route('**/api/v1/members/me/transactions?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await navigateInApp(page, '/account/transactions');
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('Oops! Something went wrong.');
    await scan(page, 'the generic error dialog');
    await error.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  test('a member changes the passcode: the success dialog', async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await openPage(browser);
    await signIn(page, MEMBERS.newMember);
    await page.goto('/account/settings');
    await page.getByRole('button', { name: 'Edit Passcode' }).click();
    await page.getByLabel('Current passcode').fill(DEMO_PASSCODE);
    await page.getByLabel('New passcode', { exact: true }).fill(NEW_PASSCODE);
    await page.getByLabel('Confirm new passcode').fill(NEW_PASSCODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await typeDigits(page, await latestCode(page.request, MEMBERS.newMember));
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await page.getByLabel('New passcode', { exact: true }).fill(NEW_PASSCODE);
    await page.getByLabel('Confirm new passcode').fill(NEW_PASSCODE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Passcode changed' })).toBeVisible();
    await scan(page, 'change passcode: success');
    await context.close();
  });

  test('login: an invalid number, wrong passcodes, three failures and the locked message', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill('0917');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await scan(page, 'login: an incomplete number');

    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, '135790');
    await expect(page.getByText(/You have 2 attempts remaining\.$/)).toBeVisible();
    await scan(page, 'login: a wrong passcode');
    await enterPasscode(page, '135791');
    await expect(page.getByText(/You have 1 attempt remaining\.$/)).toBeVisible();
    await enterPasscode(page, '135792');
    await expect(page.getByText(THREE_FAILURES_MESSAGE)).toBeVisible();
    await scan(page, 'login: three failures');

    await page.goto('/login');
    await enterMobile(page, MEMBERS.active);
    await expect(page.getByText(LOCKED_MESSAGE)).toBeVisible();
    await scan(page, 'login: locked');
    await context.close();
  });

  test('raffle and survey: submitted empty', async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page } = await openPage(browser);
    await page.goto('/raffle/holiday-raffle-2026');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Join the Raffle' }).click();
    await expect(page.getByText('Please check required fields.')).toBeVisible();
    await scan(page, 'raffle: required fields');

    await page.goto('/survey/GRSURVEY2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please check required fields.')).toBeVisible();
    await scan(page, 'survey: required fields');
    await context.close();
  });
});
