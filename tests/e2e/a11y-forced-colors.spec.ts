import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoViolations, waitForContent } from './a11y';

/**
 * Forced colours (Windows High Contrast, docs/design.md): the system paints text, backgrounds and
 * borders in its few colours and drops shadows and background pictures. Every control, focus ring
 * and state must still be seen.
 */
test.use({ reducedMotion: 'reduce' });

const ROUTES = ['/', '/promos', '/login', '/partners/bahay-builders-depot'] as const;

async function forced(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
}

/** What the system still draws of a control, and of a dot or mark drawn before it. */
function drawn(control: Locator) {
  return control.evaluate((element) =>
    [getComputedStyle(element), getComputedStyle(element, '::before')]
      .map((style) =>
        [
          style.color,
          style.backgroundColor,
          style.borderTopStyle === 'none'
            ? 'no border'
            : `${style.borderTopWidth} ${style.borderTopColor}`,
          style.outlineStyle === 'none'
            ? 'no outline'
            : `${style.outlineWidth} ${style.outlineColor}`,
          style.textDecorationLine,
        ].join(' | '),
      )
      .join(' || '),
  );
}

test.describe('forced colours', () => {
  // The suite's budget: about a minute and a half on a quiet machine.
  test.describe.configure({ timeout: 90_000 });

  for (const width of [360, 1280]) {
    test(`at ${String(width)} px the pages have no axe violations`, async ({ page }) => {
      await forced(page, width);
      for (const route of ROUTES) {
        await page.goto(route);
        await waitForContent(page);
        await expectNoViolations(page, `${route} at ${String(width)} px, forced colours`);
      }
    });
  }

  test('every control reached by Tab shows a focus ring the system draws', async ({ page }) => {
    await forced(page, 1280);
    const missing: string[] = [];
    for (const route of ['/', '/promos']) {
      await page.goto(route);
      await waitForContent(page);
      await page.locator('body').focus();
      for (let press = 0; press < 45; press += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return null;
          const style = getComputedStyle(focused);
          const width = parseFloat(style.outlineWidth);
          const name =
            focused.getAttribute('aria-label') ?? focused.textContent.trim().slice(0, 40);
          return {
            name: `${focused.tagName.toLowerCase()} "${name}"`,
            seen: style.outlineStyle !== 'none' && width >= 2,
          };
        });
        if (ring && !ring.seen) missing.push(`${route}: ${ring.name}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  test('a state told by colour alone is still seen: the current slide, the chosen layout and category', async ({
    page,
  }) => {
    await forced(page, 1280);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured', exact: true });
    const dots = hero.getByRole('button', { name: /^Go to slide/ });
    const current = dots.and(hero.locator('[aria-current="true"]'));
    const other = dots.and(hero.locator(':not([aria-current])')).first();
    await expect(current).toHaveCount(1);
    expect(await drawn(current)).not.toBe(await drawn(other));

    await page.goto('/promos');
    await waitForContent(page);
    const grid = page.getByRole('button', { name: 'Grid' });
    const list = page.getByRole('button', { name: 'List' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(await drawn(grid)).not.toBe(await drawn(list));

    const filters = page.getByRole('button', { name: 'Filters' });
    if (await filters.isVisible()) await filters.click();
    const chips = page.getByRole('group', { name: 'Categories' }).locator('label');
    await chips.first().click();
    const chosen = chips.filter({ has: page.locator('input:checked') }).first();
    const notChosen = chips.filter({ has: page.locator('input:not(:checked)') }).first();
    await expect(chosen).toHaveCount(1);
    expect(await drawn(chosen)).not.toBe(await drawn(notChosen));
  });
});
