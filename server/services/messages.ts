import { OTP_LIFETIME_SECONDS } from '#contract/auth';

/** SEC-28: a code message carries no link and no token; the change notice no secret at all. */
const MINUTES = String(OTP_LIFETIME_SECONDS / 60);

export function codeMessage(code: string): string {
  return `Your Go Rewards verification code is ${code}. It expires in ${MINUTES} minutes. Never share this code with anyone.`;
}

export const CODE_EMAIL_SUBJECT = 'Your Go Rewards verification code';

export function passcodeChangedNotice(supportEmail: string): string {
  return `Your Go Rewards passcode was changed. If this wasn't you, contact us at ${supportEmail} right away.`;
}

export const EMAIL_CODE_SUBJECT = 'Verify your Go Rewards email address';

export function emailCodeMessage(code: string): string {
  return `Use this code to verify your email address for your Go Rewards account: ${code}. It expires in ${MINUTES} minutes. If you did not ask for this, you can ignore this email.`;
}
