import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoViolations } from './a11y';
import { DEMO_PASSCODE, MEMBERS, enterMobile, enterPasscode, signIn } from './auth-helpers';

/**
 * A transaction's detail (docs/decisions/0065-transaction-detail.md): each row of the
 * transactions list opens a page of its own inside the account area.
 */
const peso = (amount: number) =>
  new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);
const points = (value: number) =>
  new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
/** The list's purchase time, YYYY/MM/DD hh:mm AM (docs/specification.md#transactions), from a Manila ISO time. */
function manilaTime(iso: string): string {
  const [day = '', time = ''] = iso.split('T');
  const hour = Number(time.slice(0, 2));
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${day.replaceAll('-', '/')} ${twelve}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

interface CsvRow {
  store: string;
  time: string;
  amount: number;
  earned: number;
  redeemed: number;
}

/** The newest transaction of a filter, from the CSV download (another call than the page's). */
async function newest(page: Page, query: string): Promise<CsvRow> {
  const answer = await page.request.get(`/api/v1/members/me/transactions.csv?${query}`);
  expect(answer.ok()).toBe(true);
  const [, first = ''] = (await answer.text()).trim().split(/\r?\n/);
  const cells = first
    .slice(1, -1)
    .split('","')
    .map((cell) => cell.replaceAll('""', '"'));
  return {
    store: cells[0] ?? '',
    time: cells[1] ?? '',
    amount: Number(cells[2]),
    earned: Number(cells[3]),
    redeemed: Number(cells[4]),
  };
}

async function cardNumber(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/members/me/card');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { cardNumber: string };
  return body.cardNumber;
}

async function expectDetail(page: Page, expected: CsvRow) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.store);
  const facts = main.getByRole('definition');
  const fact = (term: string) =>
    main.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(fact('Date and time')).toHaveText(manilaTime(expected.time));
  await expect(fact('Amount')).toHaveText(peso(expected.amount));
  await expect(fact('Points earned')).toHaveText(points(Math.max(expected.earned, 0)));
  await expect(fact('Points redeemed')).toHaveText(
    points(expected.redeemed > 0 ? expected.redeemed : Math.max(-expected.earned, 0)),
  );
  await expect(fact('Reference number')).toHaveText(/^GR-[0-9]{10}-[0-9]$/);
  await expect(fact('Card used')).toContainText(`ending in ${(await cardNumber(page)).slice(-4)}`);
  await expect(facts).toHaveCount(6);
}

test.describe("a transaction's detail", () => {
  test('a row of Transactions opens its detail, and Back returns to the same filtered list', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const expected = await newest(page, 'type=2');
    await page.goto('/account/transactions?type=2');
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: new RegExp(`^${expected.store}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account\/transactions\/[1-9][0-9]*$/);
    await expect(page).toHaveTitle(`${expected.store} | Go Rewards`);
    await expectDetail(page, expected);
    await expectNoViolations(page, "a transaction's detail");
    // The trail names the list and this transaction.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Transactions' })).toBeVisible();

    // The reference is the same when the page is opened again from its address.
    const reference = await main
      .locator('dt', { hasText: /^Reference number$/ })
      .locator('+ dd')
      .textContent();
    await page.reload();
    await expect(main.locator('dt', { hasText: /^Reference number$/ }).locator('+ dd')).toHaveText(
      reference ?? '',
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/account\/transactions\?type=2$/);
    await expect(main.getByRole('combobox', { name: 'Type' })).toHaveValue('2');
  });

  test('a recent transaction on the dashboard opens its detail, which leads back to all transactions', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const expected = await newest(page, '');
    const recent = page.getByRole('main').getByRole('region', { name: 'Recent transactions' });
    await recent.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/account\/transactions\/[1-9][0-9]*$/);
    await expectDetail(page, expected);
    await page.getByRole('main').getByRole('link', { name: 'All transactions' }).click();
    await expect(page).toHaveURL(/\/account\/transactions$/);
  });

  test('a transaction that is not the member’s says it cannot be found', async ({ page }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/transactions/999999999');
    const main = page.getByRole('main');
    await expect(main.getByText('This transaction cannot be found.')).toBeVisible();
    await main.getByRole('link', { name: 'All transactions' }).click();
    await expect(page).toHaveURL(/\/account\/transactions$/);
  });

  test('a visitor who opens a detail’s address is asked to log in, then sees it', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const expected = await newest(page, '');
    await page.goto('/account/transactions');
    await page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: expected.store })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account\/transactions\/[1-9][0-9]*$/);
    const address = new URL(page.url()).pathname;
    await page.context().clearCookies();
    await page.goto(address);
    await expect(page).toHaveURL(new RegExp(`/login\\?page=${encodeURIComponent(address)}$`));
    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expectDetail(page, expected);
  });
});
