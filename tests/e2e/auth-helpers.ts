import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_LOCAL, PASSCODE } from '../support/demo-members';

/** The seed's demo members as typed into the sign-in form, and their published demo passcode. */
export const DEMO_PASSCODE = PASSCODE;
export const MEMBERS = DEMO_LOCAL;

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

export async function solveCaptcha(scope: Page | Locator): Promise<void> {
  const box = scope.getByRole('checkbox', { name: "I'm not a robot" });
  await box.check();
  await expect(box).toBeChecked();
  await expect(scope.getByText('Verified')).toBeVisible();
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Login' });
}

/**
 * How long the login modal's form may take to come after a tap on Login made before the app runs:
 * the app's start, then the modal's own code, which loads on its first open behind a "Loading…"
 * dialog of the same name. On CI, with the suites side by side, that has taken more than one
 * expect's 7 s.
 */
const LOGIN_FORM_MS = 15_000;

/** The login modal's Mobile number field, once the modal has its form. */
export async function loginForm(page: Page): Promise<Locator> {
  const field = loginDialog(page).getByLabel('Mobile number');
  await expect(field).toBeVisible({ timeout: LOGIN_FORM_MS });
  return field;
}

export async function enterMobile(scope: Page | Locator, mobile: string): Promise<void> {
  await scope.getByLabel('Mobile number').fill(mobile);
  await scope.getByRole('button', { name: 'Continue' }).click();
}

export async function typeDigits(scope: Page | Locator, digits: string): Promise<void> {
  await scope.getByLabel('Digit 1 of 6').pressSequentially(digits);
}

export async function enterPasscode(scope: Page | Locator, passcode: string): Promise<void> {
  await typeDigits(scope, passcode);
  await scope.getByRole('button', { name: 'Continue' }).click();
}

/** Through the API: each pass through the sign-in screens spends a status check (SEC-12). */
export async function signIn(page: Page, mobile: string, passcode = DEMO_PASSCODE): Promise<void> {
  const answer = await page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: mobile, passcode },
  });
  expect(answer.ok()).toBe(true);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** POST /api/dev/clock exists only on the test server. */
export async function passSmsWindow(request: APIRequestContext): Promise<void> {
  const moved = await request.post('/api/dev/clock', { data: { seconds: 301 } });
  expect(moved.ok()).toBe(true);
}
