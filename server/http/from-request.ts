import type { FastifyRequest } from 'fastify';
import { ERRORS } from '#contract/errors';
import type { AppContext } from '../context';
import { normalizeMobile } from '../services/blocks/phone';
import type { Requester } from '../services/deps';
import { ApiError } from '../shared/errors';

/** Who sent this request, as the services that count and log a code's sending need it. */
export const requesterOf = (
  request: FastifyRequest,
  context: Pick<AppContext, 'metrics'>,
): Requester => ({ ip: request.ip, log: request.log, metrics: context.metrics });

/** The number in E.164, or INVALID_MOBILE with its message on `field`. */
export function requireMobile(countryCode: string, input: string, field: string): string {
  const e164 = normalizeMobile(countryCode, input);
  if (!e164) {
    throw new ApiError('INVALID_MOBILE', { fields: { [field]: ERRORS.INVALID_MOBILE.message } });
  }
  return e164;
}
