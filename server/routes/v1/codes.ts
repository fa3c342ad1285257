import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

/** Forgot passcode, force-reset challenge, SMS send/resend/verify, reset, captcha, app link. */
export function codeRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => undefined;
}
