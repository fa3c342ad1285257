import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { appRunning, holdTheApp, openHeld } from './hold-the-app';

/**
 * Carousels that swipe (docs/specification.md#carousels; machines/carousel/carousel.md): a touch
 * swipe moves a carousel one slide, card and offer carousels never move by themselves and show
 * the start of the next slide, banners keep their autoplay.
 */

const PHONE = { width: 360, height: 800 } as const;

const slidesOf = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');
const shownSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/**
 * A finger drawn across the middle of `over`, between 85 % and 15 % of its width, as a phone
 * sends it: right to left brings the next slide, left to right the one before.
 */
async function swipe(page: Page, over: Locator, towards: 'left' | 'right'): Promise<void> {
  const box = await over.boundingBox();
  if (!box) throw new Error('Nothing to swipe on.');
  const y = Math.round(box.y + box.height / 2);
  const right = Math.round(box.x + box.width * 0.85);
  const left = Math.round(box.x + box.width * 0.15);
  const [from, to] = towards === 'left' ? [right, left] : [left, right];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: Math.round(from + ((to - from) * step) / steps), y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function openCards(page: Page): Promise<Locator> {
  await page.goto('/cards');
  // The server draws the groups as grids (it cannot know the width); the carousel comes after.
  const carousel = page.locator('#payment-cards [aria-roledescription="carousel"]');
  await expect(slidesOf(carousel)).toHaveCount(5);
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

test.describe('carousels on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a swipe from right to left brings the second card', async ({ page }) => {
    const carousel = await openCards(page);
    const slides = slidesOf(carousel);
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.8 });

    await swipe(page, slides.nth(0), 'left');

    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.8 });
    await expect(slides.nth(0)).not.toBeInViewport();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(shownSlide(carousel)).toHaveAttribute('aria-label', '2 of 5');
  });

  test('a card carousel shows the start of the next card', async ({ page }) => {
    const carousel = await openCards(page);
    const slides = slidesOf(carousel);
    await expect(slides.nth(1)).toBeVisible();
    const area = await carousel.boundingBox();
    const first = await slides.nth(0).boundingBox();
    const second = await slides.nth(1).boundingBox();
    if (!area || !first || !second) throw new Error('A carousel or slide is not drawn.');
    // The first card fills most of the width; the second begins after it and inside the carousel.
    expect(first.width).toBeGreaterThan(area.width * 0.7);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    expect(second.x).toBeLessThan(area.x + area.width - 16);
  });

  test('a card carousel does not move by itself', async ({ page }) => {
    await page.clock.install();
    const carousel = await openCards(page);
    await page.clock.runFor(7_000);
    await expect(shownSlide(carousel)).toHaveAttribute('aria-label', '1 of 5');
    await expect(slidesOf(carousel).nth(0)).toBeInViewport({ ratio: 0.8 });
    // Nothing moves, so there is nothing to pause.
    await expect(carousel.getByRole('button', { name: /^(Pause|Play)/ })).toHaveCount(0);
  });

  test('an offer carousel swiped before the app runs stays on the slide it was swiped to', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await openHeld(page, '/new-this-month');
    const carousel = page.getByRole('region', { name: 'Exclusive offers' });
    const slides = slidesOf(carousel);
    await carousel.scrollIntoViewIfNeeded();
    await swipe(page, slides.nth(0), 'left');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.8 });
    await expect(slides.nth(0)).not.toBeInViewport();

    release();
    await appRunning(page);
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(shownSlide(carousel)).toHaveAttribute('aria-label', /^2 of \d+$/);
    // The page is where the member left it as the app starts: the carousel is still in view.
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.8 });
    await expect(slides.nth(0)).not.toBeInViewport();
  });

  test('a banner swiped before the app runs shows the next banner once it runs, and back', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdTheApp(page);
    await openHeld(page, '/');
    const banners = page.getByRole('region', { name: 'Banners', exact: true });
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^1 of \d+$/);
    // On a phone the banner list follows the hero and the Rewards Shop.
    await banners.scrollIntoViewIfNeeded();
    await swipe(page, shownSlide(banners), 'left');

    release();
    await appRunning(page);
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^2 of \d+$/);
    await swipe(page, shownSlide(banners), 'right');
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^1 of \d+$/);
  });

  test('banners still move by themselves, and not for reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Banners', exact: true });
    await appRunning(page);
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^1 of \d+$/);
    await page.clock.runFor(7_000);
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^2 of \d+$/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await appRunning(page);
    await page.clock.runFor(7_000);
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^1 of \d+$/);
  });
});
