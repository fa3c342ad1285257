import type { Page } from '@playwright/test';
import { MEMBERS, DEMO_PASSCODE, enterMobile, enterPasscode } from './auth-helpers';
import { expect, test } from './own-server';

/**
 * The frame a member sees on a mid-range phone (shared/DECISIONS.md, "Look and feel"): 360 × 800,
 * the CPU slowed four times.
 */
test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Layout shifts a member did not cause, from the moment `heading` is first in the page. */
async function watchShiftsFrom(page: Page, heading: RegExp) {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    const record = window as unknown as { shifts: number[]; since?: number };
    record.shifts = [];
    new MutationObserver(() => {
      if (record.since !== undefined) return;
      const h1 = document.querySelector('h1');
      if (h1 && pattern.test(h1.textContent)) record.since = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput && record.since !== undefined && entry.startTime >= record.since)
          record.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift' });
  }, heading.source);
  return () =>
    page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
}

test.describe('the frame on a phone', () => {
  test('signing in lands on a dashboard that keeps still while its verify-email prompt arrives', async ({
    page,
  }) => {
    // On a server of its own (own-server.ts): the shared one's new member may have verified the
    // email already.
    await slowCpu(page);
    const shifted = await watchShiftsFrom(page, /^Welcome, /);
    await page.goto('/login');
    await enterMobile(page, MEMBERS.newMember);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByText('Please verify your email address')).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(await shifted()).toBe(0);
  });
});
