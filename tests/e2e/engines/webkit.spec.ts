import { expect, test } from '@playwright/test';
import { By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command.js';
import { DEMO_LOCAL, PASSCODE } from '../../support/demo-members';
import { startWebKit, type WebKitSession } from './webkit';

/**
 * The member journeys that matter, in WebKitGTK (docs/testing.md#other-engines): Playwright runs
 * this file beside Chromium's, but the page is MiniBrowser's, driven over WebDriver by Selenium.
 * No `page` or `browser` fixture here: either would start Chromium. One browser for the file, so
 * the journeys run in order and the transactions journey uses the sign-in journey's session.
 */
test.describe.configure({ mode: 'serial' });

let webkit: WebKitSession | undefined;

function browser(): WebDriver {
  if (!webkit) throw new Error('WebKit did not start (see beforeAll).');
  return webkit.driver;
}

test.beforeAll(async () => {
  // WebKitWebDriver and MiniBrowser start in about a second; Xvfb, when needed, in less.
  test.setTimeout(30_000);
  webkit = await startWebKit({ width: 1280, height: 800 });
});

test.afterAll(async () => {
  await webkit?.stop();
  webkit = undefined;
});

test.afterEach(async ({ baseURL }, testInfo) => {
  if (!webkit || testInfo.status === testInfo.expectedStatus) return;
  // What WebKit showed when the journey failed, beside Playwright's report.
  const screenshot = Buffer.from(await webkit.driver.takeScreenshot(), 'base64');
  await testInfo.attach('webkit.png', { body: screenshot, contentType: 'image/png' });
  const url = await webkit.driver.getCurrentUrl();
  await testInfo.attach('webkit.txt', {
    body: `${url} (base ${baseURL ?? '?'})\n${webkit.output()}`,
    contentType: 'text/plain',
  });
});

const url = (baseURL: string | undefined, path: string) => new URL(path, baseURL).toString();

/** An XPath string literal for any text, quotes included. */
const xpathText = (text: string) =>
  text.includes("'") ? `concat('${text.split("'").join(`', "'", '`)}')` : `'${text}'`;

/**
 * The shown field that a <label> names exactly (getByLabel(name, { exact: true })), or that its
 * aria-label names (the digit boxes).
 */
async function field(name: string): Promise<WebElement | null> {
  const driver = browser();
  const labels = await driver.findElements(
    By.xpath(`//label[normalize-space(.)=${xpathText(name)}]`),
  );
  const named = await driver.findElements(By.css(`[aria-label="${name}"]`));
  const candidates: WebElement[] = [...named];
  for (const label of labels) {
    const id = await label.getAttribute('for');
    if (id) candidates.push(...(await driver.findElements(By.id(id))));
  }
  for (const candidate of candidates) {
    if (await candidate.isDisplayed()) return candidate;
  }
  return null;
}

/** Waits for the field named `name` (see `field`). */
async function waitForField(name: string, timeout = 10_000): Promise<WebElement> {
  const found = await browser().wait(
    () => field(name).catch(() => null),
    timeout,
    `a field named '${name}'`,
  );
  if (!found) throw new Error(`No field named '${name}'.`);
  return found;
}

/** The shown, enabled button whose text is `name`. */
async function waitForButton(name: string, timeout = 10_000): Promise<WebElement> {
  const driver = browser();
  const found = await driver.wait(
    async () => {
      const buttons = await driver.findElements(
        By.xpath(`//button[normalize-space(.)=${xpathText(name)}]`),
      );
      for (const button of buttons) {
        if ((await button.isDisplayed()) && (await button.isEnabled())) return button;
      }
      return null;
    },
    timeout,
    `an enabled button '${name}'`,
  );
  if (!found) throw new Error(`No enabled button '${name}'.`);
  return found;
}

/**
 * What the page shows in each element `selector` matches, as innerText: WebKitWebDriver's own
 * element text runs the blocks together, without the line breaks between them.
 */
async function textsOf(selector: string): Promise<string[]> {
  return browser().executeScript<string[]>(
    'return [...document.querySelectorAll(arguments[0])].map((element) => element.innerText);',
    selector,
  );
}

/** The texts its aria-describedby points at: what a screen reader says after its name. */
async function descriptionOf(element: WebElement): Promise<string> {
  return browser().executeScript<string>(
    `const ids = (arguments[0].getAttribute('aria-describedby') || '').split(/\\s+/);
     return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');`,
    element,
  );
}

/** The member's session cookie (httpOnly: WebDriver reads it, the page cannot). */
async function tokenCookie() {
  const cookies = await browser().manage().getCookies();
  return cookies.find((cookie) => cookie.name === 'token');
}

/** The API's answer for the signed-in member: the figures the page must show. */

async function api<T>(baseURL: string | undefined, path: string): Promise<T> {
  const token = await tokenCookie();
  if (!token) throw new Error('No session cookie.');
  const response = await fetch(url(baseURL, path), {
    headers: { cookie: `token=${token.value}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const formatPoints = (value: number) =>
  new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );

/** W3C WebDriver actions, as JSON: the typed Actions builder has no wheel source. */
async function perform(actions: object[]): Promise<void> {
  const driver = browser();
  await driver.execute(new Command(Name.ACTIONS).setParameter('actions', actions));
  await driver.execute(new Command(Name.CLEAR_ACTIONS));
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

async function boxOf(element: WebElement): Promise<Box> {
  return browser().executeScript<Box>(
    `const r = arguments[0].getBoundingClientRect();
     return { left: r.left, top: r.top, width: r.width, height: r.height };`,
    element,
  );
}

/**
 * A trackpad's swipe from right to left across the middle of `over`: a horizontal wheel of 70 %
 * of its width, as Chromium's touch swipe goes from 85 % to 15 % (tests/e2e/carousels.spec.ts). WebKitGTK's
 * WebDriver has no touch input: a 'touch' pointer arrives as a mouse, which drags pictures and
 * scrolls nothing, as in every browser; the carousel's own swipe code ignores a mouse.
 */
async function swipeLeft(over: WebElement): Promise<void> {
  const box = await boxOf(over);
  await perform([
    {
      type: 'wheel',
      id: 'trackpad',
      actions: [
        {
          type: 'scroll',
          origin: 'viewport',
          x: Math.round(box.left + box.width * 0.85),
          y: Math.round(box.top + box.height / 2),
          deltaX: Math.round(box.width * 0.7),
          deltaY: 0,
          duration: 200,
        },
      ],
    },
  ]);
}

/** How much of `slide` shows inside its carousel's track, from 0 to 1 (toBeInViewport's ratio). */
async function shownRatio(slide: WebElement): Promise<number> {
  return browser().executeScript<number>(
    `const slide = arguments[0].getBoundingClientRect();
     const track = arguments[0].parentElement.getBoundingClientRect();
     const overlap = Math.min(slide.right, track.right) - Math.max(slide.left, track.left);
     const shown = Math.max(0, overlap);
     return slide.width > 0 ? shown / slide.width : 0;`,
    slide,
  );
}

test('a member signs in with the mobile number and passcode and sees the dashboard', async ({
  baseURL,
}) => {
  test.setTimeout(30_000);
  const driver = browser();
  await driver.get(url(baseURL, '/login'));
  const mobile = await waitForField('Mobile number');
  await mobile.sendKeys(DEMO_LOCAL.active);
  await expect.poll(() => mobile.getAttribute('value')).toMatch(/^0917\s?000\s?0001$/);
  await (await waitForButton('Continue')).click();

  const first = await waitForField('Digit 1 of 6');
  expect(await first.getAttribute('type')).toBe('password');
  // Typed into the first box, the digits move along the six (as pressSequentially in Chromium).
  await first.sendKeys(PASSCODE);
  const digits = async () => {
    const values: string[] = [];
    for (let digit = 1; digit <= 6; digit += 1) {
      const box = await field(`Digit ${String(digit)} of 6`);
      values.push((await box?.getAttribute('value')) ?? '');
    }
    return values.join('');
  };
  // Never sent unless it is the demo passcode: three wrong ones lock the demo member out.
  await expect.poll(digits, { timeout: 5_000 }).toBe(PASSCODE);
  expect(await driver.switchTo().activeElement().getAttribute('aria-label')).toBe('Digit 6 of 6');
  await (await waitForButton('Continue')).click();

  await expect.poll(() => driver.getCurrentUrl(), { timeout: 15_000 }).toMatch(/\/account$/);
  await expect
    .poll(() => textsOf('main h1'), { timeout: 15_000 })
    .toContain('Welcome, Maria Clara Santos');
  const card = await api<{ balance: number }>(baseURL, '/api/v1/members/me/card');
  await expect
    .poll(async () => (await textsOf('main')).join('\n').split('\n'))
    .toContain(formatPoints(card.balance));
  const header = (await textsOf('header')).join('\n');
  expect(header).toContain('Hi, Maria Clara');
  expect(header).toMatch(/\d{1,3}(,\d{3})*\.\d{2}/);

  const token = await tokenCookie();
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
});

test('the transactions take a typed start date, and an end date before it says so', async ({
  baseURL,
}) => {
  test.setTimeout(30_000);
  const driver = browser();
  await driver.get(url(baseURL, '/account/transactions'));
  const entries = /^Showing \d+ to \d+ of \d+ entries$/;
  const status = async () =>
    (await textsOf('[role="status"]')).find((text) => text.startsWith('Showing')) ?? '';
  await expect.poll(status, { timeout: 10_000 }).toMatch(entries);

  // Typed as digits, the field writes the slashes; a whole date applies without Enter.
  const start = await waitForField('Start date');
  await start.sendKeys('20261101');
  await expect.poll(() => start.getAttribute('value')).toBe('2026/11/01');
  await expect.poll(() => driver.getCurrentUrl()).toMatch(/from=2026-11-01/);
  const since = await api<{ total: number }>(
    baseURL,
    '/api/v1/members/me/transactions?from=2026-11-01&limit=5',
  );
  const total = String(since.total);
  const shown = `Showing 1 to ${String(Math.min(5, since.total))} of ${total} entries`;
  await expect.poll(status).toBe(shown);

  // An end date before the start date is not applied: the field says why; the list stays.
  const end = await waitForField('End date');
  await end.sendKeys('20261001');
  await expect.poll(() => end.getAttribute('value')).toBe('2026/10/01');
  await expect
    .poll(async () => descriptionOf((await field('End date')) ?? end))
    .toContain('The start date must not be after the end date.');
  expect(await driver.getCurrentUrl()).not.toMatch(/[?&]to=/);
  expect(await driver.findElements(By.css('[role="dialog"]'))).toHaveLength(0);
  expect((await textsOf('main')).join('\n')).not.toContain(
    'Your transactions could not be loaded.',
  );
  expect(await status()).toBe(shown);
});

test('the offers page comes rendered, the app takes over, and its carousel swipes', async ({
  baseURL,
}) => {
  test.setTimeout(30_000);
  const driver = browser();
  await driver.get(url(baseURL, '/new-this-month'));
  // The server's page: its root says who it was drawn for, and its heading is there.
  const root = await driver.findElement(By.id('root'));
  expect(await root.getAttribute('data-rendered')).toMatch(/^(visitor|member)$/);
  await expect.poll(() => textsOf('main h1')).toEqual(["What's New in this month"]);
  const carousel = await driver.findElement(
    By.css('[aria-roledescription="carousel"][aria-label="Exclusive offers"]'),
  );
  await driver.executeScript(
    "arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' });",
    carousel,
  );
  const slides = await carousel.findElements(By.css('[aria-roledescription="slide"]'));
  expect(slides.length).toBeGreaterThan(1);
  const [firstSlide, secondSlide] = slides;
  if (!firstSlide || !secondSlide) throw new Error('The carousel has no second slide.');
  const shownSlide = async () => {
    const labels = await Promise.all(
      slides.map(async (slide) =>
        (await slide.getAttribute('aria-hidden')) === 'true'
          ? ''
          : await slide.getAttribute('aria-label'),
      ),
    );
    return labels.filter(Boolean).join(',');
  };
  await expect.poll(shownSlide).toMatch(/^1 of \d+$/);
  expect(await shownRatio(firstSlide)).toBeGreaterThan(0.8);

  // Swiped as the page arrives, as a member does, whether or not the app runs yet.
  await swipeLeft(carousel);
  // The app takes the page over: it marks #root once its first render is on screen
  // (tests/e2e/hold-the-app.ts, appRunning), and the heading stays.
  await expect
    .poll(async () => (await driver.findElements(By.css('#root[data-interactive]'))).length, {
      timeout: 15_000,
    })
    .toBe(1);
  expect(await textsOf('main h1')).toEqual(["What's New in this month"]);

  await expect.poll(shownSlide, { timeout: 5_000 }).toMatch(/^2 of \d+$/);
  const second = await carousel.findElement(
    By.xpath(".//button[normalize-space(.)='Go to slide 2']"),
  );
  await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
  // As in Chromium: the track comes to rest on the second slide, the first out of sight. (In
  // WebKitGTK 2.50 a wheel scroll is animated and not snapped at its end; the track keeps the
  // first slide's edge in sight unless the carousel aligns it with the slide it settled on.)
  await expect.poll(() => shownRatio(secondSlide), { timeout: 3_000 }).toBeGreaterThan(0.8);
  await expect.poll(() => shownRatio(firstSlide), { timeout: 3_000 }).toBe(0);
});
