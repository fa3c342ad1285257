import type { CaptchaVerifier } from '../../adapters/captcha';
import type { Database } from '../../db/client';
import { consumeOneTimeToken, issueOneTimeToken } from '../verification/tokens';

const DEV_CAPTCHA_TTL_MS = 10 * 60_000;

/** Built by app.ts before the context exists, hence the database and the clock themselves. */
export function createDevCaptcha(db: Database, clock: () => Date) {
  const verifier: CaptchaVerifier = {
    provider: 'development',
    verify: async (token) =>
      (await consumeOneTimeToken(db, { kind: 'dev_captcha', token, now: clock() }))
        ? 'valid'
        : 'invalid',
  };
  const issue = async () =>
    (await issueOneTimeToken(db, { kind: 'dev_captcha', now: clock(), ttlMs: DEV_CAPTCHA_TTL_MS }))
      .token;
  return { verifier, issue };
}
