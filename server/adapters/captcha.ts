/** 'unavailable': the provider could not be asked, and callers fail closed. */
export type CaptchaOutcome = 'valid' | 'invalid' | 'unavailable';

export interface CaptchaVerifier {
  provider: 'hcaptcha' | 'development' | 'none';
  verify: (token: string, remoteIp: string) => Promise<CaptchaOutcome>;
}
