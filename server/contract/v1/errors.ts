import * as v from 'valibot';

/** docs/specification.md#error-codes; `code` 302 tells the app to send the member to login. */
export const ErrorEnvelopeSchema = v.object({
  error_key: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/)),
  error: v.string(),
  title: v.string(),
  code: v.optional(v.number()),
  fields: v.optional(v.record(v.string(), v.string())),
  retryAfter: v.optional(v.number()),
  ref: v.optional(v.string()),
  attemptsRemaining: v.optional(v.number()),
  unlockAt: v.optional(v.string()),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>;

export const ApiFailureSchema = v.object({
  errorKey: v.string(),
  message: v.string(),
  title: v.string(),
  attemptsRemaining: v.optional(v.number()),
  retryAfter: v.optional(v.number()),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ApiFailure = v.InferOutput<typeof ApiFailureSchema>;

export const ERROR_TITLE = 'Error';
export const GENERIC_ERROR_MESSAGE =
  'Oops! Something went wrong. Please try again in a few minutes.';
export const TIMEOUT_ERROR_MESSAGE =
  'This is taking longer than usual. Please check your connection and try again.';

export const WRONG_PASSCODE_MESSAGE =
  'Please enter the correct passcode. For your security, your account will be locked after 3 failed attempts.';
/** 'You have 2 attempts remaining.', and 'You have 1 attempt remaining.' */
export const wrongPasscodeMessage = (attemptsRemaining: number) =>
  `${WRONG_PASSCODE_MESSAGE} You have ${String(attemptsRemaining)} ${attemptsRemaining === 1 ? 'attempt' : 'attempts'} remaining.`;
export const NOT_FOUND_MESSAGE = 'Sorry, this account cannot be found.';
export const LOCKED_MESSAGE =
  'For your security, your account is temporarily locked. Please try again in 1 hour.';
export const THREE_FAILURES_MESSAGE =
  'You have entered an incorrect passcode for 3 times. For your security, your account is temporarily locked. Please try again in 1 hour.';
export const inactiveMessage = (email: string) =>
  `Sorry, but this account is currently inactive. To address this issue, contact ${email}.`;
/** The hard stop (15 wrong passcodes) and an expired or migrated account share these words. */
export const RESET_TO_CONTINUE_MESSAGE =
  'For your security, please reset your passcode to continue.';
export const RESEND_LATER_TITLE = 'Temporarily Disabled';
export const RESEND_LATER_MESSAGE = 'You may try again after 5 minutes.';

/** PLEASE_RESEND_LATER's words with the real wait, so 300 seconds reads as the specification. */
export function temporarilyDisabledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes > 90) return `You may try again after ${String(Math.ceil(minutes / 60))} hours.`;
  return `You may try again after ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** RATE_LIMITED's words with the wait in seconds. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${String(retryAfterSeconds)} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`;
}

export const LOCKED_UNTIL_RESET_LINE = 'Only a passcode reset opens this account.';

export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Please check the highlighted fields.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  DUPLICATE_JSON_KEY: {
    status: 400,
    message: 'The request body gives the same field more than once.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request is too large.' },
  BAD_REQUEST: { status: 400, message: 'This request could not be read.' },
  URI_TOO_LONG: { status: 414, message: 'The address of this request is too long.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Requests must be sent as application/json.' },
  FORBIDDEN_ORIGIN: { status: 403, message: 'This request was not sent from the portal.' },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  TEMPORARILY_DISABLED: { status: 429, message: 'You may try again later.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "We're having trouble right now. Please try again in a few minutes.",
  },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong. Please try again.' },
  /** The overload guard: the specification's generic words, with Retry-After. */
  SERVER_BUSY: { status: 503, message: GENERIC_ERROR_MESSAGE },
  INVALID_MOBILE: {
    status: 400,
    message: 'Enter a valid Philippine mobile number (e.g. 0917 123 4567).',
  },
  INVALID_CREDENTIALS: { status: 401, message: WRONG_PASSCODE_MESSAGE },
  ACCOUNT_LOCKED: { status: 423, message: LOCKED_MESSAGE },
  ACCOUNT_LOCKED_OUT: { status: 423, message: RESET_TO_CONTINUE_MESSAGE },
  ACCOUNT_NOT_FOUND: { status: 404, message: NOT_FOUND_MESSAGE },
  ACCOUNT_INACTIVE: { status: 403, message: 'Sorry, but this account is currently inactive.' },
  PASSCODE_RESET_REQUIRED: { status: 403, message: RESET_TO_CONTINUE_MESSAGE },
  WEAK_PASSCODE: {
    status: 422,
    message:
      'This passcode is too easy to guess. Avoid repeated or sequential digits, your birthday, or digits from your mobile number.',
  },
  PASSCODE_MISMATCH: { status: 400, message: 'New Passcode Mismatch' },
  UNAUTHENTICATED: { status: 401, message: 'Please log in to continue.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  PLEASE_RESEND_LATER: { status: 400, message: RESEND_LATER_MESSAGE },
  OTP_INVALID: { status: 400, message: 'This code is invalid or has already been used.' },
  OTP_EXPIRED: { status: 400, message: 'This code has expired. Please request a new code.' },
  OTP_TOO_MANY_ATTEMPTS: { status: 400, message: 'Too many incorrect codes. Please start again.' },
  CAPTCHA_INVALID: { status: 400, message: 'Please complete the captcha again.' },
  CAPTCHA_UNAVAILABLE: {
    status: 503,
    message: 'Verification is temporarily unavailable. Please try again.',
  },
  SMS_SEND_FAILED: { status: 502, message: "We couldn't send the SMS. Please try again." },
  REDIRECT_NOT_ALLOWED: { status: 400, message: "That link isn't allowed." },
  HANDOFF_INVALID: {
    status: 400,
    message: 'This sign-in link is no longer valid. Please log in.',
  },
  SOCIAL_LOGIN_FAILED: { status: 400, message: GENERIC_ERROR_MESSAGE },
  SOCIAL_RESPONSE_UNREADABLE: { status: 400, message: 'Unable to parse OAuth flow response' },
  SOCIAL_PROVIDER_UNAVAILABLE: {
    status: 400,
    message: 'This sign-in option is not available.',
  },
  CURRENT_PASSCODE_INCORRECT: { status: 400, message: 'Your current passcode is incorrect.' },
  ACCOUNT_DELETION_PENDING: {
    status: 403,
    message: 'Your account is set to be deleted. Keep your account to use it again.',
  },
  PASSCODE_UNCHANGED: {
    status: 400,
    message: 'Your new passcode must be different from your current passcode.',
  },
  EMAIL_LOCKED: {
    status: 409,
    message: 'Your email address is verified and can no longer be changed.',
  },
  DUPLICATE_ENTRY: { status: 409, message: "You've already joined this raffle." },
  PROMO_ENDED: { status: 410, message: 'PROMO HAS ENDED' },
  CLAIM_DUPLICATE_RECEIPT: { status: 409, message: 'This receipt has already been reported.' },
  CLAIMS_OPEN_LIMIT: {
    status: 409,
    message: 'You have 5 claims still open. You can report another once one of them is settled.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type ErrorKey = keyof typeof ERRORS;
