import type { Page } from '@playwright/test';
import { DEMO_PASSCODE, MEMBERS, latestCode, loginDialog, loginForm, signIn } from './auth-helpers';
import { hasFocus, skipToContent, tabTo } from './keyboard';
import { expect, test } from './own-server';

/**
 * Keyboard only (WCAG 2.1.1): no click or fill in a flow; setup goes through the API. Its
 * own server (own-server.ts), so the passcode reset and saved address touch no shared demo member.
 */

/** Types into whatever has focus, after checking that it is the field we expect. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

test.describe('keyboard only', () => {
  test('sign in: the header Login modal, the mobile number, the passcode, signed in', async ({
    page,
  }) => {
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await typeInto(page, await loginForm(page), MEMBERS.active);
    await page.keyboard.press('Enter');

    await typeInto(page, dialog.getByLabel('Digit 1 of 6'), DEMO_PASSCODE);
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Maria Clara Santos' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hi, Maria Clara')).toBeVisible();
  });

  test('recover a passcode from the modal: captcha, SMS code, new passcode, then sign in with it', async ({
    page,
    request,
  }) => {
    const newPasscode = '739184';
    await page.goto('/');
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Login' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    // Enter before the app runs is kept and carried out once it does (the member sees Login busy).
    await typeInto(page, await loginForm(page), MEMBERS.newMember);
    await tabTo(page, dialog.getByRole('link', { name: 'Forgot passcode?' }));
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('heading', { name: 'Forgot Passcode' })).toBeVisible();
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(MEMBERS.newMember);
    const captcha = dialog.getByRole('checkbox', { name: "I'm not a robot" });
    await tabTo(page, captcha);
    await page.keyboard.press('Space');
    await expect(dialog.getByText('Verified')).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('heading', { name: 'Verification' })).toBeVisible();
    await typeInto(
      page,
      dialog.getByLabel('Digit 1 of 6'),
      await latestCode(request, MEMBERS.newMember),
    );
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('heading', { name: 'Create New Passcode' })).toBeVisible();
    await typeInto(page, dialog.getByLabel('New passcode', { exact: true }), newPasscode);
    await tabTo(page, dialog.getByLabel('Confirm new passcode'));
    await page.keyboard.type(newPasscode);
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('heading', { name: 'Passcode reset successful' })).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await typeInto(page, dialog.getByLabel('Digit 1 of 6'), newPasscode);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Juan Dela Cruz' })).toBeVisible();
  });

  test('edit and save the address on the profile page', async ({ page }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/profile');
    await skipToContent(page);
    const summary = page.locator('summary', { hasText: 'Address' });
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    const address = page.getByLabel(/^Address/);
    await tabTo(page, address);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Unit 12, 45 Session Road');
    const save = page.getByRole('button', { name: 'Save' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved')).toBeVisible();

    await page.reload();
    await page.locator('summary', { hasText: 'Address' }).press('Enter');
    await expect(page.getByLabel(/^Address/)).toHaveValue('Unit 12, 45 Session Road');
  });

  test('filter the transactions: choose a type with the arrow keys and see the list change', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const earned = (await (
      await page.request.get('/api/v1/members/me/transactions?type=1&limit=5')
    ).json()) as { total: number };
    const all = (await (
      await page.request.get('/api/v1/members/me/transactions?limit=5')
    ).json()) as { total: number };
    expect(earned.total).toBeLessThan(all.total);
    await page.goto('/account/transactions');
    await expect(page.getByText(`Showing 1 to 5 of ${String(all.total)} entries`)).toBeVisible();

    const type = page.getByLabel('Type');
    await skipToContent(page);
    await tabTo(page, type);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/type=1/);
    await expect(page.getByText(`Showing 1 to 5 of ${String(earned.total)} entries`)).toBeVisible();
    await expect(type).toBeFocused();

    const start = page.getByLabel('Start date', { exact: true });
    await tabTo(page, start);
    // YYYY/MM/DD whatever the browser's locale: the field writes the slashes.
    await page.keyboard.type('20990101');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/from=2099-01-01/);
    await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  });

  test('accept the cookie notice', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Your Privacy' });
    await expect(notice).toBeVisible();
    const accept = notice.getByRole('button', { name: 'Got it' });
    // The notice is the last thing on the page: Shift+Tab from the top wraps round to it.
    await tabTo(page, accept, { backwards: true, max: 5 });
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    // Focus is not dropped on the body with the notice: the main content takes it.
    await expect(page.locator('main#main')).toBeFocused();
    expect(await hasFocus(page.locator('body'))).toBe(false);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Privacy' })).toHaveCount(0);
  });
});
