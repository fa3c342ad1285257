/**
 * The captcha port: checks a provider token once (hCaptcha's siteverify, or the development
 * captcha's stored answers). 'unavailable' means the provider could not be asked: callers fail
 * closed (SECURITY-CHECKLIST section 9).
 */
export type CaptchaOutcome = 'valid' | 'invalid' | 'unavailable';

export interface CaptchaVerifier {
  provider: 'hcaptcha' | 'development' | 'none';
  verify: (token: string, remoteIp: string) => Promise<CaptchaOutcome>;
}
