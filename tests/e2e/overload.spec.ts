import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  enterPasscode,
  loginDialog,
  signIn,
} from './auth-helpers';
import { navigateInApp } from './in-app';

/** docs/specification.md#errors: the generic message. */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';

test.describe('an overloaded server (docs/decisions/0059)', () => {
  test('a shed sign-in shows the generic error; once the server recovers the same member signs in', async ({
    page,
  }) => {
    // Two sign-ins and ten seconds of shedding.
    test.setTimeout(60_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await enterMobile(dialog, MEMBERS.active);
    await expect(dialog.getByLabel('Digit 1 of 6')).toBeVisible();

    // The test server sheds sign-ins for ten seconds, as saturated Argon2 hashing would: long
    // enough for six digits typed on a busy machine (two seconds once ran out before the send).
    const shed = await page.request.post('/api/dev/overload', { data: { seconds: 10 } });
    expect(shed.ok()).toBe(true);
    const { until } = (await shed.json()) as { until: string };
    const answered = page.waitForResponse('**/api/v1/auth/login');
    await enterPasscode(dialog, DEMO_PASSCODE);
    const answer = await answered;
    expect(answer.status()).toBe(503);
    expect(answer.headers()['retry-after']).toBe('5');
    // The login modal shows the generic failure in place, back at the number, which it keeps.
    await expect(dialog.getByRole('alert')).toHaveText(GENERIC);
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(MEMBERS.active);

    // Past the overload (the guard looks every 100 ms) a call to a route that hashes is no longer
    // shed: without a session it is refused with 401 instead; the next try goes through.
    await page.waitForTimeout(Math.max(0, new Date(until).getTime() - Date.now()));
    await expect
      .poll(async () =>
        (await page.request.post('/api/v1/members/me/passcode', { data: {} })).status(),
      )
      .not.toBe(503);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await enterPasscode(dialog, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Maria Clara Santos' })).toBeVisible();
  });

  test('a member page whose call is shed shows the error dialog; the next visit loads', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    // What a member sees when an in-app navigation's call is shed (before the app runs, the
    // same tap is a page load, which the server answers with its busy page instead). A saturated
    // database pool sheds every call and page for two seconds.
    // The account opened in the app, then its Transactions tapped while the pool sheds.
    await navigateInApp(page, '/account');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    const shed = await page.request.post('/api/dev/overload', {
      data: { seconds: 2, cause: 'database' },
    });
    expect(shed.ok()).toBe(true);
    const { until } = (await shed.json()) as { until: string };
    const accountMenu = page.getByRole('navigation', { name: 'My account' });
    await accountMenu.getByRole('link', { name: 'Transactions' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText(GENERIC);
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(error).toBeHidden();
    await expect(page.getByText('Your transactions could not be loaded.')).toBeVisible();

    await page.waitForTimeout(Math.max(0, new Date(until).getTime() - Date.now()));
    await expect.poll(async () => (await page.request.get('/api/v1/settings')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Points transactions' })).toBeVisible();
    await expect(page.getByText('Your transactions could not be loaded.')).toBeHidden();
  });
});
