import * as v from 'valibot';
import { assign, setup } from 'xstate';
import type { AppLinkResponse } from '#contract/app-link';
import type { ApiFailure } from '#contract/errors';
import { APP_LINK_MOBILE_MESSAGE, AppLinkMobileSchema } from '#contract/fields';
import { onlyDigits } from '../shared/digits';
import { errorKeyIn, failureOf, outputOf } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { stubActor } from '../shared/stubs';
import { tokenOf, valueOf } from '../shared/event-params';
import { nextCaptchaKey } from '../shared/captcha';
import { codeRequestRefused } from '../shared/code-request';

/**
 * Get the app (docs/specification.md#get-the-app): a mobile number
 * (digits only, at most 11, 09XXXXXXXXX, else 'Invalid mobile format') and a solved captcha send
 * the download link by SMS; success opens the 'Successful!' dialog with the masked number, and
 * closing it starts a fresh form. A failed send resets the captcha.
 */
export const MOBILE_MAX_LENGTH = 11;
export const SUCCESS_TITLE = 'Successful!';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the captcha.';

export interface GetTheAppContext {
  mobile: string;
  captchaToken: string | null;
  captchaKey: number;
  mobileError: string | null;
  captchaError: string | null;
  error: string | null;
  notice: Notice | null;
  maskedMobile: string | null;
}

export type GetTheAppEvent =
  | { type: 'mobile.change'; value: string }
  | { type: 'captcha.change'; token: string | null }
  | { type: 'form.submit' }
  | { type: 'dialog.close' };

export interface SendAppLinkInput {
  mobile: string;
  recaptcha: string;
}

export const getTheAppMachine = setup({
  types: {
    context: {} as GetTheAppContext,
    events: {} as GetTheAppEvent,
  },
  actors: {
    sendAppLink: stubActor<AppLinkResponse, SendAppLinkInput>('sendAppLink'),
  },
  guards: {
    isFormValid: ({ context }) =>
      v.is(AppLinkMobileSchema, context.mobile) && context.captchaToken !== null,
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
    isMobileRefused: (_, failure: ApiFailure) => failure.fields?.mobile !== undefined,
  },
  actions: {
    assignMobile: assign((_, value: string) => ({
      mobile: onlyDigits(value, MOBILE_MAX_LENGTH),
      mobileError: null,
      error: null,
      notice: null,
    })),
    assignCaptcha: assign((_, captchaToken: string | null) => ({
      captchaToken,
      captchaError: null,
      error: null,
      notice: null,
    })),
    assignValidation: assign({
      mobileError: ({ context }) =>
        v.is(AppLinkMobileSchema, context.mobile) ? null : APP_LINK_MOBILE_MESSAGE,
      captchaError: ({ context }) =>
        context.captchaToken === null ? CAPTCHA_REQUIRED_MESSAGE : null,
    }),
    assignSent: assign((_, sent: AppLinkResponse) => ({ maskedMobile: sent.maskedMobile })),
    assignMobileRefused: assign((_, failure: ApiFailure) => ({
      mobileError: failure.fields?.mobile ?? APP_LINK_MOBILE_MESSAGE,
    })),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message })),
    assignResendLater: assign((_, failure: ApiFailure) => ({ notice: noticeFor(failure) })),
    resetCaptcha: assign({ captchaToken: null, captchaKey: nextCaptchaKey }),
    resetForm: assign({
      mobile: '',
      maskedMobile: null,
      mobileError: null,
      captchaError: null,
      error: null,
      notice: null,
    }),
  },
}).createMachine({
  id: 'getTheApp',
  context: {
    mobile: '',
    captchaToken: null,
    captchaKey: 0,
    mobileError: null,
    captchaError: null,
    error: null,
    notice: null,
    maskedMobile: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mobile.change': { actions: { type: 'assignMobile', params: valueOf } },
        'captcha.change': { actions: { type: 'assignCaptcha', params: tokenOf } },
        'form.submit': [
          { guard: 'isFormValid', target: 'sending' },
          { actions: 'assignValidation' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendAppLink',
        src: 'sendAppLink',
        input: ({ context }) => ({ mobile: context.mobile, recaptcha: context.captchaToken ?? '' }),
        onDone: { target: 'sent', actions: { type: 'assignSent', params: outputOf } },
        onError: [
          {
            guard: { type: 'isMobileRefused', params: failureOf },
            target: 'editing',
            actions: [{ type: 'assignMobileRefused', params: failureOf }, 'resetCaptcha'],
          },
          ...codeRequestRefused('editing', 'resetCaptcha'),
        ],
      },
    },
    sent: {
      on: { 'dialog.close': { target: 'editing', actions: ['resetForm', 'resetCaptcha'] } },
    },
  },
});
