import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_LOCAL, PASSCODE } from '../support/demo-members';

/** The seed's demo members as typed into the sign-in form, and their published demo passcode. */
export const DEMO_PASSCODE = PASSCODE;
export const MEMBERS = DEMO_LOCAL;

/** The newest 6-digit code the development outbox holds for a number (E.164 or 09…). */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(mobile)}`);
        expect(response.ok()).toBe(true);
        const messages = (await response.json()) as { body: string }[];
        code = messages.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean);
        return code;
      },
      { message: `a code in the outbox for ${mobile}` },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Ticks the clearly labelled development captcha inside `scope` and waits until it is solved. */
export async function solveCaptcha(scope: Page | Locator): Promise<void> {
  const box = scope.getByRole('checkbox', { name: "I'm not a robot" });
  await box.check();
  await expect(box).toBeChecked();
  await expect(scope.getByText('Verified')).toBeVisible();
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Login' });
}

/** Types a number into 'Mobile number' and continues to the passcode step. */
export async function enterMobile(scope: Page | Locator, mobile: string): Promise<void> {
  await scope.getByLabel('Mobile number').fill(mobile);
  await scope.getByRole('button', { name: 'Continue' }).click();
}

/** Typing six digits into the first box fills the boxes in turn. */
export async function typeDigits(scope: Page | Locator, digits: string): Promise<void> {
  await scope.getByLabel('Digit 1 of 6').pressSequentially(digits);
}

export async function enterPasscode(scope: Page | Locator, passcode: string): Promise<void> {
  await typeDigits(scope, passcode);
  await scope.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Signs in through the login call (the browser keeps its cookies) and opens the dashboard. The
 * sign-in screens have their own tests (sign-in.spec.ts); going through the API here keeps the
 * other suites from spending the number's status-check allowance (10 in 10 minutes, SEC-12).
 */
export async function signIn(page: Page, mobile: string, passcode = DEMO_PASSCODE): Promise<void> {
  const answer = await page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: mobile, passcode },
  });
  expect(answer.ok()).toBe(true);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/**
 * Moves the test server's clock past the 5-minute SMS window of a number this test used, so
 * the tests after it start clean (POST /api/dev/clock exists only on the test server).
 */
export async function passSmsWindow(request: APIRequestContext): Promise<void> {
  const moved = await request.post('/api/dev/clock', { data: { seconds: 301 } });
  expect(moved.ok()).toBe(true);
}
