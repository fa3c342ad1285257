import * as v from 'valibot';
import {
  CaptchaTokenSchema,
  CountryCodeSchema,
  MobileInputSchema,
  OpaqueTokenSchema,
  OtpSchema,
  PasscodeSchema,
  textSchema,
} from './fields';
import { SocialChoiceSchema } from './social';

/**
 * Sign-in, passcode recovery and one-time codes (specification 000, sections 2-9). Field names
 * follow the specification's payloads: login (country_code, number, passcode, ext_url), SMS
 * request (countryCode, mobileNumber, reason, recaptcha, custom_error, loggedin), one-time
 * challenge (PIN, refCode, type), password reset state (refCode, member_token).
 */

/** Account status values (section 4); NOT_FOUND stands for "any other value". */
export const ACCOUNT_STATUSES = [
  'ACTIVE',
  'SUCCESS',
  'PASSWORD_EXPIRED',
  'MIGRATED',
  'STAGED',
  'INACTIVE',
  'LOCKOUT',
  'LOCKED_OUT',
  'NOT_FOUND',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const AccountStatusRequestSchema = v.strictObject({
  countryCode: CountryCodeSchema,
  mobile: MobileInputSchema,
});
export type AccountStatusRequest = v.InferOutput<typeof AccountStatusRequestSchema>;
/**
 * Only the status: nothing else about the account (SECURITY-CHECKLIST SEC-12). `resetRequired`
 * comes with LOCKED_OUT when only a passcode reset opens the account (the hard stop or an
 * operator's lock), not a lock that ends by itself within the hour (docs/decisions/0042).
 */
export const AccountStatusResponseSchema = v.object({
  status: v.string(),
  resetRequired: v.optional(v.literal(true)),
});
export type AccountStatusResponse = v.InferOutput<typeof AccountStatusResponseSchema>;

export const LoginRequestSchema = v.strictObject({
  country_code: CountryCodeSchema,
  number: MobileInputSchema,
  passcode: PasscodeSchema,
  ext_url: v.optional(v.pipe(textSchema(), v.maxLength(2048))),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;
/** Success sets the `token` and `refreshToken` cookies; the body carries no secret. */
export const LoginResponseSchema = v.object({
  status: v.picklist(['ACTIVE', 'SUCCESS']),
  expiresInSeconds: v.number(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const EmptyRequestSchema = v.strictObject({});
export const OkResponseSchema = v.object({ success: v.literal(true) });

export const RefreshResponseSchema = v.object({ expiresInSeconds: v.number() });

/** Challenge types: 1 mobile (SMS), 2 email. */
export const ChallengeTypeSchema = v.picklist([1, 2]);
export type ChallengeType = v.InferOutput<typeof ChallengeTypeSchema>;

/** A code was sent (or, for an unknown number, the same answer with nothing sent). */
export const CodeSentSchema = v.object({
  next: v.literal('code'),
  refCode: OpaqueTokenSchema,
  type: ChallengeTypeSchema,
  /** The masked mobile number (type 1) or email (type 2) the code went to. */
  maskedTarget: v.string(),
  expiresInSeconds: v.number(),
});
export type CodeSent = v.InferOutput<typeof CodeSentSchema>;

/** The member has a verified email: they choose where the code goes (DECISIONS.md). */
export const ChooseChannelSchema = v.object({
  next: v.literal('choose'),
  choiceToken: OpaqueTokenSchema,
  channels: v.array(v.object({ type: ChallengeTypeSchema, maskedTarget: v.string() })),
});

export const ForgotPasscodeRequestSchema = v.strictObject({
  countryCode: CountryCodeSchema,
  mobile: MobileInputSchema,
  recaptcha: v.optional(CaptchaTokenSchema),
  /** With the choice step's token instead of a captcha: where to send the code. */
  choiceToken: v.optional(OpaqueTokenSchema),
  type: v.optional(ChallengeTypeSchema),
});
export type ForgotPasscodeRequest = v.InferOutput<typeof ForgotPasscodeRequestSchema>;
export const ForgotPasscodeResponseSchema = v.variant('next', [
  CodeSentSchema,
  ChooseChannelSchema,
]);
export type ForgotPasscodeResponse = v.InferOutput<typeof ForgotPasscodeResponseSchema>;

/** Force reset ('Set your Passcode'): Continue sends a challenge for an expired or migrated account. */
export const SendChallengeRequestSchema = v.strictObject({
  countryCode: CountryCodeSchema,
  mobile: MobileInputSchema,
  recaptcha: CaptchaTokenSchema,
});
export type SendChallengeRequest = v.InferOutput<typeof SendChallengeRequestSchema>;
export const SendChallengeResponseSchema = CodeSentSchema;

/** SMS reasons: 1 passcode reset, 2 resend of an existing challenge, 3 logged-in (no captcha). */
export const SmsReasonSchema = v.picklist([1, 2, 3]);
export const SendSmsRequestSchema = v.strictObject({
  countryCode: CountryCodeSchema,
  mobileNumber: MobileInputSchema,
  reason: SmsReasonSchema,
  recaptcha: v.optional(CaptchaTokenSchema),
  custom_error: v.optional(v.pipe(textSchema(), v.maxLength(300))),
  loggedin: v.optional(v.boolean()),
  /** For reason 2: the challenge whose code is sent again. */
  refCode: v.optional(OpaqueTokenSchema),
});
export type SendSmsRequest = v.InferOutput<typeof SendSmsRequestSchema>;
export const SendSmsResponseSchema = CodeSentSchema;

export const VerifySmsRequestSchema = v.strictObject({
  PIN: OtpSchema,
  refCode: OpaqueTokenSchema,
  type: v.picklist(['sms', 'email']),
});
export type VerifySmsRequest = v.InferOutput<typeof VerifySmsRequestSchema>;
/** A correct code answers a short-lived token that allows exactly one passcode reset. */
export const VerifySmsResponseSchema = v.object({ memberToken: OpaqueTokenSchema });

export const ResetPasscodeRequestSchema = v.strictObject({
  refCode: OpaqueTokenSchema,
  member_token: OpaqueTokenSchema,
  passcode: PasscodeSchema,
  confirmPasscode: PasscodeSchema,
});
export type ResetPasscodeRequest = v.InferOutput<typeof ResetPasscodeRequestSchema>;

/**
 * The only call that talks to the captcha provider (hCaptcha, or the development captcha): it
 * checks the provider's token once and answers a single-use pass, valid 2 minutes, that the
 * protected calls (forgot passcode, force reset, app link, raffle) take as their `recaptcha`.
 */
export const CaptchaVerifyRequestSchema = v.strictObject({ recaptcha: CaptchaTokenSchema });
export const CaptchaVerifyResponseSchema = v.object({
  captchaPass: OpaqueTokenSchema,
  expiresInSeconds: v.number(),
});
export type CaptchaVerifyResponse = v.InferOutput<typeof CaptchaVerifyResponseSchema>;

export const HandoffResponseSchema = v.object({
  code: OpaqueTokenSchema,
  expiresInSeconds: v.number(),
});

/**
 * A handoff code the app holds after a cross-site arrival at /auth?token= (issue 18, item 3):
 * the server completes nothing for such an arrival; the app asks "Continue as …?" and posts the
 * code from the portal's own origin.
 */
export const HandoffCodeRequestSchema = v.strictObject({ token: OpaqueTokenSchema });
export type HandoffCodeRequest = v.InferOutput<typeof HandoffCodeRequestSchema>;
/** Whose a code is: the member's first name, as the header greets them. */
export const HandoffPreviewResponseSchema = v.object({ name: v.string() });
export type HandoffPreviewResponse = v.InferOutput<typeof HandoffPreviewResponseSchema>;
/** The session the code bought (its cookies are set): seconds until the access token lapses. */
export const HandoffExchangeResponseSchema = v.object({ expiresInSeconds: v.number() });
export type HandoffExchangeResponse = v.InferOutput<typeof HandoffExchangeResponseSchema>;

/** What the app needs to know about this deployment before any sign-in. */
export const ClientConfigResponseSchema = v.object({
  migrationFlag: v.boolean(),
  supportEmail: v.string(),
  helpCenterUrl: v.string(),
  captcha: v.variant('provider', [
    v.object({ provider: v.literal('hcaptcha'), siteKey: v.string() }),
    v.object({ provider: v.literal('development') }),
  ]),
  /** The outbox page and development captcha are served (never in production). */
  devTools: v.boolean(),
  /** Hosts an https redirect target (`?url=`, `ext_url`) may point at (DECISIONS.md). */
  redirectHosts: v.array(v.string()),
  /** The social sign-in choices, each enabled only when its provider is configured. */
  socialChoices: v.array(SocialChoiceSchema),
});
export type ClientConfig = v.InferOutput<typeof ClientConfigResponseSchema>;

/** The header's member summary: names and the card balance in points (two decimals on screen). */
export const MemberSummarySchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  points: v.number(),
});
export type MemberSummary = v.InferOutput<typeof MemberSummarySchema>;

/**
 * GET /auth/session: with one call the app's session machine learns that it is signed in, who
 * the member is, and how many seconds the access token has left (it refreshes before that).
 * 401 UNAUTHENTICATED without a valid session; 401 SESSION_EXPIRED for an expired one.
 */
export const SessionResponseSchema = v.union([
  v.object({ member: MemberSummarySchema, expiresInSeconds: v.number() }),
  /** A visitor, or a session that has ended: not an error, so no 401 in the browser's console. */
  v.object({ member: v.null(), expiresInSeconds: v.null() }),
]);
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;

/**
 * Where GET /auth?token= sends the browser when the handoff code is unknown, used or expired
 * (no cookie is set); the app shows HANDOFF_INVALID's message there.
 */
export const HANDOFF_FAILURE_PATH = '/login?handoff=invalid';
/** Where a valid handoff lands, with the code gone from the URL. */
export const HANDOFF_SUCCESS_PATH = '/account';
/**
 * Where GET /logout sends an arrival from another site (issue 18, item 4): the app asks
 * "Log out?" there instead of logging out at once.
 */
export const LOGOUT_CONFIRM_PATH = '/logout?confirm=1';

/** Session and one-time code lifetimes the server enforces (specification 000, section 9). */
export const SESSION_LIFETIME_SECONDS = 3600;
export const OTP_LIFETIME_SECONDS = 300;
export const OTP_MAX_FAILED_CHECKS = 4;
export const LOGIN_TRIES = 3;
/** One SMS per mobile number per 5 minutes (DECISIONS.md); PLEASE_RESEND_LATER inside it. */
export const SMS_WINDOW_SECONDS = 300;
/** A handoff code is good for one use within a minute (DECISIONS.md, Sessions and redirects). */
export const HANDOFF_LIFETIME_SECONDS = 60;
/** A captcha pass is good for one protected call within 2 minutes. */
export const CAPTCHA_PASS_LIFETIME_SECONDS = 120;
