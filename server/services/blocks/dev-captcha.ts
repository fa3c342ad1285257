import type { CaptchaVerifier } from '../../adapters/captcha';
import type { Database } from '../../db/client';
import { consumeOneTimeToken, issueOneTimeToken } from '../verification/one-time-tokens';

const DEV_CAPTCHA_TTL_MS = 10 * 60_000;

export function createDevCaptcha(db: Database, clock: () => Date) {
  const verifier: CaptchaVerifier = {
    provider: 'development',
    verify: async (token) =>
      (await consumeOneTimeToken(db, 'dev_captcha', token, { now: clock() })) ? 'valid' : 'invalid',
  };
  const issue = async () =>
    (await issueOneTimeToken(db, 'dev_captcha', { now: clock(), ttlMs: DEV_CAPTCHA_TTL_MS })).token;
  return { verifier, issue };
}
