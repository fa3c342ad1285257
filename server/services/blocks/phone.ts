import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { MOBILE_NUMBER_TYPES } from '#contract/fields';

/** Every lookup and every rate-limit key uses this one E.164 form. */
export function normalizeMobile(countryCode: string, input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, countryCode as CountryCode);
  if (!parsed?.isValid() || parsed.country !== countryCode) return null;
  if (!MOBILE_NUMBER_TYPES.has(parsed.getType() ?? '')) return null;
  return parsed.number;
}

export function maskMobile(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.country === 'PH' ? `0${parsed.nationalNumber}` : e164;
  if (national.length < 8) return '*'.repeat(national.length);
  return `${national.slice(0, 4)} *** ${national.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at);
  if (local.length <= 2) return `${local[0] ?? ''}*${domain}`;
  return `${local[0] ?? ''}${'*'.repeat(Math.min(local.length - 2, 8))}${local.slice(-1)}${domain}`;
}
