import { expect, type Locator, type Page } from '@playwright/test';
import { CLAIM_MESSAGES } from '#machines/shared/test-support';
import { test } from './own-server';
import { expectNoViolations } from './a11y';
import { DEMO_PASSCODE, MEMBERS, enterMobile, enterPasscode, signIn } from './auth-helpers';

/**
 * Missing points (docs/decisions/0067-missing-points-claims.md): from a transaction's page or from
 * Transactions, a member reports a purchase of the last 30 days whose points did not arrive, gets
 * a receipt through the outbox, and follows the claim's status. Every message is written here.
 * A server of its own: the shared one's clock has moved on past the seeded purchases' 30 days
 * (account-deletion.spec.ts), and these tests spend a member's 5 open claims.
 */
const {
  checkFields: CHECK_FIELDS,
  store: STORE,
  purchaseDate: PURCHASE_DATE,
  amount: AMOUNT,
  receipt: RECEIPT,
  tooOld: TOO_OLD,
  inFuture: IN_FUTURE,
  duplicate: DUPLICATE,
  tooMany: TOO_MANY,
} = CLAIM_MESSAGES;
/** The window of docs/decisions/0067-missing-points-claims.md: 30 days back from today. */
const WINDOW_DAYS = 30;
const MARIA_EMAIL = 'maria.santos@example.ph';

const peso = (amount: number) =>
  new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);
const receiptNumber = (prefix: string) =>
  `${prefix}-${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100))}`;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The server's today (its clock may have been moved by other suites), and the window it gives. */
async function serverWindow(page: Page): Promise<{ from: string; until: string }> {
  const answer = await page.request.get('/api/v1/members/me/claims');
  expect(answer.ok()).toBe(true);
  const { window } = (await answer.json()) as { window: { from: string; until: string } };
  expect(window.from).toBe(addDays(window.until, -WINDOW_DAYS));
  return window;
}

interface Purchase {
  id: string;
  storeName: string;
  purchaseTime: string;
  transactionTotalAmount: number;
}

/** The member's newest purchase that earned points, from the transactions API. */
async function newestPurchase(page: Page): Promise<Purchase> {
  const answer = await page.request.get('/api/v1/members/me/transactions?page=1');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: (Purchase & { earnValue: number; redeemValue: number })[];
  };
  const purchase = data.find((row) => row.earnValue > 0 && row.redeemValue === 0);
  if (!purchase) throw new Error('the member has no purchase that earned points');
  return purchase;
}

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

async function expectMark(form: Locator, label: string, message: string | null) {
  const input = field(form, label);
  if (message === null) {
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    return;
  }
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}

function claimForm(page: Page): Locator {
  return page.getByRole('main').getByRole('form', { name: 'Report missing points' });
}

async function fillClaim(
  form: Locator,
  values: { store: string; date: string; amount: string; receipt: string },
) {
  await field(form, 'Store').fill(values.store);
  await field(form, 'Purchase date').fill(values.date);
  await field(form, 'Amount paid').fill(values.amount);
  await field(form, 'Receipt number').fill(values.receipt);
}

