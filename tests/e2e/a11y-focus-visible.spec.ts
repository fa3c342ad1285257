import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { holdTheApp, openHeld } from './hold-the-app';
import { tabTo } from './keyboard';

/**
 * WCAG 2.2 SC 2.4.11: focus is never hidden by the page's own fixed or sticky content. A
 * fresh context, so the cookie notice is shown, as on a first visit.
 */

const WIDTHS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
] as const;
const ROUTES = ['/', '/partners', '/promos'] as const;
const TABS = 40;
const SHIFT_TABS = 25;

interface FocusCover {
  focus: string;
  covers: (string | null)[];
  middleCover: string | null;
}

/** Once scrolled into view (a frame later): what is drawn at its top, middle and bottom instead. */
async function focusCover(page: Page): Promise<FocusCover | null> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 30);
      return `<${element.tagName.toLowerCase()} class="${element.className}"> "${name}"`;
    };
    const overlay = (element: Element): Element | null => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    // A visually hidden checkbox is drawn by its label: the label is part of the control.
    const labels = focused instanceof HTMLInputElement ? Array.from(focused.labels ?? []) : [];
    const related = (drawn: Element | null) =>
      !drawn ||
      drawn.contains(focused) ||
      focused.contains(drawn) ||
      labels.some((label) => label.contains(drawn));
    const box = focused.getBoundingClientRect();
    const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);
    const x = clamp(box.left + box.width / 2, window.innerWidth);
    const drawnAt = [box.top + 2, box.top + box.height / 2, box.bottom - 2].map((y) =>
      document.elementFromPoint(x, clamp(y, window.innerHeight)),
    );
    const covers = drawnAt.map((drawn) => {
      if (!drawn || related(drawn)) return null;
      const cover = overlay(drawn);
      return cover && !cover.contains(focused) ? describe(cover) : describe(drawn);
    });
    const middle = drawnAt[1] ?? null;
    const middleOverlay = middle && !related(middle) ? overlay(middle) : null;
    return {
      focus: `${describe(focused)} at ${String(Math.round(box.top))}–${String(Math.round(box.bottom))}`,
      covers,
      middleCover:
        middleOverlay && !middleOverlay.contains(focused) ? describe(middleOverlay) : null,
    };
  });
}

/** Backwards from the cookie notice's button, so the footer is walked under the notice. */
async function hiddenFocus(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const check = async (key: string, press: number) => {
    await page.keyboard.press(key);
    const cover = await focusCover(page);
    const where = `${label}, ${key} ${String(press)}`;
    if (cover?.middleCover)
      problems.push(`${where}: ${cover.focus} has ${cover.middleCover} over its middle`);
    else if (cover?.covers.every((drawn) => drawn !== null))
      problems.push(`${where}: ${cover.focus} is hidden by ${cover.covers.join(', ')}`);
  };
  for (let press = 1; press <= TABS; press += 1) await check('Tab', press);
  await page
    .getByRole('region', { name: 'Your Privacy' })
    .getByRole('button', { name: 'Got it' })
    .focus();
  for (let press = 1; press <= SHIFT_TABS; press += 1) await check('Shift+Tab', press);
  return problems;
}

/** At the page's end: the room between the lowest footer control and the cookie notice's top. */
async function footerClearance(page: Page): Promise<number> {
  const noticeTop = await page.getByRole('region', { name: 'Your Privacy' }).evaluate((notice) => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    return notice.getBoundingClientRect().top;
  });
  const lowestLink = await page
    .getByRole('contentinfo')
    .evaluate((footer) =>
      Math.max(
        ...Array.from(footer.querySelectorAll('a, button')).map(
          (link) => link.getBoundingClientRect().bottom,
        ),
      ),
    );
  return noticeTop - lowestLink;
}

test.describe('focus not obscured', () => {
  for (const size of WIDTHS) {
    for (const route of ROUTES) {
      test(`${route} at ${String(size.width)} px: Tab and Shift+Tab never leave focus under the header, the cookie notice or the slide-in`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        // Not the first visit (on a phone's first nothing slides in), so the slide-in can come.
        await page.addInitScript(() => window.localStorage.setItem('gr.visited', '1'));
        await page.goto(route);
        await expect(page.locator('main#main')).toContainText(/\S/);
        await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeVisible();
        if (route === '/') {
          // A scroll brings the slide-in; back at the top, the walk starts under it.
          await page.mouse.wheel(0, size.height);
          await expect(
            page.getByRole('complementary', { name: 'Holiday Raffle 2026' }),
          ).toBeVisible();
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        }
        expect(await hiddenFocus(page, `${route} at ${String(size.width)} px`)).toEqual([]);
        expect(
          await footerClearance(page),
          'room between the last footer link and the notice',
        ).toBeGreaterThan(0);
      });
    }
  }

  test('/partners at 360 px before the app runs: focus is kept clear of the header and the cookie notice from the first paint', async ({
    page,
  }) => {
    await page.setViewportSize(WIDTHS[0]);
    const release = await holdTheApp(page);
    await openHeld(page, '/partners');
    await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeVisible();
    expect(await hiddenFocus(page, '/partners at 360 px before the app')).toEqual([]);
    expect(
      await footerClearance(page),
      'room between the last footer link and the notice',
    ).toBeGreaterThan(0);
    release();
  });
});

test('the home slide-in gives way when it comes in over the control that has focus', async ({
  page,
}) => {
  // The page's timers wait for the test, so focus is in place before the slide-in's delay ends.
  await page.clock.install();
  // Not this phone's first visit: on the first, nothing slides in at all.
  await page.addInitScript(() => window.localStorage.setItem('gr.visited', '1'));
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await expect(page.locator('main#main')).toContainText(/\S/);
  await page
    .getByRole('region', { name: 'Your Privacy' })
    .getByRole('button', { name: 'Got it' })
    .focus();
  await tabTo(page, page.getByRole('link', { name: 'Go Rewards on Twitter' }), {
    backwards: true,
  });
  const slideIn = page.getByRole('complementary', { name: 'Holiday Raffle 2026' });
  await expect(slideIn).toBeHidden();
  // 15 s on the page without scrolling: the slide-in comes (docs/design.md, "Phone first").
  await page.clock.runFor(15_000);
  // Only a shown slide-in that closed remembers it for the visit; nobody pressed its buttons.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('gr.slideIn.dismissed')))
    .toBe('1');
  await expect(slideIn).toBeHidden();
  await expect(page.getByRole('link', { name: 'Go Rewards on Twitter' })).toBeFocused();
});

async function controlled(page: Page, toggle: Locator): Promise<Locator> {
  return page.locator(`[id="${String(await toggle.getAttribute('aria-controls'))}"]`);
}

test.describe('header menus close when focus leaves them', () => {
  test('at 1280 px a sub-menu closes when Tab leaves it, and on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Promos' });
    const panel = await controlled(page, toggle);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('link', { name: 'New This Month' }));
    await expect(panel, 'open while focus moves inside it').toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Shop Online' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await tabTo(page, toggle, { backwards: true });
    await page.keyboard.press('Enter');
    await tabTo(page, panel.getByRole('link', { name: 'All Offers' }));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('at 360 px the menu drawer closes when Tab leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const drawer = await controlled(page, menu);
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'Help Center' }));
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Go Rewards home' }),
    ).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeHidden();
  });
});
