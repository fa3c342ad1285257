import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  enterPasscode,
  latestCode,
  passSmsWindow,
  signIn,
  loginDialog,
  typeDigits,
} from './auth-helpers';
import { navigateInApp } from './in-app';

const formatPoints = (value: number) =>
  new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );

test.describe('the account area', () => {
  test('the dashboard shows the database figures and the 5 most recent transactions', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const card = (await (await page.request.get('/api/v1/members/me/card')).json()) as {
      cardNumber: string;
      balance: number;
      applicationDate: string;
      productLabel: string;
      type: string;
    };
    const recent = (await (
      await page.request.get('/api/v1/members/me/transactions?limit=5')
    ).json()) as { data: { storeName: string }[] };

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Welcome, Maria Clara Santos' })).toBeVisible();
    await expect(main.getByText(formatPoints(card.balance), { exact: true })).toBeVisible();
    const grouped = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    await expect(main.getByText(grouped).first()).toBeVisible();
    await expect(main.getByText(card.applicationDate.slice(0, 4), { exact: true })).toBeVisible();
    await expect(main.getByText(`${card.productLabel} ${card.type}`).first()).toBeVisible();
    await expect(
      main.getByRole('img', { name: `QR code of membership number ${card.cardNumber}` }),
    ).toBeVisible();
    const items = main.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const [index, transaction] of recent.data.entries()) {
      await expect(items.nth(index)).toContainText(transaction.storeName);
    }
    await expect(main.getByText('Please verify your email address')).toHaveCount(0);
    await main.getByRole('link', { name: 'View all transactions' }).click();
    await expect(page).toHaveURL(/\/account\/transactions$/);
  });

  test('the profile reads the birthday as a date and the mobile number in its usual groups', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/profile');
    const personal = page.locator('details', { hasText: 'Personal info' });
    await expect(personal.getByText('14 March 1990', { exact: true })).toBeVisible();
    await page.locator('summary', { hasText: 'Contact info' }).click();
    const contact = page.locator('details', { hasText: 'Contact info' });
    await expect(contact.getByText('0917 000 0001', { exact: true })).toBeVisible();
  });

  test('a verified email says it is verified, and promises no code', async ({ page }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/profile');
    await page.locator('summary', { hasText: 'Email verification' }).click();
    const email = page.locator('details', { hasText: 'Email verification' });
    await expect(email.getByText('Email verified')).toBeVisible();
    await expect(email.getByText(/We will send a 6-digit code/)).toHaveCount(0);
  });

  test('transactions filter and page by the URL, and match the database counts', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const earned = (await (
      await page.request.get('/api/v1/members/me/transactions?type=1&limit=5')
    ).json()) as { total: number };
    await page.goto('/account/transactions');
    await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
    await page.getByLabel('Type').selectOption({ label: 'Earned' });
    await expect(page).toHaveURL(/type=1/);
    await expect(page.getByText(`Showing 1 to 5 of ${String(earned.total)} entries`)).toBeVisible();
    await page.getByLabel('Show').selectOption('10');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 11 to 20 of/)).toBeVisible();
    // A filter change resets the page to 1.
    await page.getByLabel('Type').selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/page=/);
  });

  test("the date filters show and take YYYY/MM/DD, whatever the browser's locale", async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/transactions');
    const start = page.getByLabel('Start date', { exact: true });
    // Typed as digits, the field writes the slashes; a whole date applies without Enter.
    await start.pressSequentially('20261101');
    await expect(start).toHaveValue('2026/11/01');
    await expect(page).toHaveURL(/from=2026-11-01/);
    // Half a date is never applied: Enter says what is missing, next to the field.
    const end = page.getByLabel('End date', { exact: true });
    await end.fill('2026/1');
    await end.press('Enter');
    await expect(end).toHaveAccessibleDescription(
      /Enter a full date between 2000\/01\/01 and 2099\/12\/31\./,
    );
    await expect(page).not.toHaveURL(/to=/);
    // Emptying a date removes its filter.
    await start.fill('');
    await start.press('Enter');
    await expect(page).not.toHaveURL(/from=/);
    // The calendar is still there for whoever prefers it.
    await expect(page.getByRole('button', { name: 'Choose the start date' })).toBeVisible();
  });

  test('a start date after the end date says so at the field and keeps the last list', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/transactions?to=2026-10-01');
    const status = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(status).toHaveText(/^Showing \d+ to \d+ of \d+ entries$/);
    const shown = await status.textContent();
    const start = page.getByLabel('Start date', { exact: true });
    await start.fill('2026/11/01');
    await start.press('Enter');
    await expect(start).toHaveAccessibleDescription(
      /The start date must not be after the end date\./,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Your transactions could not be loaded.')).toHaveCount(0);
    await expect(page).not.toHaveURL(/from=/);
    await expect(status).toHaveText(shown ?? '');
  });

  test('a failed transaction load shows the global error and no list', async ({ page }) => {
    await signIn(page, MEMBERS.active);
    await page.route('**/api/v1/members/me/transactions?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await navigateInApp(page, '/account/transactions');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText(
      'Oops! Something went wrong. Please try again in a few minutes.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Your transactions could not be loaded.')).toBeVisible();
  });

  test('a session revoked elsewhere takes Transactions to login with ?page=, inside the shell', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page, MEMBERS.active);
    // Another device (here a second client holding the same cookies) ends this session on the
    // server; this tab keeps its cookies and still believes it is signed in.
    const elsewhere = await playwright.request.newContext({
      baseURL,
      storageState: await page.context().storageState(),
    });
    expect((await elsewhere.post('/api/v1/auth/logout', { data: {} })).status()).toBe(200);
    await elsewhere.dispose();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(true);

    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Transactions' })
      .click();
    await expect(page).toHaveURL(/\/login\?page=%2Faccount%2Ftransactions$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByText('Cannot read properties')).toHaveCount(0);
  });

  test('the next member in the same tab sees only their own stores in the Store filter', async ({
    page,
  }) => {
    const accountMenu = page.getByRole('navigation', { name: 'My account' });
    const storeOptions = page.getByLabel('Store').locator('option');
    await signIn(page, MEMBERS.active);
    await accountMenu.getByRole('link', { name: 'Transactions' }).click();
    // 'All stores' and the 16 stores of the first member's seeded history.
    await expect(storeOptions).toHaveCount(17);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await header.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The second member signs in from the header in the same tab: no page load in between.
    await header.getByRole('link', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await enterMobile(dialog, MEMBERS.newMember);
    await enterPasscode(dialog, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account$/);
    await accountMenu.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/account\/transactions$/);
    // server/db/seed: 09170000002's three transactions are at these three stores.
    await expect(storeOptions).toHaveText([
      'All stores',
      'Bahay Builders Depot - Cebu IT Park',
      'Kanto Express Mart - Bonifacio Global City',
      'Lunas Pharmacy - Makati',
    ]);
  });

  test('a new member fixes the address through the cascade, verifies the email, sets preferences', async ({
    page,
    request,
  }) => {
    await signIn(page, MEMBERS.newMember);
    await expect(page.getByText('Please verify your email address')).toBeVisible();
    await page.goto('/account/profile');
    await page.locator('summary', { hasText: 'Address' }).click();
    await page.getByLabel(/^Province/).selectOption({ label: 'Cebu' });
    await page.getByLabel(/^City \/ Municipality/).selectOption({ label: 'Cebu City' });
    await page.getByLabel(/^Barangay/).selectOption({ label: 'Lahug' });
    await expect(page.getByText('Central Visayas', { exact: false })).toBeVisible();
    await page.getByLabel(/^Zip code/).fill('60');
    await page.getByLabel(/^Address/).fill('Unit 5, 88 Gorordo Avenue');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must contain 4 digits')).toBeVisible();
    await page.getByLabel(/^Zip code/).fill('6000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();

    await page.reload();
    await page.locator('summary', { hasText: 'Address' }).click();
    await expect(page.getByLabel(/^Province/)).toHaveValue(/^\d{10}$/);
    await expect(page.getByLabel(/^Province/).locator('option:checked')).toHaveText('Cebu');
    await expect(page.getByLabel(/^City \/ Municipality/).locator('option:checked')).toHaveText(
      'Cebu City',
    );
    await expect(page.getByLabel(/^Barangay/).locator('option:checked')).toHaveText('Lahug');
    await expect(page.getByLabel(/^Zip code/)).toHaveValue('6000');

    // Email verification through the outbox.
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(dialog).toBeVisible();
    await typeDigits(dialog, await latestCode(request, 'juan.delacruz@example.ph'));
    await expect(page.getByText('Email verified')).toBeVisible();
    await page.locator('summary', { hasText: 'Contact info' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

    // Preferences persist.
    await page.goto('/account/settings');
    const exclusives = page.getByRole('switch', { name: /^Exclusives/ });
    await expect(exclusives).not.toBeChecked();
    await exclusives.check();
    await page.getByRole('button', { name: 'Confirm my Preferences' }).click();
    await expect(page.getByText('Your preferences were saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /^Exclusives/ })).toBeChecked();
    await page.goto('/account');
    await expect(page.getByText('Please verify your email address')).toHaveCount(0);
  });

  test('change passcode: code by SMS, the dialog, logout after about 5 s, sign in with the new one', async ({
    page,
    request,
  }) => {
    await signIn(page, MEMBERS.newMember);
    await page.goto('/account/settings');
    await page.getByRole('button', { name: 'Edit Passcode' }).click();
    await page.getByLabel('Current passcode').fill(DEMO_PASSCODE);
    await page.getByLabel('New passcode', { exact: true }).fill('730519');
    await page.getByLabel('Confirm new passcode').fill('730510');
    await expect(page.getByText('New Passcode Mismatch')).toBeVisible();
    await page.getByLabel('Confirm new passcode').fill('730519');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await typeDigits(page, await latestCode(request, MEMBERS.newMember));
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Passcode changed' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 9_000 });
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

    await enterMobile(page, MEMBERS.newMember);
    await enterPasscode(page, '730519');
    await expect(page).toHaveURL(/\/account$/);
    await passSmsWindow(request);
  });

  test('raffle: consent, field messages, an entry, and a duplicate', async ({ page }) => {
    await page.goto('/raffle/holiday-raffle-2026');
    await expect(
      page.getByRole('heading', { name: 'Go Rewards Holiday Raffle 2026' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the Raffle' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Join the Raffle' }).click();
    await expect(page.getByText('Please check required fields.')).toBeVisible();
    await expect(page.getByLabel('Membership number')).toHaveAttribute('aria-invalid', 'true');

    const fill = async () => {
      await page.getByLabel('Membership number').fill('8800123400000011');
      await page.getByLabel('First name').fill('maria clara');
      await page.getByLabel('Last name').fill('santos');
      await page.getByLabel('Birthday').fill('1990-03-14');
      await page.getByLabel('Mobile number (+63)').fill(MEMBERS.active.slice(1));
      await page.getByLabel('Email').fill('maria.santos@example.ph');
      await page.getByLabel('Street address').fill('25 ortigas avenue');
      await page.getByLabel(/^Province/).selectOption({ label: 'Metro Manila' });
      await page.getByLabel(/^City \/ Municipality/).selectOption({ label: 'Pasig City' });
      await page.getByLabel(/^Barangay/).selectOption({ label: 'San Antonio' });
      await page.getByLabel('Zip code').fill('1605');
      const captcha = page.getByRole('checkbox', { name: "I'm not a robot" });
      await captcha.check();
      await expect(page.getByText('Verified')).toBeVisible();
    };
    await fill();
    await page.getByRole('button', { name: 'Join the Raffle' }).click();
    await expect(page.getByText(/You're in!/)).toBeVisible();
    await expect(page.getByLabel('Membership number')).toHaveValue('');

    await fill();
    await page.getByRole('button', { name: 'Join the Raffle' }).click();
    await expect(page.getByText("You've already joined this raffle.")).toBeVisible();
  });

  test('settings gives the member their data as a JSON file and links the privacy policy', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/settings');
    const panel = page.getByRole('region', { name: 'Your data' });
    await expect(panel).toContainText('Data Privacy Act of 2012');
    await expect(panel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^go-rewards-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      profile: { firstName: string; lastName: string };
      card: { cardNumber: string };
      transactions: unknown[];
    };
    expect(data.profile).toMatchObject({ firstName: 'Maria Clara', lastName: 'Santos' });
    expect(data.card.cardNumber).toBe('8800123400000011');
    // The seed gives the demo member 150 transactions (README, Trying the account area).
    expect(data.transactions).toHaveLength(150);
    await expect(page).toHaveURL(/\/account\/settings$/);
  });

  test("a signed-in member's raffle form is filled in with their own details", async ({ page }) => {
    await signIn(page, MEMBERS.active);
    const member = (await (await page.request.get('/api/v1/members/me')).json()) as {
      firstName: string;
      lastName: string;
      email: string;
    };
    const card = (await (await page.request.get('/api/v1/members/me/card')).json()) as {
      cardNumber: string;
    };
    await page.goto('/raffle/holiday-raffle-2026');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByLabel('Membership number')).toHaveValue(card.cardNumber);
    await expect(page.getByLabel('First name')).toHaveValue(member.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(member.lastName);
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    // The form's mobile is the 10 digits after +63 (docs/specification.md#raffle-survey).
    await expect(page.getByLabel('Mobile number (+63)')).toHaveValue(MEMBERS.active.slice(1));
    // What needs the member's choice is left to them.
    await expect(page.getByLabel('Street address')).toHaveValue('');
  });

  test('the member banner strip shows the running member banners in the account area', async ({
    page,
  }) => {
    await page.goto('/promos');
    await expect(page.getByRole('heading', { name: 'Promos', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Member offers' })).toHaveCount(0);
    await signIn(page, MEMBERS.active);
    for (const path of ['/account', '/account/settings']) {
      await page.goto(path);
      const strip = page.getByRole('region', { name: 'Member offers' });
      // Seeded: one strip banner running today, one whose window starts in 46 days.
      const running = strip.getByRole('img', {
        name: 'Members earn double points every weekend this season',
      });
      await expect(running).toBeVisible();
      await expect(
        strip.getByRole('link', { name: 'Members earn double points every weekend this season' }),
      ).toHaveAttribute('href', '/promos');
      await expect(strip.getByRole('img')).toHaveCount(1);
      // A strip: lower than the page banners (1440 × 400), at least 80 px on any screen.
      const box = await running.boundingBox();
      expect(box && box.height / box.width).toBeLessThan(0.2);
    }
  });

  test('an ended raffle shows PROMO HAS ENDED; a survey is submitted', async ({ page }) => {
    await page.goto('/raffle/summer-raffle-2026');
    await expect(page.getByRole('heading', { name: 'PROMO HAS ENDED' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See current promos' })).toHaveAttribute(
      'href',
      '/promos',
    );
    await page.goto('/survey/GRSURVEY2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please check required fields.')).toBeVisible();
    await page.getByLabel('Membership number').fill('8800123400000011');
    await page.getByLabel('First name').fill('maria');
    await page.getByLabel('Last name').fill('santos');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Form Submitted')).toBeVisible();
  });

  test('the account pages need a member and fit a 360 px screen', async ({ page }) => {
    await page.goto('/account/transactions?type=1');
    await expect(page).toHaveURL(/\/login\?page=/);
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, MEMBERS.active);
    for (const path of [
      '/account',
      '/account/profile',
      '/account/transactions',
      '/account/settings',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
