import * as v from 'valibot';

/** Shared field schemas: one definition for the app's forms and the server's checks. */

/** An http(s) URL or a same-origin path (header, footer and banner links). */
export const LinkUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check(
    (value) => /^\/(?![/\\])/.test(value) || /^https:\/\/[^\s/]+/.test(value) || value === '/',
    'Links must be a same-origin path or an https URL.',
  ),
);

export const LabelSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(120));

/** HTML authored in the CMS; the app sanitises it before it reaches the page. */
export const CmsHtmlSchema = v.pipe(v.string(), v.maxLength(200_000));

export const ImagePathSchema = v.pipe(v.string(), v.maxLength(2048));

/** True when a link leaves the portal and must open as a plain anchor. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The libphonenumber-js number types a member's mobile may have: the app and the server check
 * with the same metadata (the Philippines' `max` slice in the browser) and this same rule.
 */
export const MOBILE_NUMBER_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** ISO 3166 alpha-2 country of a mobile number (login's country selector; default PH). */
export const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Choose a country.'));

/**
 * A mobile number as typed: digits with optional +, spaces, dashes and brackets inside. The server
 * checks it with libphonenumber-js for the chosen country (a Philippine mobile for members).
 */
export const MobileInputSchema = v.pipe(
  v.string(),
  v.minLength(1, 'Enter your mobile number.'),
  v.maxLength(20, 'Enter a valid mobile number.'),
  // Starts and ends with a digit: whitespace around the number is refused, not trimmed (checklist 8.5).
  v.regex(/^\+?[0-9](?:[0-9 ()-]*[0-9])?$/, 'Enter a valid mobile number.'),
);

/** Exactly 6 ASCII digits, as a string (leading zeros kept). SECURITY-CHECKLIST SEC-01. */
export const PasscodeSchema = v.pipe(
  v.string('Passcode must be exactly 6 digits (0–9).'),
  v.regex(/^[0-9]{6}$/, 'Passcode must be exactly 6 digits (0–9).'),
);

/** A one-time code: exactly 6 ASCII digits. */
export const OtpSchema = v.pipe(
  v.string('Enter the 6-digit code.'),
  v.regex(/^[0-9]{6}$/, 'Enter the 6-digit code.'),
);

/** Opaque references minted by the server (one-time challenges, member tokens, handoff codes). */
export const OpaqueTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid reference.'),
);

/** A captcha answer: an hCaptcha token or a development-captcha token. */
export const CaptchaTokenSchema = v.pipe(
  v.string('Please complete the captcha.'),
  v.minLength(1, 'Please complete the captcha.'),
  v.maxLength(4096),
);

/** Get the app: 09XXXXXXXXX, 11 digits (DECISIONS.md, Account area). */
export const APP_LINK_MOBILE_MESSAGE = 'Invalid mobile format';
export const AppLinkMobileSchema = v.pipe(
  v.string(APP_LINK_MOBILE_MESSAGE),
  v.regex(/^09[0-9]{9}$/, APP_LINK_MOBILE_MESSAGE),
);
