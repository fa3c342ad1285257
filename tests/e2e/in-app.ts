import type { Page } from '@playwright/test';

interface AppRouter {
  navigate: (options: { href: string }) => Promise<void>;
}

/** Waits until the app has taken the page (hydrated the server's HTML, or rendered its own). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Opens `path` the way a click on a link does: the app already running, the browser calling the
 * page's api. A page's first load is rendered by the server, which makes those calls itself
 * (decision 0054); a test of what a member sees while a call is slow or failing navigates here.
 * It starts from an unknown path, whose Page Not Found view calls nothing of its own.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.goto('/in-app-start');
  await appReady(page);
  await page.evaluate((href) => {
    // TanStack Router keeps the browser's router here (its devtools read it too).
    const router = (window as unknown as { __TSR_ROUTER__?: AppRouter }).__TSR_ROUTER__;
    if (!router) throw new Error('The app has no router.');
    // Not awaited: the test looks at the page while the navigation is still loading.
    void router.navigate({ href });
  }, path);
}
