import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type ContextObject, type RunOptions } from 'axe-core';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const WIDTHS = [
  { name: '360 px', width: 360, height: 780 },
  { name: '1280 px', width: 1280, height: 800 },
] as const;

/**
 * Waits until colours are measured as people see them: main landmark with text, no skeleton left,
 * fonts loaded, entrance animations finished (endless ones are ignored).
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
  include?: string;
  exclude?: string[];
}

interface AxeWindow {
  axe?: { run(context: ContextObject, options: RunOptions): Promise<AxeResults> };
}

/**
 * Once per document: @axe-core/playwright opens a blank page per scan to merge frame results,
 * about 1.5 s a scan against 0.3 s here.
 */
async function loadAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
}

/**
 * Fails softly, so one run lists every page. Frames: the only one is the partner page's
 * OpenStreetMap embed (third party, unreachable here); only the <iframe>'s title is checked.
 */
export async function expectNoViolations(
  page: Page,
  label: string,
  options: ScanOptions = {},
): Promise<void> {
  const lines = await violations(page, options);
  expect.soft(lines, `axe violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}

export async function violations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  await loadAxe(page);
  const results = await page.evaluate(
    ({ context, tags }) => {
      const runner = (window as AxeWindow).axe;
      if (!runner) throw new Error('axe-core is not loaded');
      return runner.run(context, { runOnly: { type: 'tag', values: tags }, iframes: false });
    },
    {
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
