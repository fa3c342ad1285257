import type { Locator, Page } from '@playwright/test';
import { LAST_MINUTE_MESSAGE } from '#src/components/fields/countdown';
import { CODE_EXPIRED_ANNOUNCEMENT } from '#src/features/auth/one-time-code-view';
import { DEMO_PASSCODE, MEMBERS, enterMobile, latestCode, solveCaptcha } from './auth-helpers';
import { expect, test } from './own-server';

/** The passcode and one-time-code boxes (GOV.UK one-time code and error patterns). */

const box = (scope: Page | Locator, position: number) =>
  scope.getByLabel(`Digit ${String(position)} of 6`);

async function expectBoxes(scope: Page | Locator, digits: string) {
  for (let position = 1; position <= 6; position += 1) {
    await expect(box(scope, position)).toHaveValue(digits[position - 1] ?? '');
  }
}

async function pasteInto(target: Locator, text: string) {
  await target.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function liveTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '[role="status"], [role="alert"], [role="log"], [aria-live="polite"], [aria-live="assertive"]',
      ),
    ).map((region) => region.textContent.trim()),
  );
}

async function expectDescribedBy(field: Locator, text: string) {
  const descriptions = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '').trim() : '')),
  );
  expect(descriptions).toContain(text);
}

test.describe('passcode and code boxes', () => {
  test('passcode boxes: keypad, current-password, a name each; a wrong passcode is an alert tied to them; a pasted passcode fills all six', async ({
    page,
  }) => {
    await page.goto('/login');
    await enterMobile(page, MEMBERS.active);
    await expect(page.getByRole('group', { name: 'Passcode' })).toBeVisible();
    for (let position = 1; position <= 6; position += 1) {
      await expect(box(page, position)).toHaveAttribute('inputmode', 'numeric');
    }
    await expect(box(page, 1)).toHaveAttribute('autocomplete', 'current-password');

    await expect(box(page, 1)).toBeFocused();
    await page.keyboard.type('135790');
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: /You have 2 attempts remaining\.$/ });
    await expect(alert).toBeVisible();
    for (let position = 1; position <= 6; position += 1) {
      await expect(box(page, position)).toHaveAttribute('aria-invalid', 'true');
      await expectDescribedBy(box(page, position), (await alert.textContent()) ?? '');
    }

    await pasteInto(box(page, 1), DEMO_PASSCODE);
    await expectBoxes(page, DEMO_PASSCODE);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a password manager or keyboard suggestion that puts all six digits in the first box fills every box', async ({
    page,
  }) => {
    await page.goto('/login');
    await enterMobile(page, MEMBERS.active);
    await expect(box(page, 1)).toBeFocused();
    await page.keyboard.insertText(DEMO_PASSCODE);
    await expectBoxes(page, DEMO_PASSCODE);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('code boxes: one-time-code autofill fills every box, a wrong code is tied to them, the countdown is quiet until its last minute and expiry', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await enterMobile(page, MEMBERS.migrated);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const group = page.getByRole('group', { name: 'Verification code' });
    await expect(group).toBeVisible();
    for (let position = 1; position <= 6; position += 1) {
      await expect(box(group, position)).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(box(group, position)).toHaveAttribute('inputmode', 'numeric');
    }

    // The seconds tick in a timer that is not a live region; no live region holds them.
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^0[45]:\d\d$/);
    await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/);
    const before = await timer.textContent();
    await page.clock.runFor(2_000);
    await expect(timer).not.toHaveText(before ?? '');
    const quiet = await liveTexts(page);
    expect(quiet.filter((text) => /\d\d:\d\d|expire|minute/.test(text))).toEqual([]);

    // SMS autofill puts the whole code into the focused first box at once.
    const code = await latestCode(request, MEMBERS.migrated);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(box(group, 1)).toBeFocused();
    await page.keyboard.insertText(wrong);
    await expectBoxes(group, wrong);
    await page.keyboard.press('Enter');
    const attempts = page.getByRole('status').filter({ hasText: 'Attempts: 1 of 5' });
    await expect(attempts).toBeVisible();
    await expectDescribedBy(box(group, 1), 'Attempts: 1 of 5');

    // From at most 04:57 left, 4 minutes on is inside the last minute; one more and it is over.
    await page.clock.fastForward('04:00');
    await expect(timer).toHaveText(/^00:[0-5]\d$/);
    expect(await liveTexts(page)).toContain(LAST_MINUTE_MESSAGE);
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible();
    expect(await liveTexts(page)).toContain(CODE_EXPIRED_ANNOUNCEMENT);

    await box(group, 1).focus();
    await page.keyboard.insertText(code);
    await expectBoxes(group, code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create New Passcode' })).toBeVisible();

    const fresh = page.getByLabel('New passcode', { exact: true });
    const confirm = page.getByLabel('Confirm new passcode');
    await expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    await expect(fresh).toHaveAttribute('inputmode', 'numeric');
    await fresh.pressSequentially('739184');
    await confirm.pressSequentially('739185');
    const mismatch = page.getByRole('alert').filter({ hasText: 'New Passcode Mismatch' });
    await expect(mismatch).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expectDescribedBy(confirm, 'New Passcode Mismatch');
  });
});
