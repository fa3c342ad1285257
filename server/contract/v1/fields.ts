import * as v from 'valibot';

/** C0 controls (NUL to US), DEL and the C1 controls: `\p{Cc}`. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Unicode bidi embeddings, overrides and isolates: U+202A–U+202E and U+2066–U+2069. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export const CONTROL_CHARACTER_MESSAGE = 'Remove line breaks, tabs and other control characters.';
export const BIDI_CONTROL_MESSAGE = 'Remove the characters that change the text’s direction.';

export interface TextMessages {
  type?: string;
  invalid?: string;
}

/**
 * No control character, checked before any trim: a NUL would reach the database as a 500 and CR/LF
 * could forge log lines.
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

/** Bidi overrides too: a name must not read differently from what is stored. */
export function nameTextSchema(messages: TextMessages = {}) {
  return v.pipe(
    textSchema(messages),
    v.check((value) => !BIDI_CONTROL.test(value), messages.invalid ?? BIDI_CONTROL_MESSAGE),
  );
}

export const LinkUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check(
    (value) => /^\/(?![/\\])/.test(value) || /^https:\/\/[^\s/]+/.test(value) || value === '/',
    'Links must be a same-origin path or an https URL.',
  ),
);

export const LabelSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(120));

export const CmsHtmlSchema = v.pipe(v.string(), v.maxLength(200_000));

export const ImagePathSchema = v.pipe(v.string(), v.maxLength(2048));

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The app and the server check with the same metadata and this same rule. */
export const MOBILE_NUMBER_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

export const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Choose a country.'));

export const MobileInputSchema = v.pipe(
  v.string(),
  v.minLength(1, 'Enter your mobile number.'),
  v.maxLength(20, 'Enter a valid mobile number.'),
  // Starts and ends with a digit: whitespace around the number is refused, not trimmed (checklist
  // 8.5).
  v.regex(/^\+?[0-9](?:[0-9 ()-]*[0-9])?$/, 'Enter a valid mobile number.'),
);

export const PASSCODE_LENGTH = 6;
/** SEC-01: a string, so leading zeros are kept. */
export const PasscodeSchema = v.pipe(
  v.string('Passcode must be exactly 6 digits (0–9).'),
  v.regex(new RegExp(`^[0-9]{${PASSCODE_LENGTH}}$`), 'Passcode must be exactly 6 digits (0–9).'),
);

export const OtpSchema = v.pipe(
  v.string('Enter the 6-digit code.'),
  v.regex(/^[0-9]{6}$/, 'Enter the 6-digit code.'),
);

export const OpaqueTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid reference.'),
);

export const CaptchaTokenSchema = v.pipe(
  textSchema({ type: 'Please complete the captcha.', invalid: 'Please complete the captcha.' }),
  v.minLength(1, 'Please complete the captcha.'),
  v.maxLength(4096),
);

export const APP_LINK_MOBILE_MESSAGE = 'Invalid mobile format';
export const AppLinkMobileSchema = v.pipe(
  v.string(APP_LINK_MOBILE_MESSAGE),
  v.regex(/^09[0-9]{9}$/, APP_LINK_MOBILE_MESSAGE),
);
