import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * docs/security.md, SEC-44: the document's Content-Security-Policy is enforced by the browser, so
 * markup that slips past every other defence still cannot run script. The injections below are
 * what a stored cross-site scripting payload would add to the page after it loaded.
 */

interface Violation {
  directive: string;
  blockedURI: string;
}

async function watchViolations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { directive: string; blockedURI: string }[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI });
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { __injectedRan?: boolean }).__injectedRan === true);

test.describe('the Content-Security-Policy', () => {
  test('is sent enforcing (not report-only) on the document', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  test('refuses an injected inline script', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await watchViolations(page);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true;';
      document.body.append(script);
    });

    await expect
      .poll(() => violations(page))
      .toContainEqual({
        directive: 'script-src-elem',
        blockedURI: 'inline',
      });
    expect(await ran(page)).toBe(false);
  });

  test('refuses an inline event handler and a javascript: URL', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await watchViolations(page);

    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML =
        '<img src="/does-not-exist.png" onerror="window.__injectedRan = true" alt="">' +
        '<a id="injected-link" href="javascript:window.__injectedRan = true">x</a>';
      document.body.append(holder);
    });
    await page.locator('#injected-link').click();

    await expect
      .poll(async () => (await violations(page)).map((violation) => violation.directive))
      .toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
    expect(await ran(page)).toBe(false);
  });

  test('refuses a script from another origin', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await watchViolations(page);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://evil.example/steal.js';
      document.body.append(script);
    });

    await expect
      .poll(async () => (await violations(page)).map((violation) => violation.blockedURI))
      .toContain('https://evil.example/steal.js');
  });
});
