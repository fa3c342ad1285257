import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { waitForContent } from './a11y';
import { loginForm } from './auth-helpers';
import { appRunning } from './hold-the-app';

/**
 * Motion (WCAG 2.3.3, 2.2.2; docs/statecharts/carousel.md). The slide interval runs on
 * Playwright's clock.
 */

/** The carousels of tiles (offers, cards, marketing), which never move by themselves. */
const CAROUSEL_PAGES = [
  { path: '/', width: 1280, tiles: ['Why Go Rewards slides'] },
  { path: '/new-this-month', width: 1280, tiles: ['Exclusive offers'] },
  // The card groups become carousels below 480 px (docs/decisions/0025-content-pages.md).
  { path: '/cards', width: 360, tiles: ['Go Rewards Payment Cards', 'Go Rewards Credit Cards'] },
] as const;

const isTiles = (tiles: readonly string[], { label }: CarouselState) => tiles.includes(label);

interface CarouselState {
  label: string;
  slide: string;
}

async function carousels(page: Page): Promise<CarouselState[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-roledescription="carousel"]')]
      .filter((carousel) => carousel.querySelectorAll('[aria-roledescription="slide"]').length > 1)
      .map((carousel) => ({
        label: carousel.getAttribute('aria-label') ?? '',
        slide:
          carousel
            .querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')
            ?.getAttribute('aria-label') ?? 'none',
      })),
  );
}

/** A featured block can arrive after the rest of the page, with nothing busy in between. */
async function carouselsShown(page: Page, path: string): Promise<CarouselState[]> {
  await expect
    .poll(async () => (await carousels(page)).length, { message: `a carousel on ${path}` })
    .toBeGreaterThan(0);
  return carousels(page);
}

async function openAt(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await waitForContent(page);
}

async function longestMotion(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      // A detached element has an empty computed style: say so rather than measure nothing.
      if (!element.isConnected) throw new Error('the element left the page while measured');
      const style = getComputedStyle(element);
      const ms = (list: string) =>
        list.split(',').map((value) => {
          const text = value.trim();
          return text.endsWith('ms') ? Number.parseFloat(text) : Number.parseFloat(text) * 1000;
        });
      const times = (durations: string, delays: string) => {
        const delay = ms(delays);
        return ms(durations).map(
          (duration, index) => duration + (delay[index % delay.length] ?? 0),
        );
      };
      return Math.max(
        ...times(style.transitionDuration, style.transitionDelay),
        ...times(style.animationDuration, style.animationDelay),
      );
    });
}

test.describe('motion (WCAG 2.2.2, 2.3.3)', () => {
  test('with reduced motion no carousel moves on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    for (const { path, width, tiles } of CAROUSEL_PAGES) {
      await openAt(page, path, width);
      // Slides would move on the app's timer: the clock runs once the app does (nothing is tapped).
      await appRunning(page);
      const before = await carouselsShown(page, path);
      await page.clock.runFor(30_000);
      expect(await carousels(page), path).toEqual(before);
      for (const state of before) {
        // Tiles never move, so they offer no Play; a banner stopped for reduced motion does.
        const play = page.getByRole('button', { name: `Play ${state.label}` });
        if (isTiles(tiles, state)) await expect(play).toHaveCount(0);
        else await expect(play).toBeVisible();
      }
    }
  });

  test('without reduced motion the banners move, and Pause stops them; tiles stay', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    for (const { path, width, tiles } of CAROUSEL_PAGES) {
      await openAt(page, path, width);
      // Slides move on the app's timer: the clock runs once the app does (nothing is tapped yet).
      await appRunning(page);
      // The pointer would hold a carousel; keep it away.
      await page.mouse.move(0, 0);
      const before = await carouselsShown(page, path);
      expect(
        before.filter((state) => isTiles(tiles, state)).map(({ label }) => label),
        `the carousels of tiles on ${path}`,
      ).toEqual(tiles);
      await page.clock.runFor(6_500);
      const moved = await carousels(page);
      for (const [index, state] of before.entries()) {
        const now = moved[index]?.slide;
        if (isTiles(tiles, state)) expect(now, `${state.label} on ${path} stays`).toBe(state.slide);
        else expect(now, `${state.label} on ${path} moves`).not.toBe(state.slide);
      }

      const banners = before.filter((state) => !isTiles(tiles, state));
      for (const { label } of banners) {
        const pause = page.getByRole('button', { name: `Pause ${label}` });
        await pause.scrollIntoViewIfNeeded();
        await pause.click();
        await expect(page.getByRole('button', { name: `Play ${label}` })).toBeVisible();
      }
      await page.mouse.move(0, 0);
      const paused = await carousels(page);
      await page.clock.runFor(30_000);
      expect(await carousels(page), `${path} paused`).toEqual(paused);
    }
  });

  test('with reduced motion fades and transitions are off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAt(page, '/promos', 1280);
    const toggle = page.getByRole('button', { name: 'Featured Offers' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const collapse = '[data-state="collapsed"]';
    expect(await longestMotion(page, collapse)).toBeLessThanOrEqual(0.01);
    // Hidden at once, not after the 500 ms fade.
    await expect(page.locator(collapse)).toHaveCSS('visibility', 'hidden', { timeout: 100 });

    await openAt(page, '/', 1280);
    expect(await longestMotion(page, '[aria-roledescription="slide"]')).toBeLessThanOrEqual(0.01);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    // The modal's code loads on first open behind a 'Loading…' stand-in dialog of the same name;
    // measure the real one, once its field is there.
    await loginForm(page);
    expect(await longestMotion(page, 'dialog[open]')).toBeLessThanOrEqual(0.01);
  });

  test('without reduced motion the same elements do fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openAt(page, '/promos', 1280);
    await page.getByRole('button', { name: 'Featured Offers' }).click();
    expect(await longestMotion(page, '[data-state="collapsed"]')).toBeGreaterThanOrEqual(500);
    await openAt(page, '/', 1280);
    expect(await longestMotion(page, '[aria-roledescription="slide"]')).toBeGreaterThanOrEqual(300);
  });
});
