import { expect, test } from '@playwright/test';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { DEMO_LOCAL, PASSCODE } from '../../support/demo-members';
import {
  downloaded,
  expectHeading,
  expectText,
  field,
  fill,
  focus,
  pageText,
  pathOf,
  poll,
  role,
  tap,
  valueOf,
  startFirefox,
  type Firefox,
} from './firefox';
import { openNetworkLink, type NetworkLink } from './network-link';

/**
 * Six journeys in Firefox ESR through what differs between engines (docs/testing.md#other-engines):
 * the header's modal dialog and its six boxes, SameSite cookies, the captcha and the one-time code,
 * the date fields and a download, the address selects, a service worker offline, a page left while
 * its app starts (Firefox stops what the page is still fetching). They share the
 * server of the Chromium files run before them (playwright.config.ts), so they leave its members
 * as they found them: the member locked here gets the demo passcode back by the reset.
 */
test.describe.configure({ mode: 'serial' });

let firefox: Firefox;
let link: NetworkLink;
let origin = '';

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; none here.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(60_000);
  const baseURL = testInfo.project.use.baseURL ?? '';
  firefox = await startFirefox();
  // Firefox goes through a relay the offline journey can cut.
  link = await openNetworkLink(baseURL);
  origin = link.origin;
});

test.afterAll(async () => {
  await firefox.stop();
  await link.close();
});

let current: Page | undefined;

/**
 * To an address, as a member types it. BiDi's navigate can report NS_BINDING_ABORTED for a
 * navigation that the page's service worker answers, though the page arrives: the new document is
 * what is checked. Taps never wait for the app.
 */
async function go(page: Page, path: string): Promise<void> {
  const left = await page.evaluate(() => performance.timeOrigin).catch(() => 0);
  await page.goto(`${origin}${path}`).catch((error: unknown) => {
    if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
  });
  await poll(
    () =>
      page.evaluate(
        (before) => performance.timeOrigin !== before && document.readyState === 'complete',
        left,
      ),
    { timeout: 15_000, message: `a new document for ${path}` },
  ).toBe(true);
}

/** A fresh profile for each journey: its own cookies, storage and service workers. */
async function freshPage(): Promise<Page> {
  const context = await firefox.browser.createBrowserContext();
  current = await context.newPage();
  return current;
}

// What the page showed when a journey failed, beside the report.
// eslint-disable-next-line no-empty-pattern -- as above: no fixture, no Chromium.
test.afterEach(async ({}, testInfo) => {
  if (current && testInfo.status !== testInfo.expectedStatus)
    await current.screenshot({ path: testInfo.outputPath('firefox.png') }).catch(() => undefined);
  await current
    ?.browserContext()
    .close()
    .catch(() => undefined);
  current = undefined;
});

async function typeDigits(page: Page, digits: string) {
  await focus(page, field('Digit 1 of 6'));
  await page.keyboard.type(digits);
}

async function signIn(page: Page, mobile: string, passcode = PASSCODE) {
  await go(page, '/login');
  await fill(page, field('Mobile number'), mobile);
  await tap(page, role('Continue', 'button'));
  await typeDigits(page, passcode);
  await tap(page, role('Continue', 'button'));
  await poll(() => pathOf(page), { timeout: 15_000 }).toBe('/account');
  await expectHeading(page, /^Welcome, /);
}

async function latestCode(to: string): Promise<string> {
  let code = '';
  await poll(
    async () => {
      const answer = await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await answer.json()) as { body: string }[];
      code = messages.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean) ?? '';
      return code;
    },
    { message: `a code in the outbox for ${to}` },
  ).toMatch(/^\d{6}$/);
  return code;
}

test('sign-in from the header: three wrong passcodes lock the account; a member signs in with a Lax, HTTP-only session', async () => {
  test.setTimeout(60_000);
  const page = await freshPage();
  await go(page, '/');
  await tap(page, role('Login', 'link'));
  await page.waitForSelector(role('Login', 'dialog'), { visible: true });
  await fill(page, field('Mobile number'), DEMO_LOCAL.newMember);
  await tap(page, role('Continue', 'button'));
  for (const [wrong, left] of [
    ['135790', 'You have 2 attempts remaining.'],
    ['135791', 'You have 1 attempt remaining.'],
  ] as const) {
    await typeDigits(page, wrong);
    await tap(page, role('Continue', 'button'));
    await expectText(page, left);
    await poll(() => valueOf(page, field('Digit 1 of 6'))).toBe('');
  }
  await typeDigits(page, '135792');
  await tap(page, role('Continue', 'button'));
  await expectText(
    page,
    'You have entered an incorrect passcode for 3 times. For your security, your account is temporarily locked. Please try again in 1 hour.',
  );
  // A reset opens this lock: the dialog offers one Forgot passcode link.
  await poll(() =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('[role="dialog"] a, dialog a')].filter((a) =>
          /^Forgot passcode/.test(a.textContent.trim()),
        ).length,
    ),
  ).toBe(1);

  // The dialog closes on Escape and gives the page back.
  await page.keyboard.press('Escape');
  await poll(() => page.$(role('Login', 'dialog'))).toBeNull();

  await tap(page, role('Login', 'link'));
  await fill(page, field('Mobile number'), DEMO_LOCAL.active);
  await tap(page, role('Continue', 'button'));
  await typeDigits(page, PASSCODE);
  await tap(page, role('Continue', 'button'));
  await poll(() => pathOf(page), { timeout: 15_000 }).toBe('/account');
  await expectHeading(page, 'Welcome, Maria Clara Santos');
  const cookies = await page.browserContext().cookies();
  const token = cookies.find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
});

