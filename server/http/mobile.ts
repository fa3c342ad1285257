import { ERRORS } from '#contract/errors';
import { normalizeMobile } from '../services/phone';
import { ApiError } from '../shared/errors';

/**
 * A typed mobile number in E.164, or 400 INVALID_MOBILE with the message on the request's own
 * field name (the contract's payloads call it mobile, number or mobileNumber).
 */
export function requireMobile(countryCode: string, input: string, field: string): string {
  const e164 = normalizeMobile(countryCode, input);
  if (!e164) {
    throw new ApiError('INVALID_MOBILE', { fields: { [field]: ERRORS.INVALID_MOBILE.message } });
  }
  return e164;
}
