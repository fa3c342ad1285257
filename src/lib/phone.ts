import {
  type CountryCode,
  type MetadataJson,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { MOBILE_NUMBER_TYPES } from '#contract/fields';
import countries from './phone-countries.json';
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

/** In the list's order, named as scripts/phone-metadata.ts wrote them: the same on the server. */
const OPTIONS: readonly CountryOption[] = (countries as [string, string, string][]).map(
  ([code, name, callingCode]) => ({ code, name, callingCode }),
);

/** '63' for 'PH'. */
export function callingCodeOf(code: string): string {
  return OPTIONS.find((option) => option.code === code)?.callingCode ?? '';
}

/** The Philippines first, then A to Z by name. */
export function countryOptions(): readonly CountryOption[] {
  return OPTIONS;
}
