import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets of issue 9. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const WIDTHS = [
  { name: '360 px', width: 360, height: 780 },
  { name: '1280 px', width: 1280, height: 800 },
] as const;

/**
 * Waits until the page shows content rather than a pending view: the app has rendered its main
 * landmark with text in it, no skeleton (role=status with aria-busy) is left, fonts are loaded,
 * and entrance animations (a fading-in notice or dialog) have finished, so colours are measured
 * as people see them. Endless animations are ignored.
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toContainText(/\S/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

export interface ScanOptions {
  /** Only this part of the page (e.g. an open dialog), as a CSS selector. */
  include?: string;
  /** Elements that cannot be checked, each with a reason in the caller. */
  exclude?: string[];
}

/**
 * Runs axe-core with the WCAG A/AA tags and fails (softly, so one run lists every page) with one
 * readable line per violation and node:
 * rule id, impact, target selectors and help text.
 */
export async function expectNoViolations(
  page: Page,
  label: string,
  options: ScanOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const lines = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  ${violation.id} [${violation.impact ?? 'n/a'}] ${node.target.join(' ')}: ${violation.help}` +
        (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
    ),
  );
  expect.soft(lines, `axe violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}
