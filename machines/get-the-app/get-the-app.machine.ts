import * as v from 'valibot';
import { assign, setup } from 'xstate';
import type { AppLinkResponseSchema } from '#contract/app-link';
import { APP_LINK_MOBILE_MESSAGE, AppLinkMobileSchema } from '#contract/fields';
import { onlyDigits } from '../shared/digits';
import { toFailure } from '../shared/failure';
import { isResendLater, type Notice, noticeFor } from '../shared/notice';
import { stubActor } from '../shared/stubs';

/**
 * Get the app (specification 000, Get the app; DECISIONS.md, Account area): a mobile number
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

const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

export const getTheAppMachine = setup({
  types: {
    context: {} as GetTheAppContext,
    events: {} as GetTheAppEvent,
  },
  actors: {
    sendAppLink: stubActor<v.InferOutput<typeof AppLinkResponseSchema>, SendAppLinkInput>(
      'sendAppLink',
    ),
  },
  guards: {
    isFormValid: ({ context }) =>
      v.is(AppLinkMobileSchema, context.mobile) && context.captchaToken !== null,
    isResendLater: ({ event }) => isResendLater(errorOf(event)),
    isMobileRefused: ({ event }) => toFailure(errorOf(event)).fields?.mobile !== undefined,
  },
  actions: {
    assignMobile: assign({
      mobile: ({ event }) =>
        event.type === 'mobile.change' ? onlyDigits(event.value, MOBILE_MAX_LENGTH) : '',
      mobileError: null,
      error: null,
      notice: null,
    }),
    assignCaptcha: assign({
      captchaToken: ({ event }) => (event.type === 'captcha.change' ? event.token : null),
      captchaError: null,
      error: null,
      notice: null,
    }),
    assignValidation: assign({
      mobileError: ({ context }) =>
        v.is(AppLinkMobileSchema, context.mobile) ? null : APP_LINK_MOBILE_MESSAGE,
      captchaError: ({ context }) =>
        context.captchaToken === null ? CAPTCHA_REQUIRED_MESSAGE : null,
    }),
    assignSent: assign({
      maskedMobile: ({ event }) =>
        'output' in event
          ? (event.output as v.InferOutput<typeof AppLinkResponseSchema>).maskedMobile
          : null,
    }),
    assignMobileRefused: assign({
      mobileError: ({ event }) =>
        toFailure(errorOf(event)).fields?.mobile ?? APP_LINK_MOBILE_MESSAGE,
    }),
    assignFailure: assign({ error: ({ event }) => toFailure(errorOf(event)).message }),
    assignResendLater: assign({ notice: ({ event }) => noticeFor(errorOf(event)) }),
    resetCaptcha: assign({
      captchaToken: null,
      captchaKey: ({ context }) => context.captchaKey + 1,
    }),
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
        'mobile.change': { actions: 'assignMobile' },
        'captcha.change': { actions: 'assignCaptcha' },
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
        onDone: { target: 'sent', actions: 'assignSent' },
        onError: [
          {
            guard: 'isResendLater',
            target: 'editing',
            actions: ['assignResendLater', 'resetCaptcha'],
          },
          {
            guard: 'isMobileRefused',
            target: 'editing',
            actions: ['assignMobileRefused', 'resetCaptcha'],
          },
          { target: 'editing', actions: ['assignFailure', 'resetCaptcha'] },
        ],
      },
    },
    sent: {
      on: { 'dialog.close': { target: 'editing', actions: ['resetForm', 'resetCaptcha'] } },
    },
  },
});
