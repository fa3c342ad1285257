import * as v from 'valibot';

/** Shared field schemas: one definition for the app's forms and the server's checks. */

/** C0 controls (NUL to US), DEL and the C1 controls: `\p{Cc}`. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Unicode bidi embeddings, overrides and isolates: U+202A–U+202E and U+2066–U+2069. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export const CONTROL_CHARACTER_MESSAGE = 'Remove line breaks, tabs and other control characters.';
export const BIDI_CONTROL_MESSAGE = 'Remove the characters that change the text’s direction.';

export interface TextMessages {
  /** When the value is not a string. */
  type?: string;
  /** When it holds a character the field refuses; the building block's own message otherwise. */
  invalid?: string;
}

/**
 * Where every free-text string the contract accepts starts (DECISIONS.md, Sessions and
 * redirects): no control character, checked before any trim so a tab or line break at either
 * end is refused rather than trimmed away. A NUL would otherwise reach the database, which
 * refuses it with an error (a 500), and CR/LF could forge log lines. Fields with a grammar (digits,
 * codes, picklists) refuse these characters by their own pattern. No field of the contract is
 * multi-line; one that is would allow a line feed and nothing else.
 */
export function textSchema(messages: TextMessages = {}) {
  return v.pipe(
    v.string(messages.type),
    v.check(
      (value) => !CONTROL_CHARACTER.test(value),
      messages.invalid ?? CONTROL_CHARACTER_MESSAGE,
    ),
  );
}

/**
 * A name or an address: plain text that also refuses the bidi overrides, which could make a
 * name read differently from what is stored (a store or street shown reversed).
 */
export function nameTextSchema(messages: TextMessages = {}) {
  return v.pipe(
    textSchema(messages),
    v.check((value) => !BIDI_CONTROL.test(value), messages.invalid ?? BIDI_CONTROL_MESSAGE),
  );
}

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
  textSchema({ type: 'Please complete the captcha.', invalid: 'Please complete the captcha.' }),
  v.minLength(1, 'Please complete the captcha.'),
  v.maxLength(4096),
);

/** Get the app: 09XXXXXXXXX, 11 digits (DECISIONS.md, Account area). */
export const APP_LINK_MOBILE_MESSAGE = 'Invalid mobile format';
export const AppLinkMobileSchema = v.pipe(
  v.string(APP_LINK_MOBILE_MESSAGE),
  v.regex(/^09[0-9]{9}$/, APP_LINK_MOBILE_MESSAGE),
);
