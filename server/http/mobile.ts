import { ERRORS } from '#contract/errors';
import { normalizeMobile } from '../services/blocks/phone';
import { ApiError } from '../shared/errors';

export function requireMobile(countryCode: string, input: string, field: string): string {
  const e164 = normalizeMobile(countryCode, input);
  if (!e164) {
    throw new ApiError('INVALID_MOBILE', { fields: { [field]: ERRORS.INVALID_MOBILE.message } });
  }
  return e164;
}