test('forgot passcode to the end: the captcha, the SMS code from the outbox, a new passcode, sign-in', async () => {
  test.setTimeout(60_000);
  // The Chromium files before these may have sent this member a code less than 5 minutes ago (one
  // code a number in 5 minutes): the test server's clock is moved past that window.
  const moved = await fetch(`${origin}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: 301 }),
  });
  expect(moved.ok).toBe(true);
  const page = await freshPage();
  await go(page, '/forgot-passcode');
  await expectHeading(page, 'Forgot Passcode');
  await fill(page, field('Mobile number'), DEMO_LOCAL.newMember);
  await tap(page, "::-p-text(I'm not a robot)");
  await expectText(page, 'Verified');
  await tap(page, role('Continue', 'button'));
  // A member whose email is verified (the Chromium account tests verify this one's) chooses SMS.
  await poll(() => pageText(page), { timeout: 10_000 }).toMatch(
    /Send by SMS to 0917 \*\*\* 0002|Verification/,
  );
  const sms = role('Send by SMS to 0917 *** 0002', 'button');
  if (await page.$(sms)) await tap(page, sms);
  await expectHeading(page, 'Verification');
  await expectText(page, /Code expires in 0[45]:\d\d/);
  await typeDigits(page, await latestCode(DEMO_LOCAL.newMember));
  await tap(page, role('Continue', 'button'));

  await expectHeading(page, 'Create New Passcode');
  // The demo passcode again: the Chromium files after these sign this member in with it.
  await fill(page, field('New passcode'), PASSCODE);
  await fill(page, field('Confirm new passcode'), PASSCODE);
  await tap(page, role('Save', 'button'));
  await expectHeading(page, 'Passcode reset successful');
  await tap(page, role('Sign in', 'button'));
  await poll(() => pathOf(page)).toBe('/login');
  await fill(page, field('Mobile number'), DEMO_LOCAL.newMember);
  await tap(page, role('Continue', 'button'));
  await typeDigits(page, PASSCODE);
  await tap(page, role('Continue', 'button'));
  await poll(() => pathOf(page), { timeout: 15_000 }).toBe('/account');
  await expectHeading(page, 'Welcome, Juan Dela Cruz');
});

test('transactions: the date fields take YYYY/MM/DD, refuse a start after the end, and the CSV downloads', async () => {
  test.setTimeout(60_000);
  const page = await freshPage();
  await signIn(page, DEMO_LOCAL.active);
  await go(page, '/account/transactions');
  await expectText(page, /Showing 1 to 5 of \d+ entries/);
  const start = field('Start date');
  await focus(page, start);
  await page.keyboard.type('20261101');
  await poll(() => valueOf(page, start)).toBe('2026/11/01');
  await poll(() => pathOf(page)).toMatch(/from=2026-11-01/);

  const end = field('End date');
  await focus(page, end);
  await page.keyboard.type('20261001');
  await page.keyboard.press('Enter');
  await expectText(page, 'The start date must not be after the end date.');
  expect(await pathOf(page)).not.toMatch(/to=/);

  // A whole month's list, then its CSV: the same rows, whatever Firefox does with `download`.
  await fill(page, end, '20261130');
  await page.keyboard.press('Enter');
  await poll(() => pathOf(page)).toMatch(/to=2026-11-30/);
  // The month's count from the API: the page's count until the new list arrives is the last one's.
  const total = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/members/me/transactions?from=2026-11-01&to=2026-11-30');
    return ((await answer.json()) as { total: number }).total;
  });
  await expectText(page, new RegExp(`Showing \\d+ to \\d+ of ${String(total)} entries`));
  await tap(page, role('Download CSV', 'link'));
  const csv = await downloaded(firefox.downloads);
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('"Store","Purchase time","Amount","Earned points","Redeemed points"');
  expect(lines).toHaveLength(total + 1);
});

test('profile: the address cascade fills province, city and barangay, refuses a short zip code, and saves', async () => {
  test.setTimeout(60_000);
  const page = await freshPage();
  await signIn(page, DEMO_LOCAL.active);
  await go(page, '/account/profile');
  await tap(page, 'summary ::-p-text(Address)');
  const choose = async (label: string, option: string) => {
    const select = await page.waitForSelector(field(label));
    if (!select) throw new Error(`no ${label} field`);
    await poll(() =>
      select.evaluate(
        (element, name) => [...(element as HTMLSelectElement).options].some((o) => o.text === name),
        option,
      ),
    ).toBe(true);
    const value = await select.evaluate(
      (element, name) =>
        [...(element as HTMLSelectElement).options].find((o) => o.text === name)?.value ?? '',
      option,
    );
    await select.select(value);
  };
  await choose('Province', 'Iloilo');
  await choose('City / Municipality', 'Iloilo City');
  await choose('Barangay', 'Aguinaldo');
  await expectText(page, 'Western Visayas');
  await fill(page, field('Zip code'), '50');
  // A new address each run: Save shows only for a change, and a server kept between runs has the
  // last run's address.
  await fill(page, field('Address'), `${Date.now() % 997} General Luna Street`);
  await tap(page, role('Save', 'button'));
  await expectText(page, 'Must contain 4 digits');
  await fill(page, field('Zip code'), '5000');
  await tap(page, role('Save', 'button'));
  await expectText(page, 'Saved');

  await page.reload();
  await tap(page, 'summary ::-p-text(Address)');
  const chosen = (label: string) =>
    page.$eval(
      field(label),
      (select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '',
    );
  await poll(() => chosen('Province')).toBe('Iloilo');
  await poll(() => chosen('City / Municipality')).toBe('Iloilo City');
  await poll(() => chosen('Barangay')).toBe('Aguinaldo');
});

test('offline, the account shows the card kept at the last visit; logout deletes it', async () => {
  test.setTimeout(90_000);
  const page = await freshPage();
  const cardKept = () =>
    page.evaluate(async () => {
      const kept = await caches.match('/offline/card.json', { cacheName: 'gr-member-card' });
      return kept ? ((await kept.json()) as { cardNumber: string }).cardNumber : null;
    });
  await go(page, '/promos');
  await expectHeading(page, 'Promos');
  await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
    timeout: 20_000,
  }).toBe(true);
  // The worker keeps the pages it serves: this one from its second visit.
  await page.reload();
  await expectHeading(page, 'Promos');
  await signIn(page, DEMO_LOCAL.active);
  await expectHeading(page, 'Welcome, Maria Clara Santos');
  await poll(() => cardKept(), { timeout: 15_000 }).toBe('8800123400000011');

  link.cut();
  try {
    await go(page, '/account');
    await expectHeading(page, 'Your Go Rewards card');
    await expectText(page, '8800 1234 0000 0011');
    await expectText(page, 'Maria Clara Santos');
    await page.waitForSelector(role('QR code of membership number 8800123400000011', 'image'));
    await go(page, '/promos');
    await expectHeading(page, 'Promos');
  } finally {
    link.restore();
  }
  await go(page, '/logout');
  await poll(() => pathOf(page)).toBe('/');
  await poll(() => cardKept()).toBeNull();
  link.cut();
  try {
    await go(page, '/account');
    await expectText(
      page,
      'You are offline, and no card is kept on this device. Open your account when you are back online: your card is then kept here for the next time.',
    );
  } finally {
    link.restore();
  }
});

test('an address asked for while a page starts is where the member arrives: the page is not reloaded over it', async () => {
  test.setTimeout(60_000);
  // Firefox stops what a page is still fetching the moment a navigation away from it begins, so
  // the code of the page's route (split from the app, `_featured-*.js` for /promos) fails to load.
  // Here that fetch is held and failed once the navigation has begun, and the next page answers
  // late, as on a slow network: what the page being left does meanwhile decides where the member
  // ends up.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const page = await freshPage();
    await page.setRequestInterception(true);
    const routeCode: HTTPRequest[] = [];
    let appLoaded = false;
    page.on('requestfinished', (request) => {
      if (/\/assets\/hydrate-page-[\w-]+\.js$/.test(request.url())) appLoaded = true;
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/assets\/_featured-[\w-]+\.js$/.test(url.pathname)) routeCode.push(request);
      else if (url.pathname === '/cards')
        setTimeout(() => void request.continue().catch(() => undefined), 4_000);
      else void request.continue();
    });
    await page.goto(`${origin}/promos`, { waitUntil: 'domcontentloaded' });
    await poll(() => Promise.resolve(routeCode.length > 0 && appLoaded), {
      message: "the app's start and the route's code on its way",
    }).toBe(true);

    const arriving = page.goto(`${origin}/cards`).then(
      () => 'arrived',
      (error: unknown) => String(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const request of routeCode) await request.abort().catch(() => undefined);
    expect(await arriving, `attempt ${attempt}`).toBe('arrived');
    expect(await pathOf(page)).toBe('/cards');
    await expectHeading(page, 'Cards');
    await page.browserContext().close();
    current = undefined;
  }
});
