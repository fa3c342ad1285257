import { expect, type Locator, type Page } from '@playwright/test';

export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : '';
    const name = element.getAttribute('aria-label') ?? label ?? '';
    const text = name || element.textContent.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${text}"`;
  });
}

export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return presses;
  }
  throw new Error(
    `${String(max)} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}; focus is on ${await describeFocus(page)}`,
  );
}

/** Marks the Tab stops inside `scope` with `data-tab-order`; -1 for no focus. */
export async function markTabOrder(scope: Locator): Promise<{ count: number; start: number }> {
  return scope.evaluate((root) => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const controls = Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
      (element) =>
        !element.matches(':disabled') &&
        element.tabIndex >= 0 &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
    controls.forEach((element, index) => element.setAttribute('data-tab-order', String(index)));
    const active = document.activeElement;
    return {
      count: controls.length,
      start: controls.findIndex((element) => element === active),
    };
  });
}

export interface FocusIndicator {
  width: number;
  contrast: number;
  description: string;
}

/** Against the nearest opaque background behind the element (WCAG 2.4.7, 1.4.11's 3:1). */
export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { width: 0, contrast: 0, description: 'nothing focused' };
    }
    const parse = (color: string): [number, number, number, number] | null => {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      if (!match) return null;
      return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4] ?? '1')];
    };
    const luminance = ([r, g, b]: [number, number, number, number]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (
      a: [number, number, number, number],
      b: [number, number, number, number],
    ): number => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    let background: [number, number, number, number] = [255, 255, 255, 1];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color && color[3] === 1) {
        background = color;
        break;
      }
    }
    const style = getComputedStyle(element);
    const description = `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 30)}"`;
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const outlineColor = parse(style.outlineColor);
    if (outlineWidth > 0 && outlineColor) {
      return { width: outlineWidth, contrast: ratio(outlineColor, background), description };
    }
    // Rings drawn as box-shadows: "color 0px 0px 0px 3px, color 0px 0px 0px 6px"; the outermost
    // ring is what shows against the background, the widest spread is its width.
    const rings = Array.from(
      style.boxShadow.matchAll(
        /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/g,
      ),
    ).map((match) => ({ color: parse(match[1] ?? ''), spread: Number(match[5]) }));
    const outer = rings.sort((a, b) => b.spread - a.spread)[0];
    if (!outer?.color || outer.spread <= 0) return { width: 0, contrast: 0, description };
    const inner = rings[1];
    return {
      width: outer.spread - (inner?.spread ?? 0),
      contrast: ratio(outer.color, background),
      description,
    };
  });
}

export async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const indicator = await focusIndicator(page);
  expect(
    indicator.width,
    `focus ring width of ${what} (${indicator.description})`,
  ).toBeGreaterThanOrEqual(2);
  expect(
    indicator.contrast,
    `focus ring contrast of ${what} (${indicator.description})`,
  ).toBeGreaterThanOrEqual(3);
}

export async function skipToContent(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toContainText(/\S/);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { max: 1 });
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}
