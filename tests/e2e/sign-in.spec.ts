import { expect } from '@playwright/test';
import { test } from './fixtures';
import { NOT_FOUND_MESSAGE, LOCKED_MESSAGE, THREE_FAILURES_MESSAGE } from '#contract/errors';
import { DEMO_PASSCODE, MEMBERS, enterMobile, enterPasscode, loginDialog } from './auth-helpers';
import { appRunning, holdTheApp, openHeld } from './hold-the-app';

test.describe('sign-in', () => {
  test('the country list names every country, the Philippines first and then A to Z, before the app runs and after', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await openHeld(page, '/login');
    const country = page.getByRole('combobox', { name: 'Country' });
    const expectOrdered = (labels: string[]) => {
      expect(labels[0]).toBe('Philippines (+63)');
      expect(labels.length).toBeGreaterThan(200);
      const rest = labels.slice(1);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
      expect(rest).toContain('Afghanistan (+93)');
      expect(rest).toContain('United States (+1)');
    };
    const sent = await country.locator('option').allTextContents();
    expectOrdered(sent);
    await expect(country).toHaveValue('PH');

    release();
    await appRunning(page);
    const running = await country.locator('option').allTextContents();
    expectOrdered(running);
    expect(running).toEqual(sent);
    await expect(country).toHaveValue('PH');
  });

  test('an active member signs in from the header modal and lands on /account', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await dialog.getByLabel('Mobile number').fill('0917');
    await expect(continueButton).toBeDisabled();
    await dialog.getByLabel('Mobile number').fill(MEMBERS.active);
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    const box = dialog.getByLabel('Digit 1 of 6');
    await expect(box).toHaveAttribute('type', 'password');
    // Phones offer the digit keypad (docs/security.md, SEC-11).
    for (let digit = 1; digit <= 6; digit += 1) {
      await expect(dialog.getByLabel(`Digit ${String(digit)} of 6`)).toHaveAttribute(
        'inputmode',
        'numeric',
      );
    }
    await dialog.getByLabel('Show passcode').check();
    await expect(box).toHaveAttribute('type', 'text');
    await enterPasscode(dialog, DEMO_PASSCODE);

    await expect(page).toHaveURL(/\/account$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Welcome, Maria Clara Santos' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Hi, Maria Clara')).toBeVisible();
    await expect(header.getByText(/\d{1,3}(,\d{3})*\.\d{2}/)).toBeVisible();

    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
  });

  test("the header modal sends the page's ext_url with the login, as the login page does", async ({
    page,
  }) => {
    // Login sends country_code, number, passcode and ext_url (docs/specification.md#sign-in).
    for (const [path, sent] of [
      ['/promos?ext_url=%2Frewards%3Ftab%3D1', '/rewards?tab=1'],
      ['/promos?ext_url=%2F%2Fevil.example', undefined],
    ] as const) {
      await page.context().clearCookies();
      await page.goto(path);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      const dialog = loginDialog(page);
      await enterMobile(dialog, MEMBERS.active);
      const login = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/auth/login'),
      );
      await enterPasscode(dialog, DEMO_PASSCODE);
      const body = (await login).postDataJSON() as Record<string, unknown>;
      expect(body.ext_url, path).toBe(sent);
      await expect(dialog).toBeHidden();
    }
  });

  test('the login page follows a same-origin ?page= target and refuses an outside one', async ({
    page,
  }) => {
    await page.goto('/login?page=%2Fget-the-app');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/get-the-app$/);

    // A typed /logout logs out and goes home.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/login?page=%2F%2Fevil.example');
    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a visitor sent to /account signs in and comes back; logout ends the session', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?page=%2Faccount/);
    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account$/);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await header.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    // Nothing of the member stays in the browser's storage (docs/security.md, SEC-36).
    const stored = await page.evaluate(() => {
      const dump = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        });
      return JSON.stringify([dump(window.localStorage), dump(window.sessionStorage)]);
    });
    expect(stored).not.toMatch(/Maria|Santos|9170000001|points/i);
    // Back does not bring the account page back to a signed-out browser.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: /Welcome, Maria Clara Santos/ })).toBeHidden();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?page=%2Faccount/);
  });

  test('an unknown number, an inactive and a locked-out account get their messages', async ({
    page,
  }) => {
    await page.goto('/login');
    await enterMobile(page, '09181234567');
    await expect(page.getByText(NOT_FOUND_MESSAGE)).toBeVisible();

    await enterMobile(page, MEMBERS.inactive);
    await expect(
      page.getByText(
        'Sorry, but this account is currently inactive. To address this issue, contact support@gorewards.com.ph.',
      ),
    ).toBeVisible();

    // An operator's lock: the locked message stays, and a second line says only a reset opens
    // the account, with a Forgot passcode link (docs/specification.md#lockout).
    await enterMobile(page, MEMBERS.lockedOut);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(LOCKED_MESSAGE);
    await expect(alert).toContainText('Only a passcode reset opens this account.');
    await expect(page.getByLabel('Digit 1 of 6')).toHaveCount(0);
    const reset = alert.getByRole('link', { name: 'Forgot passcode', exact: true });
    await expect(reset).toHaveAttribute('href', '/forgot-passcode');
    await reset.click();
    await expect(page.getByRole('heading', { name: 'Forgot Passcode' })).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue(MEMBERS.lockedOut);
  });

  test('the six boxes sit centred in the modal, as the code boxes do', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await enterMobile(dialog, MEMBERS.active);
    const first = await dialog.getByLabel('Digit 1 of 6').boundingBox();
    const last = await dialog.getByLabel('Digit 6 of 6').boundingBox();
    // The full-width Continue button spans the modal's content.
    const content = await dialog.getByRole('button', { name: 'Continue' }).boundingBox();
    if (!first || !last || !content) throw new Error('the passcode step is not laid out');
    const boxesCentre = (first.x + last.x + last.width) / 2;
    expect(Math.abs(boxesCentre - (content.x + content.width / 2))).toBeLessThanOrEqual(2);
  });

  test("an operator's lock offers exactly one Forgot passcode link", async ({ page }) => {
    const forgotLinks = page.getByRole('main').getByRole('link', { name: /^Forgot passcode/ });
    await page.goto('/login');
    await enterMobile(page, MEMBERS.lockedOut);
    await expect(page.getByText('Only a passcode reset opens this account.')).toBeVisible();
    await expect(forgotLinks).toHaveCount(1);
  });

  test('three wrong passcodes lock the account, counting down the tries left', async ({ page }) => {
    await page.goto('/login');
    await enterMobile(page, MEMBERS.newMember);
    await enterPasscode(page, '135790');
    await expect(page.getByText(/You have 2 attempts remaining\.$/)).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
    await enterPasscode(page, '135791');
    await expect(page.getByText(/You have 1 attempt remaining\.$/)).toBeVisible();
    await enterPasscode(page, '135792');
    await expect(page.getByText(THREE_FAILURES_MESSAGE)).toBeVisible();
    // A reset opens this lock too: one Forgot passcode link, no more.
    await expect(
      page.getByRole('main').getByRole('link', { name: /^Forgot passcode/ }),
    ).toHaveCount(1);

    await page.goto('/login');
    await enterMobile(page, MEMBERS.newMember);
    await expect(page.getByText(LOCKED_MESSAGE)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: /^Forgot passcode/ }),
    ).toHaveCount(1);
  });

  test('pasting a passcode fills all six boxes and signs in', async ({ page }) => {
    await page.goto('/login');
    await enterMobile(page, MEMBERS.active);
    await page.getByLabel('Digit 3 of 6').evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, DEMO_PASSCODE);
    for (let position = 1; position <= 6; position += 1) {
      await expect(page.getByLabel(`Digit ${position} of 6`)).toHaveValue(
        DEMO_PASSCODE[position - 1] ?? '',
      );
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a password manager knows whose passcode it is and fills all six boxes', async ({
    page,
  }) => {
    await page.goto('/login');
    await enterMobile(page, MEMBERS.active);
    // The number as typed (0917…) is remembered once, as +63…, whichever way it is typed next.
    const username = page.locator('input[autocomplete="username"]');
    await expect(username).toHaveValue(`+63${MEMBERS.active.slice(1)}`);
    await expect(username).toBeHidden();
    const first = page.getByLabel('Digit 1 of 6');
    await expect(first).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByLabel('Digit 2 of 6')).toHaveAttribute('autocomplete', 'off');
    // A manager writes the saved passcode into the field it fills (the first box) at once.
    await first.fill(DEMO_PASSCODE);
    for (let position = 1; position <= 6; position += 1) {
      await expect(page.getByLabel(`Digit ${position} of 6`)).toHaveValue(
        DEMO_PASSCODE[position - 1] ?? '',
      );
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account$/);
    // Choosing a new passcode offers the manager a new one for the same account.
    await page.goto('/account/settings');
    await page.getByRole('button', { name: 'Edit Passcode' }).click();
    await expect(page.locator('input[autocomplete="username"]')).toHaveValue(
      `+63${MEMBERS.active.slice(1)}`,
    );
    await expect(page.getByLabel('Current passcode')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(page.getByLabel('New passcode', { exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(page.getByLabel('Confirm new passcode')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  test('the country list names each country in English with its dialling code', async ({
    page,
  }) => {
    await page.goto('/login');
    const country = page.getByLabel('Country');
    await expect(country.locator('option:checked')).toHaveText('Philippines (+63)');
    await expect(country.locator('option', { hasText: 'Singapore (+65)' })).toHaveCount(1);
    await expect(country.locator('option', { hasText: 'Japan (+81)' })).toHaveCount(1);
    // The closed field stays short beside the number.
    await expect(page.getByText('PH +63')).toBeVisible();
    // Typing a name on the focused list chooses it (the platform's type-ahead).
    await country.focus();
    await page.keyboard.type('Singapore');
    await expect(country).toHaveValue('SG');
    await expect(page.getByText('SG +65')).toBeVisible();
  });
});
