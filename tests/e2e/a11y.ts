import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type ContextObject, type RunOptions } from 'axe-core';

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

/** axe-core as loaded into the page by loadAxe. */
interface AxeWindow {
  axe?: { run(context: ContextObject, options: RunOptions): Promise<AxeResults> };
}

/**
 * Loads axe-core into the page once per document. Routes reached in the app keep the same
 * document, so a run of scans pays for the 1.5 MB script once, not once a scan (as
 * @axe-core/playwright does, which also opens a blank page per scan to merge frame results: about
 * 1.5 s a scan against 0.3 s here).
 */
async function loadAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
}

/**
 * Runs axe-core with the WCAG A/AA tags and fails (softly, so one run lists every page) with one
 * readable line per violation and node:
 * rule id, impact, target selectors and help text.
 *
 * Frames: the only frame the app shows is the partner page's OpenStreetMap embed, a third party's
 * page (and unreachable here); the <iframe> element itself is checked (its title), its content is not.
 */
export async function expectNoViolations(
  page: Page,
  label: string,
  options: ScanOptions = {},
): Promise<void> {
  const lines = await violations(page, options);
  expect.soft(lines, `axe violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}

/** axe-core's WCAG A/AA violations on the page, one line per violation and node. */
export async function violations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  await loadAxe(page);
  const results = await page.evaluate(
    ({ context, tags }) => {
      const runner = (window as AxeWindow).axe;
      if (!runner) throw new Error('axe-core is not loaded');
      return runner.run(context, { runOnly: { type: 'tag', values: tags }, iframes: false });
    },
    {
      // Without an include, axe takes the whole document.
      context: options.include
        ? { include: [options.include], exclude: options.exclude ?? [] }
        : { exclude: options.exclude ?? [] },
      tags: WCAG_TAGS,
    },
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  ${violation.id} [${violation.impact ?? 'n/a'}] ${node.target.join(' ')}: ${violation.help}` +
        (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
    ),
  );
}
