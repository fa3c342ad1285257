import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSCODE, MEMBERS } from './auth-helpers';
import { expectNoViolations, waitForContent } from './a11y';
import { tabTo } from './keyboard';
import { startSeededServer, type SeededServer } from './seeded-server';

/** docs/decisions/0056: Settings lists where the member is signed in; a new browser is told by email. */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TABLET = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
/** The seed's active member, Maria, has a verified email. */
const EMAIL = 'maria.santos@example.ph';
const SUBJECT = 'New sign-in to your Go Rewards account';

let server: SeededServer;
test.beforeAll(async () => {
  // A server of its own, migrated and seeded (Argon2 hashes) while npm test's other suites hold
  // both cores, as faults-browser.spec.ts's FAULT-10 server does.
  test.setTimeout(90_000);
  server = await startSeededServer();
});
test.afterAll(async () => {
  await server.stop();
});

async function signedInBrowser(browser: Browser, userAgent: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    userAgent,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const answer = await page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(answer.ok()).toBe(true);
  return page;
}

async function notices(page: Page): Promise<string[]> {
  const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`);
  expect(answer.ok()).toBe(true);
  const messages = (await answer.json()) as { body: string }[];
  return messages.map((message) => message.body).filter((body) => body.startsWith(SUBJECT));
}

test('settings lists the devices; one is signed out, then all the others', async ({ browser }) => {
  // Three browsers' sign-ins and sign-outs: 29 s alone on a quiet machine, more beside npm test's
  // other suites.
  test.setTimeout(90_000);
  const phone = await signedInBrowser(browser, PHONE, 360);
  const laptop = await signedInBrowser(browser, LAPTOP);

  // Each browser was new to the account: two notices, each naming its browser.
  await expect.poll(() => notices(phone)).toHaveLength(2);
  const bodies = (await notices(phone)).join('\n');
  expect(bodies).toContain('Safari 17 on iOS 17.1');
  expect(bodies).toContain('Chrome 131 on Windows 10');

  await phone.goto('/account/settings');
  const devices = phone.getByRole('region', { name: 'Devices' });
  const items = devices.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Safari 17 on iOS 17.1');
  await expect(items.first()).toContainText('This device');
  await expect(items.nth(1)).toContainText('Chrome 131 on Windows 10');
  await expect(items.nth(1)).toContainText(/Signed in \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} [AP]M/);
  await expect(
    items.first().getByRole('button', { name: /^Sign out/ }),
    'this device signs out with Logout',
  ).toHaveCount(0);
  await waitForContent(phone);
  await expectNoViolations(phone, 'the devices at 360 px');

  // The keyboard reaches Sign out; Enter signs the laptop out.
  const signOutLaptop = devices.getByRole('button', {
    name: 'Sign out of Chrome 131 on Windows 10',
  });
  await signOutLaptop.focus();
  await phone.keyboard.press('Enter');
  await expect(devices.getByRole('status')).toHaveText('Signed out of Chrome 131 on Windows 10.');
  await expect(items).toHaveCount(1);
  await laptop.goto('/account');
  await expect(laptop).toHaveURL(/\/login\?page=/);

  // The laptop signs in again: a browser the account knows sends no notice.
  const again = await laptop.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(again.ok()).toBe(true);
  const tablet = await signedInBrowser(browser, TABLET);
  await expect.poll(() => notices(phone)).toHaveLength(3);
  expect((await notices(phone))[0]).toContain('Firefox 132 on Android 14');

  await phone.reload();
  await expect(items).toHaveCount(3);
  const others = devices.getByRole('button', { name: 'Sign out of all other devices' });
  await tabTo(phone, others, { max: 80 });
  await phone.keyboard.press('Enter');
  await expect(devices.getByRole('status')).toHaveText('Signed out of 2 other devices.');
  await expect(items).toHaveCount(1);
  await expect(others).toHaveCount(0);
  for (const ended of [laptop, tablet]) {
    await ended.goto('/account/settings');
    await expect(ended).toHaveURL(/\/login\?page=/);
  }
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Security and preferences' })).toBeVisible();
  await phone.setViewportSize({ width: 1280, height: 900 });
  await waitForContent(phone);
  await expectNoViolations(phone, 'the devices at 1280 px');
  for (const page of [phone, laptop, tablet]) await page.context().close();
});
