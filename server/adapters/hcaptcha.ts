import type { CaptchaVerifier } from './captcha';

/** hCaptcha answers in well under a second; a provider that hangs must not hold the member. */
const VERIFY_TIMEOUT_MS = 5_000;

export interface HcaptchaOptions {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
}

/** Only `success: true` passes; anything else is 'unavailable' and the caller fails closed. */
export function createHcaptchaVerifier(options: HcaptchaOptions): CaptchaVerifier {
  return {
    provider: 'hcaptcha',
    verify: async (token, remoteIp) => {
      const form = new URLSearchParams({
        secret: options.secret,
        response: token,
        sitekey: options.siteKey,
      });
      if (remoteIp) form.set('remoteip', remoteIp);
      let response: Response;
      try {
        response = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? VERIFY_TIMEOUT_MS),
        });
      } catch {
        return 'unavailable';
      }
      if (!response.ok) return 'unavailable';
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return 'unavailable';
      }
      const success =
        typeof body === 'object' && body !== null && (body as { success?: unknown }).success;
      return success === true ? 'valid' : 'invalid';
    },
  };
}

export const unavailableCaptcha: CaptchaVerifier = {
  provider: 'none',
  verify: async () => 'unavailable',
};
