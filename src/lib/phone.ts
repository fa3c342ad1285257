import {
  type CountryCode,
  type MetadataJson,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { MOBILE_NUMBER_TYPES } from '#contract/fields';
import callingCodes from './phone-calling-codes.json';
import philippines from './phone-metadata.ph.json';

/**
 * The Philippines' slice of the `max` metadata (about 1 KB, scripts/phone-metadata.mjs) tells a
 * mobile from a landline as the server does; other countries' (about 25 KB) load on demand.
 */
export const DEFAULT_COUNTRY = 'PH';

const philippinesMetadata = philippines as unknown as MetadataJson;
let worldMetadata: MetadataJson | null = null;
let worldLoading: Promise<void> | null = null;

export function loadCountryRules(): Promise<void> {
  worldLoading ??= import('libphonenumber-js/metadata.mobile.json').then((module) => {
    worldMetadata = module.default;
  });
  return worldLoading;
}

/** False for another country until its rules have loaded (loadCountryRules). */
export function isValidMobile(countryCode: string, input: string): boolean {
  if (!/^\+?[0-9][0-9 ()-]*$/.test(input)) return false;
  const metadata = countryCode === DEFAULT_COUNTRY ? philippinesMetadata : worldMetadata;
  if (!metadata) return false;
  const parsed = parsePhoneNumberFromString(input, countryCode as CountryCode, metadata);
  if (parsed?.isValid() !== true || parsed.country !== countryCode) return false;
  // The Philippine slice holds every number type; the world rules are mobile-only already.
  return metadata !== philippinesMetadata || MOBILE_NUMBER_TYPES.has(parsed.getType() ?? '');
}

/**
 * The number as a password manager should remember it (+639171234567), however it was typed; the
 * typed text if it cannot be read.
 */
export function internationalNumber(countryCode: string, input: string): string {
  const metadata = countryCode === DEFAULT_COUNTRY ? philippinesMetadata : worldMetadata;
  if (!metadata) return input;
  const parsed = parsePhoneNumberFromString(input, countryCode as CountryCode, metadata);
  return parsed?.isValid() === true ? parsed.number : input;
}

export interface CountryOption {
  code: string;
  name: string;
  callingCode: string;
}

/** '63' for 'PH': no names, so nothing that differs between the server's ICU and a browser's. */
export function callingCodeOf(code: string): string {
  return (callingCodes as [string, string][]).find(([each]) => each === code)?.[1] ?? '';
}

let cached: CountryOption[] | null = null;

export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const options = (callingCodes as [string, string][]).map(([code, callingCode]) => ({
    code,
    name: names.of(code) ?? code,
    callingCode,
  }));
  options.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : a.name.localeCompare(b.name),
  );
  cached = options;
  return options;
}
