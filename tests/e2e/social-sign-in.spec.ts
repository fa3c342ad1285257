import { expect } from '@playwright/test';
import { test } from './fixtures';
import { NOT_FOUND_MESSAGE } from '#contract/errors';
import { loginDialog } from './auth-helpers';

const PROVIDER_ROUND_TRIP_MS = 15_000;

/**
 * Social sign-in end to end: the portal's server started the development OpenID Connect
 * provider beside it (never in production), and the member signs in on that provider's own page.
 */
test.describe('social sign-in', () => {
  test('a linked identity signs in from the login modal through the provider’s page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    // The specified choices stay listed, disabled until configured; the development one works.
    await expect(dialog.getByRole('button', { name: 'Google' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Fly with Go Rewards' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Development ID' }).click();

    // The first social sign-in of a server discovers the provider (a fetch of its metadata), then
    // the browser follows two redirects through a second server: more than one 7 s expect when
    // the CI machine runs suites side by side (a navigation still in flight failed there).
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//, {
      timeout: PROVIDER_ROUND_TRIP_MS,
    });
    await expect(page.getByRole('heading', { name: 'Development ID' })).toBeVisible();
    await page.getByRole('button', { name: 'Maria Clara Santos' }).click();

    await expect(page).toHaveURL(/\/account$/, { timeout: PROVIDER_ROUND_TRIP_MS });
    await expect(page.getByRole('heading', { name: 'Welcome, Maria Clara Santos' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);
  });

  test('from /login?page= it lands on the ?page= target', async ({ page }) => {
    await page.goto('/login?page=%2Faccount%2Ftransactions');
    await page.getByRole('button', { name: 'Development ID' }).click();
    // Maria, not Juan: sign-in.spec.ts locks 09170000002 on the shared server.
    await page.getByRole('button', { name: 'Maria Clara Santos' }).click();
    await expect(page).toHaveURL(/\/account\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  });

  test('an identity linked to no member gets the not-found message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    await loginDialog(page).getByRole('button', { name: 'Development ID' }).click();
    await page.getByRole('button', { name: 'Alex Stranger' }).click();

    // The callback's code and state are taken out of the address bar at once.
    await expect(page).toHaveURL(/\/social-login$/);
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND_MESSAGE);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'token')).toBe(false);
  });

  test('each choice shows its logo, and a disabled one says it is not available yet', async ({
    page,
  }) => {
    await page.goto('/login');
    for (const name of ['Google', 'Facebook', 'Apple', 'Fly with Go Rewards']) {
      const choice = page.getByRole('button', { name });
      await expect(choice).toBeDisabled();
      await expect(choice.getByText('Not available yet')).toBeVisible();
      await expect(choice.locator('svg')).toHaveCount(1);
    }
    const working = page.getByRole('button', { name: 'Development ID' });
    await expect(working).toBeEnabled();
    await expect(working.locator('svg')).toHaveCount(1);
    await expect(working).not.toContainText('Not available yet');
  });

  test('the forgot-passcode modal shows the choices disabled', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('link', { name: 'Forgot passcode?' }).click();
    for (const name of ['Google', 'Facebook', 'Apple', 'Fly with Go Rewards'])
      await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Development ID' })).toHaveCount(0);
  });
});