test.describe('missing points', () => {
  test("a transaction's page reports its missing points; the receipt arrives and the claim is listed as Received", async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const purchase = await newestPurchase(page);
    const day = purchase.purchaseTime.slice(0, 10);
    await page.goto(`/account/transactions/${purchase.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Report missing points' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/claims/new\\?transaction=${purchase.id}$`));
    await expect(page).toHaveTitle('Report Missing Points | Go Rewards');
    const form = claimForm(page);
    // The transaction's store, day and amount are filled in; the receipt is the member's to type.
    await expect(field(form, 'Store')).toHaveValue(purchase.storeName);
    await expect(field(form, 'Purchase date')).toHaveValue(day);
    await expect(field(form, 'Amount paid')).toHaveValue(
      purchase.transactionTotalAmount.toFixed(2),
    );
    await expect(field(form, 'Receipt number')).toHaveValue('');
    await expectNoViolations(page, 'the claim form');

    const receipt = receiptNumber('or');
    await field(form, 'Receipt number').fill(receipt);
    await form.getByRole('button', { name: 'Send claim' }).click();
    const done = page.getByRole('main').getByRole('status');
    await expect(done).toContainText('Claim received');
    await expect(done).toContainText(/Your reference is MP-[0-9A-F]{8}\./);
    await expect(done).toContainText('We sent a receipt to your email.');
    const reference = /MP-[0-9A-F]{8}/.exec((await done.textContent()) ?? '')?.[0] ?? '';

    // The receipt notice: by email, as Maria's is verified, naming the claim and the receipt.
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(MARIA_EMAIL)}`);
    expect(outbox.ok()).toBe(true);
    const notices = ((await outbox.json()) as { body: string }[]).filter((message) =>
      message.body.includes(reference),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain(receipt.toUpperCase());

    await page.getByRole('main').getByRole('link', { name: 'See your claims' }).click();
    await expect(page).toHaveURL(/\/account\/claims$/);
    await expect(page).toHaveTitle('Missing Points | Go Rewards');
    const claim = page.getByRole('main').getByRole('listitem').filter({ hasText: reference });
    await expect(claim).toContainText(purchase.storeName);
    await expect(claim).toContainText(receipt.toUpperCase());
    await expect(claim).toContainText(peso(purchase.transactionTotalAmount));
    await expect(claim.getByText('Received', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'the claims');
  });

  test('from Transactions: each field says what is wrong, the 30 days are kept, and a receipt is claimed once', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const { until } = await serverWindow(page);
    await page.goto('/account/transactions');
    await page.getByRole('main').getByRole('link', { name: 'Report missing points' }).click();
    await expect(page).toHaveURL(/\/account\/claims\/new$/);
    const form = claimForm(page);
    const send = form.getByRole('button', { name: 'Send claim' });

    await send.click();
    await expect(form.getByRole('alert').first()).toHaveText(CHECK_FIELDS);
    await expectMark(form, 'Store', STORE);
    await expectMark(form, 'Purchase date', PURCHASE_DATE);
    await expectMark(form, 'Amount paid', AMOUNT);
    await expectMark(form, 'Receipt number', RECEIPT);

    const receipt = receiptNumber('si');
    const values = {
      store: 'Suki Grocer - Manila Bay',
      date: addDays(until, -(WINDOW_DAYS + 1)),
      amount: '1,250.50',
      receipt,
    };
    await fillClaim(form, values);
    await send.click();
    await expectMark(form, 'Purchase date', TOO_OLD);
    await expectMark(form, 'Store', null);
    await expectMark(form, 'Amount paid', null);

    await field(form, 'Purchase date').fill(addDays(until, 1));
    await send.click();
    await expectMark(form, 'Purchase date', IN_FUTURE);

    // The oldest day of the window is taken.
    await field(form, 'Purchase date').fill(addDays(until, -WINDOW_DAYS));
    await send.click();
    const done = page.getByRole('main').getByRole('status');
    await expect(done).toContainText('Claim received');

    await page.getByRole('main').getByRole('button', { name: 'Report another purchase' }).click();
    await expect(field(form, 'Receipt number')).toHaveValue('');
    // The same receipt of the same store, whatever its case: refused next to the receipt.
    await fillClaim(form, {
      ...values,
      store: values.store.toUpperCase(),
      date: until,
      receipt: receipt.toLowerCase(),
    });
    await send.click();
    await expectMark(form, 'Receipt number', DUPLICATE);
    await expect(field(form, 'Store')).toHaveValue(values.store.toUpperCase());
  });

  test('with 5 claims open, the form says so instead of asking, and the claims list all five', async ({
    page,
  }) => {
    // Maria: the own server's other suites change the new member's passcode (a11y-keyboard.spec.ts).
    await signIn(page, MEMBERS.active);
    const { until } = await serverWindow(page);
    const listed = await page.request.get('/api/v1/members/me/claims');
    const { data: before } = (await listed.json()) as { data: { status: string }[] };
    const open = before.filter((each) => ['Received', 'In review'].includes(each.status)).length;
    for (let n = open; n < 5; n += 1) {
      const sent = await page.request.post('/api/v1/members/me/claims', {
        data: {
          storeName: 'Perlas Department Store',
          purchaseDate: until,
          amount: '899.00',
          receiptNumber: receiptNumber(`lim${String(n)}`),
        },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    await page.goto('/account/claims/new');
    const main = page.getByRole('main');
    await expect(main.getByText(TOO_MANY)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Send claim' })).toHaveCount(0);
    await main.getByRole('link', { name: 'See your claims' }).click();
    await expect(page).toHaveURL(/\/account\/claims$/);
    await expect(
      main.getByRole('listitem').filter({ has: page.getByText('Received', { exact: true }) }),
    ).toHaveCount(5);
  });

  test('a visitor who opens the claims is asked to log in, then sees them', async ({ page }) => {
    await page.goto('/account/claims');
    await expect(page).toHaveURL(/\/login\?page=%2Faccount%2Fclaims$/);
    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account\/claims$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Missing points',
    );
  });
});
