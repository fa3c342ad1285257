import type { Locator, Page } from '@playwright/test';
import { MEMBERS, loginDialog, signIn } from './auth-helpers';
import { describeFocus, expectVisibleFocus, hasFocus, tabTo, tabbableNames } from './keyboard';
import { expect, test } from './own-server';

/**
 * Issue 9, focus (WCAG 2.4.3, 2.4.7, 2.4.11): inside a modal, Tab and Shift+Tab go round its own
 * controls and never reach the page behind; closing it (Escape or its close button) gives focus
 * back to the control that opened it; and whatever has focus shows a ring.
 */

/**
 * Presses `key` once per control in the dialog and twice more; every element that takes focus on
 * the way (recorded in the page) must be inside the dialog.
 */
async function expectFocusStaysIn(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  const count = (await tabbableNames(dialog)).length;
  expect(count).toBeGreaterThan(1);
  await dialog.evaluate((element) => {
    const escaped: string[] = [];
    (window as unknown as { escaped: string[] }).escaped = escaped;
    document.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement;
      if (!element.contains(target)) escaped.push(target.outerHTML.slice(0, 80));
    });
  });
  for (let press = 0; press < count + 2; press += 1) await page.keyboard.press(key);
  const escaped = await page.evaluate(() => (window as unknown as { escaped: string[] }).escaped);
  expect(escaped, `${key} took focus out of the dialog`).toEqual([]);
  expect(
    await dialog.evaluate((element) => element.contains(document.activeElement)),
    `after ${key}, focus is on ${await describeFocus(page)}`,
  ).toBe(true);
}

/** The first and last controls Tab reaches in `dialog`, as locators on the focused elements. */
async function edgeControls(dialog: Locator): Promise<{ first: Locator; last: Locator }> {
  const marked = await dialog.evaluate((root) => {
    const all = Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ).filter(
      (element) =>
        !element.matches(':disabled') &&
        element.tabIndex >= 0 &&
        element.getClientRects().length > 0,
    );
    all[0]?.setAttribute('data-edge', 'first');
    all[all.length - 1]?.setAttribute('data-edge', 'last');
    return all.length;
  });
  expect(marked).toBeGreaterThan(1);
  return {
    first: dialog.locator('[data-edge="first"]'),
    last: dialog.locator('[data-edge="last"]'),
  };
}

async function expectWrapsAround(page: Page, dialog: Locator) {
  const { first, last } = await edgeControls(dialog);
  await tabTo(page, last);
  await page.keyboard.press('Tab');
  expect(
    await hasFocus(first),
    `Tab from the last control went to ${await describeFocus(page)}`,
  ).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(
    await hasFocus(last),
    `Shift+Tab from the first control went to ${await describeFocus(page)}`,
  ).toBe(true);
}

test.describe('focus in modals', () => {
  test('the login modal keeps focus inside and gives it back to Login on Escape and on Close', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(dialog.getByLabel('Mobile number')).toBeFocused();
    await expectWrapsAround(page, dialog);
    await expectFocusStaysIn(page, dialog, 'Tab');
    await expectFocusStaysIn(page, dialog, 'Shift+Tab');

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
    const opener = page.getByRole('button', { name: 'Send Verification Email' });
    await tabTo(page, opener, { max: 60 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(dialog.getByLabel('Digit 1 of 6')).toBeFocused();
    await expectWrapsAround(page, dialog);
    await expectFocusStaysIn(page, dialog, 'Tab');
    await expectFocusStaysIn(page, dialog, 'Shift+Tab');
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
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await tabTo(page, login);
    await expectVisibleFocus(page, 'the header Login button');
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(dialog.getByLabel('Mobile number')).toBeFocused();
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
