import * as v from 'valibot';
import { ManilaTimeSchema } from './devices';
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

/** Account statuses (docs/specification.md#account-status); NOT_FOUND is "any other value". */
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
/** Only the status, nothing else about the account (SEC-12). */
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
export const LoginResponseSchema = v.object({
  status: v.picklist(['ACTIVE', 'SUCCESS']),
  expiresInSeconds: v.number(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const EmptyRequestSchema = v.strictObject({});
export const OkResponseSchema = v.object({ success: v.literal(true) });

export const RefreshResponseSchema = v.object({ expiresInSeconds: v.number() });

/** Where a one-time code goes: 1 by SMS, 2 by email (the wire's numbers). */
export const CHALLENGE_TYPES = { sms: 1, email: 2 } as const;
export const ChallengeTypeSchema = v.picklist([CHALLENGE_TYPES.sms, CHALLENGE_TYPES.email]);
export type ChallengeType = v.InferOutput<typeof ChallengeTypeSchema>;

export const CodeSentSchema = v.object({
  next: v.literal('code'),
  refCode: OpaqueTokenSchema,
  type: ChallengeTypeSchema,
  maskedTarget: v.string(),
  expiresInSeconds: v.number(),
});
export type CodeSent = v.InferOutput<typeof CodeSentSchema>;

export const ChooseChannelSchema = v.object({
  next: v.literal('choose'),
  choiceToken: OpaqueTokenSchema,
  channels: v.array(v.object({ type: ChallengeTypeSchema, maskedTarget: v.string() })),
});

export const ForgotPasscodeRequestSchema = v.strictObject({
  countryCode: CountryCodeSchema,
  mobile: MobileInputSchema,
  recaptcha: v.optional(CaptchaTokenSchema),
  choiceToken: v.optional(OpaqueTokenSchema),
  type: v.optional(ChallengeTypeSchema),
});
export type ForgotPasscodeRequest = v.InferOutput<typeof ForgotPasscodeRequestSchema>;
export const ForgotPasscodeResponseSchema = v.variant('next', [
  CodeSentSchema,
  ChooseChannelSchema,
]);
export type ForgotPasscodeResponse = v.InferOutput<typeof ForgotPasscodeResponseSchema>;

export const SendChallengeRequestSchema = v.strictObject({
  countryCode: CountryCodeSchema,
  mobile: MobileInputSchema,
  recaptcha: CaptchaTokenSchema,
});
export type SendChallengeRequest = v.InferOutput<typeof SendChallengeRequestSchema>;
export const SendChallengeResponseSchema = CodeSentSchema;

export const SmsReasonSchema = v.picklist([1, 2, 3]);
export const SendSmsRequestSchema = v.strictObject({
  countryCode: CountryCodeSchema,
  mobileNumber: MobileInputSchema,
  reason: SmsReasonSchema,
  recaptcha: v.optional(CaptchaTokenSchema),
  custom_error: v.optional(v.pipe(textSchema(), v.maxLength(300))),
  loggedin: v.optional(v.boolean()),
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
export const VerifySmsResponseSchema = v.object({ memberToken: OpaqueTokenSchema });

/**
 * What a passed one-time code step hands to the action it guards: the code's reference and the
 * member token its check answered. Forgot passcode carries them as they are; a verified action
 * (change passcode, Delete my account) sends them after its own challenge's fields.
 */
export const CodeProofEntries = {
  refCode: OpaqueTokenSchema,
  member_token: OpaqueTokenSchema,
};

/**
 * A verified action's second request: the body of its challenge again (the passcode is checked
 * once more), then the proof of the code. A new protected action names its challenge, nothing more.
 */
export function verifiedActionRequestSchema<const TEntries extends v.ObjectEntries>(
  challenge: v.StrictObjectSchema<TEntries, undefined>,
) {
  return v.strictObject({ ...challenge.entries, ...CodeProofEntries });
}

export const ResetPasscodeRequestSchema = v.strictObject({
  ...CodeProofEntries,
  passcode: PasscodeSchema,
  confirmPasscode: PasscodeSchema,
});
export type ResetPasscodeRequest = v.InferOutput<typeof ResetPasscodeRequestSchema>;

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

export const HandoffCodeRequestSchema = v.strictObject({ token: OpaqueTokenSchema });
export type HandoffCodeRequest = v.InferOutput<typeof HandoffCodeRequestSchema>;
export const HandoffPreviewResponseSchema = v.object({ name: v.string() });
export type HandoffPreviewResponse = v.InferOutput<typeof HandoffPreviewResponseSchema>;
export const HandoffExchangeResponseSchema = v.object({ expiresInSeconds: v.number() });
export type HandoffExchangeResponse = v.InferOutput<typeof HandoffExchangeResponseSchema>;

export const ClientConfigResponseSchema = v.object({
  migrationFlag: v.boolean(),
  supportEmail: v.string(),
  helpCenterUrl: v.string(),
  captcha: v.variant('provider', [
    v.object({ provider: v.literal('hcaptcha'), siteKey: v.string() }),
    v.object({ provider: v.literal('development') }),
  ]),
  devTools: v.boolean(),
  redirectHosts: v.array(v.string()),
  socialChoices: v.array(SocialChoiceSchema),
});
export type ClientConfig = v.InferOutput<typeof ClientConfigResponseSchema>;

export const MemberSummarySchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  points: v.number(),
  /**
   * Set while the account waits for its deletion: the app offers to keep it, and every other
   * member call is refused. Manila time.
   */
  deletionDueAt: v.nullable(ManilaTimeSchema),
});
export type MemberSummary = v.InferOutput<typeof MemberSummarySchema>;

export const SessionResponseSchema = v.union([
  v.object({ member: MemberSummarySchema, expiresInSeconds: v.number() }),
  v.object({ member: v.null(), expiresInSeconds: v.null() }),
]);
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;

/** A refused handoff code sets no cookie; the app shows HANDOFF_INVALID's message here. */
export const HANDOFF_FAILURE_PATH = '/login?handoff=invalid';
export const HANDOFF_SUCCESS_PATH = '/account';
export const LOGOUT_CONFIRM_PATH = '/logout?confirm=1';

export const SESSION_LIFETIME_SECONDS = 3600;
export const OTP_LIFETIME_SECONDS = 300;
export const OTP_MAX_FAILED_CHECKS = 4;
export const LOGIN_TRIES = 3;
/** One SMS a number per 5 minutes; PLEASE_RESEND_LATER (docs/specification.md#one-time-codes). */
export const SMS_WINDOW_SECONDS = 300;
export const HANDOFF_LIFETIME_SECONDS = 60;
export const CAPTCHA_PASS_LIFETIME_SECONDS = 120;
