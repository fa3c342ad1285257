import type { Locator, Page } from '@playwright/test';
import { MEMBERS, loginDialog, loginForm, signIn } from './auth-helpers';
import { expectVisibleFocus, markTabOrder, skipToContent, tabTo } from './keyboard';
import { expect, test } from './own-server';

/** Focus (WCAG 2.4.3, 2.4.7, 2.4.11). */

type FocusLog = { focusLog?: string[] };

/** Presses `key` once more than there are controls: focus must wrap round and never leave. */
async function expectTabGoesRound(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  const { count, start } = await markTabOrder(dialog);
  expect(count).toBeGreaterThan(1);
  expect(start, 'focus starts on a control of the dialog').toBeGreaterThanOrEqual(0);
  await page.evaluate(() => {
    const log: string[] = [];
    const record = window as unknown as FocusLog;
    if (!record.focusLog) {
      document.addEventListener('focusin', (event) => {
        const target = event.target as HTMLElement;
        (window as unknown as FocusLog).focusLog?.push(
          target.getAttribute('data-tab-order') ?? `outside: ${target.outerHTML.slice(0, 60)}`,
        );
      });
    }
    record.focusLog = log;
  });
  for (let press = 0; press <= count; press += 1) await page.keyboard.press(key);
  const step = key === 'Tab' ? 1 : -1;
  const expected = Array.from({ length: count + 1 }, (_, press) =>
    String((((start + step * (press + 1)) % count) + count) % count),
  );
  const log = await page.evaluate(() => (window as unknown as FocusLog).focusLog ?? []);
  expect(log, `${key} order in the dialog (controls numbered 0 to ${String(count - 1)})`).toEqual(
    expected,
  );
}

test.describe('focus in modals', () => {
  test('the login modal keeps focus inside and gives it back to Login on Escape and on Close', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(await loginForm(page)).toBeFocused();
    await expectTabGoesRound(page, dialog, 'Tab');
    await expectTabGoesRound(page, dialog, 'Shift+Tab');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Mobile number')).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the email verification dialog keeps focus inside and gives it back on Escape and on Close', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.newMember);
    await page.goto('/account/profile');
    await skipToContent(page);
    const opener = page.getByRole('button', { name: 'Send Verification Email' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(dialog.getByLabel('Digit 1 of 6')).toBeFocused();
    await expectTabGoesRound(page, dialog, 'Tab');
    await expectTabGoesRound(page, dialog, 'Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('visible focus', () => {
  test('links, buttons, inputs and code boxes show a ring of 2 px or more at 3:1 or more', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectVisibleFocus(page, 'the skip link');
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await tabTo(page, login);
    await expectVisibleFocus(page, 'the header Login button');
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(await loginForm(page)).toBeFocused();
    await expectVisibleFocus(page, 'the mobile number input');
    await page.keyboard.type(MEMBERS.active);
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await expectVisibleFocus(page, 'the Continue button');
    await tabTo(page, dialog.getByRole('link', { name: 'Forgot passcode?' }));
    await expectVisibleFocus(page, 'the Forgot passcode? link');
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }), { backwards: true });
    await page.keyboard.press('Enter');
    const box = dialog.getByLabel('Digit 1 of 6');
    await expect(box).toBeFocused();
    await expectVisibleFocus(page, 'the first passcode box');
    await page.keyboard.type('48');
    await expectVisibleFocus(page, 'the third passcode box');
    await tabTo(page, dialog.getByLabel('Show passcode'));
    await expectVisibleFocus(page, 'the Show passcode checkbox');
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { backwards: true });
    await expectVisibleFocus(page, 'the Close button');
  });
});
