import { fromPromise } from 'xstate';
import { changePasscodeMachine } from '#machines/change-passcode/change-passcode.machine';
import { emailVerificationMachine } from '#machines/email-verification/email-verification.machine';
import { forceResetMachine } from '#machines/force-reset/force-reset.machine';
import { forgotPasscodeMachine } from '#machines/forgot-passcode/forgot-passcode.machine';
import { loginMachine, type LoginContext } from '#machines/login/login.machine';
import { oneTimeCodeMachine } from '#machines/one-time-code/one-time-code.machine';
import {
  socialSignInMachine,
  type SocialSignInContext,
} from '#machines/social-sign-in/social-sign-in.machine';
import { isValidMobile } from '../../lib/phone';
import * as api from './auth.actors';

/**
 * The sign-in machines with their side effects supplied: API calls through the contract client,
 * and libphonenumber-js for "valid for the chosen country". Machines stay pure; this is the only
 * place that binds them to the app.
 */
const isMobileValid = ({ context }: { context: { countryCode: string; mobile: string } }) =>
  isValidMobile(context.countryCode, context.mobile);

export const oneTimeCodeFlow = oneTimeCodeMachine.provide({
  actors: {
    verifyCode: fromPromise(({ input }) => api.verifyCode(input)),
    resendCode: fromPromise(({ input }) => api.resendCode(input)),
  },
});

export const forgotPasscodeFlow = forgotPasscodeMachine.provide({
  actors: {
    requestCode: fromPromise(({ input }) => api.requestCode(input)),
    resetPasscode: fromPromise(({ input }) => api.resetPasscode(input)),
    oneTimeCode: oneTimeCodeFlow,
  },
  guards: { isMobileValid },
});

export const forceResetFlow = forceResetMachine.provide({
  actors: {
    sendChallenge: fromPromise(({ input }) => api.sendChallenge(input)),
  },
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
      checkStatus: fromPromise(({ input }) => api.checkStatus(input)),
      signIn: fromPromise(({ input }) => api.signIn(input)),
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
      startSignIn: fromPromise(({ input }) => api.startSocialSignIn(input)),
      checkStatus: fromPromise(({ input }) => api.socialLoginStatus(input)),
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

/** Change passcode (Security and preferences); `endSession` logs out and goes to login. */
export function changePasscodeFlow(endSession: () => void) {
  return changePasscodeMachine.provide({
    actors: {
      requestChallenge: fromPromise(({ input }) => api.requestPasscodeChange(input)),
      changePasscode: fromPromise(({ input }) => api.changePasscode(input)),
      oneTimeCode: oneTimeCodeFlow,
    },
    actions: { endSession },
  });
}

/** The one-time code of an email address (email verification): it earns no member token. */
export const emailCodeFlow = oneTimeCodeMachine.provide({
  actors: {
    verifyCode: fromPromise(({ input }) => api.verifyEmail(input)),
    resendCode: fromPromise(({ input }) => api.resendEmail(input)),
  },
});

/** Email verification (Profile); `onVerified` reloads the member's details. */
export function emailVerificationFlow(onVerified: () => void) {
  return emailVerificationMachine.provide({
    actors: {
      registerEmail: fromPromise(({ input }) => api.registerEmail(input)),
      oneTimeCode: emailCodeFlow,
    },
    actions: { notifyVerified: onVerified },
  });
}
