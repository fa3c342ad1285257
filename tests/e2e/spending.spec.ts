import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSCODE, MEMBERS, enterMobile, enterPasscode, signIn } from './auth-helpers';

/**
 * My spending (docs/decisions/0064-my-spending-window.md): the Black Card asks for "P100,000 within 12 months"
 * (docs/specification.md); the 12 months are this Manila calendar month and the 11 before it
 * (docs/decisions/0064-my-spending-window.md).
 */
const GOAL = 100_000;

const peso = (amount: number) =>
  new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);
const pesoValue = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** This Manila month and the 11 before it: the first day of the first, the last of this one. */
function window12(now = new Date()) {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const year = manila.getUTCFullYear();
  const month = manila.getUTCMonth();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: iso(new Date(Date.UTC(year, month - 11, 1))),
    until: iso(new Date(Date.UTC(year, month + 1, 0))),
  };
}
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** What is left of the goal and by when, or that it is reached (tests/integration/spending.test.ts has both). */
const whatIsLeft = (total: number, until: string) =>
  total >= GOAL
    ? `You spent at least ${peso(GOAL)} within 12 months: you can upgrade to the Black Card.`
    : `Spend ${peso(GOAL - total)} more by ${longDate(until)} to upgrade to the Black Card.`;

/** The member's purchases in the window, from the transactions' CSV (another call than the page's). */
async function csvTotal(page: Page, from: string, until: string): Promise<number> {
  const answer = await page.request.get(
    `/api/v1/members/me/transactions.csv?from=${from}&to=${until}`,
  );
  expect(answer.ok()).toBe(true);
  const [, ...rows] = (await answer.text()).trim().split(/\r?\n/);
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.split('","')[2]) * 100), 0);
  return cents / 100;
}

test.describe('my spending', () => {
  test('“Check my spending” on the Black Card page leads a visitor through login to the last 12 months and what is left', async ({
    page,
  }) => {
    const { from, until } = window12();
    await page.goto('/black-card');
    await page.getByRole('link', { name: 'Check my spending' }).click();
    await expect(page).toHaveURL(/\/login\?page=%2Faccount%2Fspending/);
    // The first member: the second's passcode is changed by account.spec.ts before this file runs.
    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account\/spending$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'My spending', level: 1 })).toBeVisible();

    const total = await csvTotal(page, from, until);
    await expect(main).toContainText(
      `${peso(total)} spent with Go Rewards partners from ${longDate(from)} to ${longDate(until)}.`,
    );
    await expect(main).toContainText(whatIsLeft(total, until));
    const progress = main.getByRole('progressbar', { name: 'Towards the Black Card' });
    await expect(progress).toHaveAttribute('max', String(GOAL));
    await expect(progress).toHaveAttribute('aria-valuetext', `${peso(total)} of ${peso(GOAL)}`);

    // Twelve months for a screen reader, the oldest first; together they make the total.
    const table = main.getByRole('table', { name: 'Spending by month' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(13);
    const monthName = (day: string) =>
      new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(monthName(from));
    await expect(rows.nth(12).getByRole('rowheader')).toHaveText(monthName(until));
    const cells = await table.getByRole('cell').allTextContents();
    const sum = cells.reduce((cents, cell) => cents + Math.round(pesoValue(cell) * 100), 0);
    expect(sum / 100).toBe(total);
  });

  test('the dashboard opens My spending, which leads to the transactions', async ({ page }) => {
    const { from, until } = window12();
    await signIn(page, MEMBERS.active);
    await page.getByRole('main').getByRole('link', { name: 'My spending' }).click();
    await expect(page).toHaveURL(/\/account\/spending$/);
    const main = page.getByRole('main');
    const total = await csvTotal(page, from, until);
    await expect(main).toContainText(`${peso(total)} spent with Go Rewards partners`);
    await expect(main).toContainText(whatIsLeft(total, until));
    await main.getByRole('link', { name: 'See your transactions' }).click();
    await expect(page).toHaveURL(/\/account\/transactions$/);
  });

  test('a visitor who opens the address is asked to log in first', async ({ page }) => {
    await page.goto('/account/spending');
    await expect(page).toHaveURL(/\/login\?page=%2Faccount%2Fspending/);
  });
});
