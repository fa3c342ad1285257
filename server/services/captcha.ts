import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaVerifyResponse } from '#contract/auth';
import { ApiError } from '../shared/errors';
import type { Deps } from './deps';
import { issueCaptchaPass } from './verification/tokens';

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
