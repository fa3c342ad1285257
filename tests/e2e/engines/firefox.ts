import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/**
 * Debian's Firefox ESR driven over WebDriver BiDi by Puppeteer (docs/testing.md#other-engines):
 * Playwright's Firefox needs its own patched build, which cannot be downloaded here, and its
 * `moz-firefox` channel sends commands this ESR does not know.
 */
const INSTALL =
  'Firefox ESR was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y firefox-esr`) ' +
  'or set FIREFOX_PATH to a Firefox binary, then run the tests again.';

export function findFirefox(): string {
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error(INSTALL);
  return found;
}

export interface Firefox {
  browser: Browser;
  /** Where a download lands, unasked: Firefox's own download folder for this run. */
  downloads: string;
  stop: () => Promise<void>;
}

export async function startFirefox(): Promise<Firefox> {
  const downloads = mkdtempSync(path.join(tmpdir(), 'gr-firefox-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    // The window is the viewport: BiDi's viewport override also sets a screen orientation,
    // which this ESR does not know. Firefox's window is at least 450 px wide.
    defaultViewport: null,
    args: ['--width=1280', '--height=800'],
    extraPrefsFirefox: {
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      // Firefox offers a generated password under a new-password field, in a popup no page can
      // see, over the next field: a member dismisses it, a test would tap the popup instead.
      'signon.generation.enabled': false,
    },
  });
  return {
    browser,
    downloads,
    stop: async () => {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

/**
 * `expect.poll`, whose reader may fail while a page is being replaced (a destroyed context, a
 * document with no body yet): Playwright fails a poll at its reader's first throw; here that
 * read is one more wrong answer, and the poll goes on until its time is up.
 */
export function poll<T>(read: () => Promise<T>, options?: { timeout?: number; message?: string }) {
  return expect.poll(
    () =>
      read().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    options,
  );
}

/**
 * The selector of the element with this accessible role and name, as a member finds it. Taps and
 * typing go through element handles: Puppeteer's Locator actions wait on checks this ESR does not
 * answer.
 */
export const role = (name: string, kind: string): string =>
  `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(kind)}])`;
/**
 * The selector of the form field whose label starts so (a required field's label ends in a
 * mark), or whose aria-label is so. Not the accessibility tree: Firefox gives a password field no
 * role there, and Puppeteer's ARIA query then finds another element of that name.
 */
export const field = (label: string): string =>
  `::-p-xpath(//*[@id = //label[starts-with(normalize-space(), "${label}")]/@for] | //*[@aria-label = "${label}"])`;

export async function tap(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 10_000 });
  if (!element) throw new Error(`nothing matches ${selector}`);
  // A member brings what they tap to the middle of the screen, clear of the bars pinned to its
  // edges, and taps it where it has come to rest (a step that has just rendered may still move
  // it). Puppeteer would tap it wherever it is, under them, or where it was a frame ago.
  const covered = await element.evaluate(async (target) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let onTop = '';
    for (let tries = 0; tries < 10; tries += 1) {
      // At once: the portal scrolls smoothly, and Puppeteer would tap the point it had mid-way.
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      let last = '';
      for (let frames = 0; frames < 30; frames += 1) {
        await frame();
        const box = JSON.stringify(target.getBoundingClientRect());
        if (box === last) break;
        last = box;
      }
      const box = target.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (top && (top === target || target.contains(top))) return '';
      onTop = top?.outerHTML.slice(0, 120) ?? 'nothing';
    }
    return onTop;
  });
  if (covered) throw new Error(`${selector} stays covered by ${covered}`);
  await element.click();
}

/**
 * Types into a field: focused as Puppeteer's own `type` does it (a pointer tap on a field in this
 * ESR sometimes lands beside it), everything in it selected, then typed over key by key.
 */
export async function fill(page: Page, selector: string, text: string): Promise<void> {
  await focus(page, selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

export async function focus(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 10_000 });
  if (!element) throw new Error(`nothing matches ${selector}`);
  await element.focus();
  await poll(() => element.evaluate((target) => target === document.activeElement), {
    message: `${selector} has the focus`,
  }).toBe(true);
}

export const valueOf = (page: Page, selector: string): Promise<string> =>
  page.$eval(selector, (element) => (element as HTMLInputElement).value);

/** Every text of the page's main area and dialogs, as one string. */
export const pageText = (page: Page): Promise<string> =>
  page.evaluate(() => document.body.innerText);

export async function expectText(page: Page, text: string | RegExp, timeout = 10_000) {
  await poll(() => pageText(page), { timeout, message: `the page says ${String(text)}` }).toMatch(
    typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text,
  );
}

export async function expectHeading(page: Page, name: string | RegExp, timeout = 10_000) {
  await poll(
    () =>
      page.evaluate(() =>
        [...document.querySelectorAll('h1')].map((heading) => heading.textContent.trim()),
      ),
    { timeout, message: `an h1 ${String(name)}` },
  ).toContainEqual(typeof name === 'string' ? name : expect.stringMatching(name));
}

/** Where the page is, asked of the page: this ESR tells Puppeteer of no history.pushState. */
export const pathOf = (page: Page): Promise<string> =>
  page.evaluate(() => `${location.pathname}${location.search}`);

/** The file Firefox saved in its download folder, once it is whole. */
export async function downloaded(
  folder: string,
  timeout = 15_000,
): Promise<{ name: string; text: string }> {
  let name = '';
  await expect
    .poll(
      () => {
        // Firefox writes <name>.part and leaves an empty <name> beside it until the end.
        const files = readdirSync(folder);
        if (files.some((file) => file.endsWith('.part'))) return '';
        name = files.find((file) => statSync(path.join(folder, file)).size > 0) ?? '';
        return name;
      },
      { timeout, message: 'a downloaded file' },
    )
    .not.toBe('');
  return { name, text: readFileSync(path.join(folder, name), 'utf8') };
}
