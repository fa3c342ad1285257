import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';

/**
 * Mobile numbers in the browser, with libphonenumber-js's mobile-only metadata (landlines are
 * not valid here, as on the server). Imported only by the sign-in views, which load with the
 * login modal, so the metadata never weighs on the first page load.
 */
export const DEFAULT_COUNTRY = 'PH';

export function isValidMobile(countryCode: string, input: string): boolean {
  if (!/^\+?[0-9][0-9 ()-]*$/.test(input)) return false;
  const parsed = parsePhoneNumberFromString(input, countryCode as CountryCode);
  return parsed?.isValid() === true && parsed.country === countryCode;
}

export interface CountryOption {
  code: string;
  name: string;
  callingCode: string;
}

let cached: CountryOption[] | null = null;

/** Every country with its calling code, the Philippines first, then by name. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const options = getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  options.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : a.name.localeCompare(b.name),
  );
  cached = options;
  return options;
}
