import type { FastifyBaseLogger } from 'fastify';
import { CAPTCHA_PASS_LIFETIME_SECONDS, type CaptchaVerifyResponse } from '#contract/auth';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { ApiError } from '../shared/errors';
import { consumeOneTimeToken, issueOneTimeToken } from './verification/one-time-tokens';

/** Decision 0008: the protected calls consume the pass before doing anything else. */
export async function issueCaptchaPass(db: Database, now: Date) {
  return issueOneTimeToken(db, 'captcha_pass', {
    now,
    ttlMs: CAPTCHA_PASS_LIFETIME_SECONDS * 1000,
  });
}

export async function consumeCaptchaPass(
  db: Database,
  pass: string | undefined,
  now: Date,
): Promise<void> {
  if (!pass || !(await consumeOneTimeToken(db, 'captcha_pass', pass, { now }))) {
    throw new ApiError('CAPTCHA_INVALID', {
      fields: { recaptcha: 'Please complete the captcha again.' },
    });
  }
}

export async function passCaptcha(
  context: Pick<AppContext, 'db' | 'captcha'>,
  input: { token: string; ip: string },
  log: FastifyBaseLogger,
  clock: () => Date,
): Promise<CaptchaVerifyResponse> {
  const outcome = await context.captcha.verify(input.token, input.ip);
  if (outcome === 'unavailable') {
    log.warn({ event: 'captcha.unavailable' }, 'captcha provider unavailable');
    throw new ApiError('CAPTCHA_UNAVAILABLE');
  }
  if (outcome === 'invalid') {
    log.info({ event: 'captcha.failure' }, 'captcha refused');
    throw new ApiError('CAPTCHA_INVALID', {
      fields: { recaptcha: 'Please complete the captcha again.' },
    });
  }
  const pass = await issueCaptchaPass(context.db, clock());
  return {
    captchaPass: pass.token,
    expiresInSeconds: Math.round((pass.expiresAt.getTime() - clock().getTime()) / 1000),
  };
}
