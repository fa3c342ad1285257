import type { FastifyBaseLogger } from 'fastify';
import { CAPTCHA_PASS_LIFETIME_SECONDS, type CaptchaVerifyResponse } from '#contract/auth';
import { ApiError } from '../shared/errors';
import type { Deps } from './deps';
import { consumeOneTimeToken, issueOneTimeToken } from './verification/one-time-tokens';

/** Decision 0008: the protected calls consume the pass before doing anything else. */
export async function issueCaptchaPass(deps: Deps<'db'>, now: Date) {
  return issueOneTimeToken(deps.db, {
    kind: 'captcha_pass',
    now,
    ttlMs: CAPTCHA_PASS_LIFETIME_SECONDS * 1000,
  });
}

export async function consumeCaptchaPass(
  deps: Deps<'db'>,
  check: { pass: string | undefined; now: Date },
): Promise<void> {
  const { pass, now } = check;
  if (!pass || !(await consumeOneTimeToken(deps.db, { kind: 'captcha_pass', token: pass, now }))) {
    throw new ApiError('CAPTCHA_INVALID', {
      fields: { recaptcha: 'Please complete the captcha again.' },
    });
  }
}

export async function passCaptcha(
  deps: Deps<'db' | 'captcha' | 'clock'>,
  input: { token: string; ip: string; log: FastifyBaseLogger },
): Promise<CaptchaVerifyResponse> {
  const { clock } = deps;
  const { log } = input;
  const outcome = await deps.captcha.verify(input.token, input.ip);
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
  const pass = await issueCaptchaPass(deps, clock());
  return {
    captchaPass: pass.token,
    expiresInSeconds: Math.round((pass.expiresAt.getTime() - clock().getTime()) / 1000),
  };
}
