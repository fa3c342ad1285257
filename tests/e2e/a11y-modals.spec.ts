import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoViolations, waitForContent, WIDTHS } from './a11y';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  latestCode,
  loginForm,
  passSmsWindow,
  signIn,
  solveCaptcha,
  typeDigits,
} from './auth-helpers';

/**
 * Every step of every modal scanned. No flow is completed, so later suites find the demo
 * members as seeded; each number sees at most 2 status checks.
 */

async function scan(page: Page, label: string): Promise<void> {
  await waitForContent(page);
  await expectNoViolations(page, label);
}

test.describe('accessibility of every modal step (axe-core, WCAG 2.2 A/AA)', () => {
  for (const size of WIDTHS) {
    test(`the login modal, each step, at ${size.name}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.clock.install();
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await loginForm(page);
      const dialog = page.getByRole('dialog');
      await scan(page, `login: mobile number at ${size.name}`);

      await enterMobile(dialog, '09181234567');
      await expect(dialog.getByRole('alert').first()).toBeVisible();
      await scan(page, `login: unknown number message at ${size.name}`);

      await enterMobile(dialog, MEMBERS.active);
      await expect(dialog.getByLabel('Digit 1 of 6')).toBeVisible();
      await scan(page, `login: passcode at ${size.name}`);
      await dialog.getByLabel('Show passcode').check();
      await scan(page, `login: passcode shown at ${size.name}`);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await enterMobile(dialog, MEMBERS.migrated);
      await expect(dialog.getByRole('heading', { name: 'Set your Passcode' })).toBeVisible();
      await scan(page, `force reset: set your passcode at ${size.name}`);
      await solveCaptcha(dialog);
      await scan(page, `force reset: captcha solved at ${size.name}`);
      await dialog.getByRole('button', { name: 'Continue' }).click();

      await expect(dialog.getByRole('heading', { name: 'Verification' })).toBeVisible();
      await expect(dialog.getByText(/Code expires in/)).toBeVisible();
      await scan(page, `force reset: code, before expiry, at ${size.name}`);
      await page.clock.fastForward('05:01');
      await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeVisible();
      await scan(page, `force reset: code, after expiry, at ${size.name}`);

      await typeDigits(dialog, await latestCode(request, MEMBERS.migrated));
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByRole('heading', { name: 'Create New Passcode' })).toBeVisible();
      await scan(page, `force reset: new passcode at ${size.name}`);
      await dialog.getByLabel('New passcode', { exact: true }).fill('739184');
      await dialog.getByLabel('Confirm new passcode').fill('739185');
      await expect(dialog.getByText('New Passcode Mismatch')).toBeVisible();
      await scan(page, `force reset: new passcode mismatch at ${size.name}`);
      await passSmsWindow(request);
    });
  }

  for (const size of WIDTHS) {
    test(`forgot passcode, each step, at ${size.name}`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/forgot-passcode');
      await expect(page.getByRole('heading', { name: 'Forgot Passcode' })).toBeVisible();
      await page.getByLabel('Mobile number').fill(MEMBERS.active);
      await solveCaptcha(page);
      await scan(page, `forgot passcode: number and captcha at ${size.name}`);
      await page.getByRole('button', { name: 'Continue' }).click();

      const byEmail = page.getByRole('button', { name: /Send by email to m\*+s@example\.ph/ });
      await expect(byEmail).toBeVisible();
      await scan(page, `forgot passcode: where the code goes at ${size.name}`);
      await byEmail.click();
      await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
      await scan(page, `forgot passcode: code at ${size.name}`);
      await typeDigits(page, await latestCode(request, 'maria.santos@example.ph'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Create New Passcode' })).toBeVisible();
      await page.getByLabel('New passcode', { exact: true }).fill('123456');
      await expect(page.getByText('Avoid digits in a row (like 123456 or 654321).')).toBeVisible();
      await scan(page, `forgot passcode: new passcode with a message at ${size.name}`);
      await passSmsWindow(request);
    });

    test(`change passcode and email verification, each step, at ${size.name}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, MEMBERS.newMember);
      await page.goto('/account/settings');
      await page.getByRole('button', { name: 'Edit Passcode' }).click();
      await expect(page.getByLabel('Current passcode')).toBeVisible();
      await scan(page, `change passcode: step 1 at ${size.name}`);
      await page.getByLabel('Current passcode').fill(DEMO_PASSCODE);
      await page.getByLabel('New passcode', { exact: true }).fill('730519');
      await page.getByLabel('Confirm new passcode').fill('730510');
      await expect(page.getByText('New Passcode Mismatch')).toBeVisible();
      await scan(page, `change passcode: step 1 with a mismatch at ${size.name}`);
      await page.getByLabel('Confirm new passcode').fill('730519');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await scan(page, `change passcode: step 2 (code) at ${size.name}`);
      await typeDigits(page, await latestCode(request, MEMBERS.newMember));
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await scan(page, `change passcode: step 3 at ${size.name}`);

      await page.goto('/account/profile');
      await page.getByRole('button', { name: 'Send Verification Email' }).click();
      const verify = page.getByRole('dialog', { name: 'Verify your email' });
      await expect(verify).toBeVisible();
      await scan(page, `email verification: code at ${size.name}`);
      await page.keyboard.press('Escape');
      await expect(verify).toBeHidden();

      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Account menu' }).click();
      await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
      await scan(page, `account menu open at ${size.name}`);
      await passSmsWindow(request);
    });
  }

  test('the filter drawers at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/promos');
    const offers = page.getByRole('region', { name: 'All Offers' });
    await offers.getByRole('button', { name: 'Filters' }).click();
    await expect(offers.getByLabel('Sort by')).toBeVisible();
    await scan(page, 'promos: filter drawer');
    await page.goto('/partners');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await scan(page, 'partners: filter drawer');

    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await scan(page, 'header menu drawer');
  });
});
