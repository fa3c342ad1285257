import type { SendSmsRequest } from '#contract/auth';
import * as authCalls from '#contract/calls/auth';
import * as codesCalls from '#contract/calls/codes';
import * as factorsCalls from '#contract/calls/factors';
import * as socialCalls from '#contract/calls/social';
import { emailVerificationMachine } from '#machines/email-verification/email-verification.machine';
import { forceResetMachine } from '#machines/force-reset/force-reset.machine';
import { forgotPasscodeMachine } from '#machines/forgot-passcode/forgot-passcode.machine';
import { loginMachine, type LoginContext } from '#machines/login/login.machine';
import { oneTimeCodeMachine } from '#machines/one-time-code/one-time-code.machine';
import {
  socialSignInMachine,
  type SocialSignInContext,
} from '#machines/social-sign-in/social-sign-in.machine';
import { apiActor } from '#src/lib/api';
import { isValidMobile } from '#src/lib/phone';

/** libphonenumber-js: valid for the chosen country. */
const isMobileValid = ({ context }: { context: { countryCode: string; mobile: string } }) =>
  isValidMobile(context.countryCode, context.mobile);

/** SMS reason 2: send the code of an existing challenge again (a new refCode comes back). */
const RESEND_REASON: SendSmsRequest['reason'] = 2;

export const oneTimeCodeFlow = oneTimeCodeMachine.provide({
  actors: {
    verifyCode: apiActor(codesCalls.verifySms, (input) => ({
      body: { PIN: input.code, refCode: input.refCode, type: input.type },
    })),
    resendCode: apiActor(codesCalls.sendSms, (input) => ({
      body: {
        countryCode: input.countryCode,
        mobileNumber: input.mobile,
        reason: RESEND_REASON,
        refCode: input.refCode,
      },
    })),
  },
});

export const forgotPasscodeFlow = forgotPasscodeMachine.provide({
  actors: {
    requestCode: apiActor(codesCalls.forgotPasscode, (input) => ({
      body: {
        countryCode: input.countryCode,
        mobile: input.mobile,
        ...(input.recaptcha ? { recaptcha: input.recaptcha } : {}),
        ...(input.choiceToken ? { choiceToken: input.choiceToken } : {}),
        ...(input.type ? { type: input.type } : {}),
      },
    })),
    resetPasscode: apiActor(
      codesCalls.resetPasscode,
      (body) => ({ body }),
      () => undefined,
    ),
    oneTimeCode: oneTimeCodeFlow,
  },
  guards: { isMobileValid },
});

export const forceResetFlow = forceResetMachine.provide({
  actors: { sendChallenge: apiActor(codesCalls.sendChallenge) },
});

export interface LoginEffects {
  /** Tell the app-wide session that a member signed in. */
  onSignedIn: () => void;
  /** Go where the member asked to go (or /account). */
  onFollow: (redirectTarget: string | null) => void;
}

/** The login machine for one opening of the modal or page. */
export function loginFlow({ onSignedIn, onFollow }: LoginEffects) {
  return loginMachine.provide({
    actors: {
      checkStatus: apiActor(authCalls.accountStatus),
      signIn: apiActor(authCalls.login, ({ ext_url, ...rest }) => ({
        body: ext_url ? { ...rest, ext_url } : rest,
      })),
      forceReset: forceResetFlow,
      forgotPasscode: forgotPasscodeFlow,
    },
    guards: { isMobileValid },
    actions: {
      notifySignedIn: onSignedIn,
      followRedirect: ({ context }: { context: LoginContext }) => onFollow(context.redirectTarget),
    },
  });
}

export interface SocialSignInEffects {
  /** A full page load to the provider's authorization URL. */
  onLeave: (authorizationUrl: string) => void;
  onSignedIn: () => void;
  onFollow: (redirectTarget: string | null) => void;
  /** Back to /login, saying nothing. */
  onReturn: () => void;
}

/** Social sign-in, on the login choices (choose) and on the callback page (callback). */
export function socialSignInFlow(effects: SocialSignInEffects) {
  return socialSignInMachine.provide({
    actors: {
      // The provider's authorization URL (the server keeps state, nonce, verifier).
      startSignIn: apiActor(socialCalls.startSocialLogin, (input) => ({
        body: {
          provider: input.provider,
          ...(input.page ? { page: input.page } : {}),
          ...(input.extUrl ? { ext_url: input.extUrl } : {}),
        },
      })),
      checkStatus: apiActor(socialCalls.socialLoginStatus),
    },
    actions: {
      leaveForProvider: ({ context }: { context: SocialSignInContext }) => {
        if (context.authorizationUrl) effects.onLeave(context.authorizationUrl);
      },
      notifySignedIn: effects.onSignedIn,
      followRedirect: ({ context }: { context: SocialSignInContext }) =>
        effects.onFollow(context.redirect),
      returnToLogin: effects.onReturn,
    },
  });
}

/** The one-time code of an email address (email verification): a correct code earns no token. */
export const emailCodeFlow = oneTimeCodeMachine.provide({
  actors: {
    verifyCode: apiActor(
      factorsCalls.verifyEmailFactor,
      (input) => ({ body: { refCode: input.refCode, code: input.code } }),
      () => ({}),
    ),
    resendCode: apiActor(factorsCalls.resendEmailFactor, (input) => ({
      body: { refCode: input.refCode },
    })),
  },
});

/** Email verification (Profile); `onVerified` reloads the member's details. */
export function emailVerificationFlow(onVerified: () => void) {
  return emailVerificationMachine.provide({
    actors: {
      registerEmail: apiActor(factorsCalls.registerEmailFactor),
      oneTimeCode: emailCodeFlow,
    },
    actions: { notifyVerified: onVerified },
  });
}
