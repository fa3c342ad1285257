import { expect, type Page } from '@playwright/test';

/** The app's entry script (Vite names it index-<hash>.js): held until `release` is called. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The server's page as soon as it is parsed: its entry script is asked for and held. */
export async function openHeld(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-rendered]')).toBeAttached();
  await expect(page.locator('#root[data-interactive]')).toHaveCount(0);
}

export const appRunning = (page: Page) =>
  expect(page.locator('#root[data-interactive]')).toBeAttached({ timeout: 15_000 });
