import { test as base, type BrowserContext, type Page } from '@playwright/test';

async function untilInteractive(page: Page): Promise<void> {
  // A locator, not waitForFunction: it runs apart from the page's own timers (page.clock).
  // A document without #root (a handoff page, a file) has nothing to wait for.
  await page
    .locator(':root:not(:has(#root)), #root[data-interactive]')
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * `goto`, `reload`, `goBack` and `goForward` return once the app has taken the page (src/main.tsx
 * marks #root). A member's page is never kept in the back-forward cache (no-store), so going back
 * loads it again, and its scripts come after its load event (decision 0055).
 */
function waitForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goBack = async (options) => {
    const response = await goBack(options);
    await untilInteractive(page);
    return response;
  };
  page.goForward = async (options) => {
    const response = await goForward(options);
    await untilInteractive(page);
    return response;
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilInteractive(page);
    return response;
  };
}

function waitForTheAppIn(context: BrowserContext): void {
  context.on('page', waitForTheApp);
  for (const page of context.pages()) waitForTheApp(page);
}

/**
 * The browser tests' `test`. A page the server rendered shows before its script has taken it
 * (decision 0054), and a click that lands in between does nothing: in every page a test opens
 * (its own, a second tab, another browser context), `goto`, `reload` and going back or forward
 * return once the app
 * answers input, as a member's first tap usually finds it. Forms also wait by themselves (their
 * fieldset is disabled until then). Pages without JavaScript are left as they are.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForTheAppIn(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) waitForTheAppIn(context);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitForTheApp(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
