import type {
  AccountStatusResponse,
  CodeSent,
  ForgotPasscodeResponse,
  LoginResponse,
} from '#contract/auth';
import * as authCalls from '#contract/calls/auth';
import * as codesCalls from '#contract/calls/codes';
import * as factorsCalls from '#contract/calls/factors';
import * as passcodeChangeCalls from '#contract/calls/passcode-change';
import * as socialCalls from '#contract/calls/social';
import type {
  PasscodeChallengeInput,
  PasscodeChangeInput,
} from '#machines/change-passcode/change-passcode.machine';
import type { SendChallengeInput } from '#machines/force-reset/force-reset.machine';
import type {
  RequestCodeInput,
  ResetPasscodeInput,
} from '#machines/forgot-passcode/forgot-passcode.machine';
import type { CheckStatusInput, SignInInput } from '#machines/login/login.machine';
import type {
  ResendCodeInput,
  VerifyCodeInput,
} from '#machines/one-time-code/one-time-code.machine';
import type { SocialStartResponse, SocialStatusResponse } from '#contract/social';
import type { StartSocialInput } from '#machines/social-sign-in/social-sign-in.machine';
import { call, toApiFailure } from '../../lib/api';

/**
 * The real implementations of the sign-in machines' API actors. Every failure is rethrown as the
 * contract's ApiFailure, which is what the machines branch on.
 */
async function failAsApiFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiFailure(error);
  }
}

export function checkStatus(input: CheckStatusInput): Promise<AccountStatusResponse> {
  return failAsApiFailure(() => call(authCalls.accountStatus, { body: input }));
}

export function signIn(input: SignInInput): Promise<LoginResponse> {
  const { ext_url, ...rest } = input;
  return failAsApiFailure(() =>
    call(authCalls.login, { body: ext_url ? { ...rest, ext_url } : rest }),
  );
}

export function sendChallenge(input: SendChallengeInput): Promise<CodeSent> {
  return failAsApiFailure(() => call(codesCalls.sendChallenge, { body: input }));
}

export function requestCode(input: RequestCodeInput): Promise<ForgotPasscodeResponse> {
  const body = {
    countryCode: input.countryCode,
    mobile: input.mobile,
    ...(input.recaptcha ? { recaptcha: input.recaptcha } : {}),
    ...(input.choiceToken ? { choiceToken: input.choiceToken } : {}),
    ...(input.type ? { type: input.type } : {}),
  };
  return failAsApiFailure(() => call(codesCalls.forgotPasscode, { body }));
}

export function verifyCode(input: VerifyCodeInput): Promise<{ memberToken: string }> {
  return failAsApiFailure(() =>
    call(codesCalls.verifySms, {
      body: { PIN: input.code, refCode: input.refCode, type: input.type },
    }),
  );
}

/** SMS reason 2: send the code of an existing challenge again (a new refCode comes back). */
export function resendCode(input: ResendCodeInput): Promise<CodeSent> {
  return failAsApiFailure(() =>
    call(codesCalls.sendSms, {
      body: {
        countryCode: input.countryCode,
        mobileNumber: input.mobile,
        reason: 2,
        refCode: input.refCode,
      },
    }),
  );
}

export function resetPasscode(input: ResetPasscodeInput): Promise<undefined> {
  return failAsApiFailure(async () => {
    await call(codesCalls.resetPasscode, { body: input });
    return undefined;
  });
}

/** Change passcode, step 1: the server checks the current passcode and texts a code. */
export function requestPasscodeChange(input: PasscodeChallengeInput): Promise<CodeSent> {
  return failAsApiFailure(() => call(passcodeChangeCalls.requestPasscodeChange, { body: input }));
}

/** Change passcode, last step: the server ends every session of the member. */
export function changePasscode(input: PasscodeChangeInput): Promise<undefined> {
  return failAsApiFailure(async () => {
    await call(passcodeChangeCalls.changePasscode, { body: input });
    return undefined;
  });
}

export function registerEmail(input: { email: string }): Promise<CodeSent> {
  return failAsApiFailure(() => call(factorsCalls.registerEmailFactor, { body: input }));
}

/** A correct email code verifies the email; it earns no token. */
export function verifyEmail(input: VerifyCodeInput): Promise<{ memberToken?: string }> {
  return failAsApiFailure(async () => {
    await call(factorsCalls.verifyEmailFactor, {
      body: { refCode: input.refCode, code: input.code },
    });
    return {};
  });
}

export function resendEmail(input: ResendCodeInput): Promise<CodeSent> {
  return failAsApiFailure(() =>
    call(factorsCalls.resendEmailFactor, { body: { refCode: input.refCode } }),
  );
}

/** Social sign-in: the provider's authorization URL (the server keeps state, nonce, verifier). */
export function startSocialSignIn(input: StartSocialInput): Promise<SocialStartResponse> {
  const body = {
    provider: input.provider,
    ...(input.page ? { page: input.page } : {}),
    ...(input.extUrl ? { ext_url: input.extUrl } : {}),
  };
  return failAsApiFailure(() => call(socialCalls.startSocialLogin, { body }));
}

/** The social login status call: the provider's answer in, `signup_status` out. */
export function socialLoginStatus(input: { data: string }): Promise<SocialStatusResponse> {
  return failAsApiFailure(() => call(socialCalls.socialLoginStatus, { body: input }));
}
