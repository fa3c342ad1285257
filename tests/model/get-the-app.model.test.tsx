import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { getTheAppMachine } from '#machines/get-the-app/get-the-app.machine';
import { failure } from '#machines/shared/test-support';
import { getTheAppFlow } from '#src/features/get-the-app/get-the-app.actors';
import { GetTheAppView } from '#src/features/get-the-app/get-the-app-page';
import { renderWithRouter } from '../support/render';
import { CAPTCHA_PASS } from './support/captcha-double';
import { APP_LINK_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { alertTexts, openDialogTitles, retype } from './support/views';

vi.mock('#src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof getTheAppMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Get the app (docs/specification.md#get-the-app; machines/get-the-app/get-the-app.md). Every
 * expectation is written here.
 */
const MAX_DIGITS = 11;
/** 09XXXXXXXXX (11 digits), else 'Invalid mobile format' (docs/specification.md#get-the-app). */
const MOBILE_RULE = /^09[0-9]{9}$/;
const INVALID_MOBILE = 'Invalid mobile format';
/** The specification gives no wording for an unsolved captcha: the project's (get-the-app.md). */
const CAPTCHA_REQUIRED = 'Please complete the captcha.';
/** PLEASE_RESEND_LATER in custom mode: title and text, as the alert reads them. */
const RESEND_LATER = 'Temporarily Disabled / You may try again after 5 minutes.';
const SUCCESS_TITLE = 'Successful!';
const SEND = 'Send Link';
/** The server's own words for a send that failed (shown as given). */
const SEND_FAILED = 'Could not send.';
const MASKED = '0917 *** 4567';

/** The member types with dashes and past the limit; the field keeps the first 11 digits. */
const VALID_TYPED = '0917-123-45678';
/** Too short, and 11 digits without the leading 09. */
const SHORT_TYPED = '917-1234';
const NO_PREFIX_TYPED = '91712345678';

type Step = 'editing' | 'sending' | 'sent';

interface AppWorld {
  step: Step;
  mobile: string;
  captcha: boolean;
  mobileError: string | null;
  captchaError: boolean;
  /** The member cleared a solved captcha (the pass is taken back). */
  cleared: boolean;
  message: string | null;
  notice: boolean;
  masked: string | null;
  requests: { mobile: string; recaptcha: string }[];
}

const keep = (typed: string) => typed.replace(/[^0-9]/g, '').slice(0, MAX_DIGITS);
const isValid = (mobile: string) => MOBILE_RULE.test(mobile);

function next(w: AppWorld, event: ModelEvent): AppWorld {
  const editing = w.step === 'editing';
  switch (event.type) {
    case 'mobile.change':
      return editing
        ? {
            ...w,
            mobile: keep(String(event.value)),
            mobileError: null,
            message: null,
            notice: false,
          }
        : w;
    case 'captcha.change':
      return editing
        ? {
            ...w,
            captcha: event.token !== null,
            cleared: w.cleared || event.token === null,
            captchaError: false,
            message: null,
            notice: false,
          }
        : w;
    case 'form.submit':
      if (!editing) return w;
      if (isValid(w.mobile) && w.captcha)
        return {
          ...w,
          step: 'sending',
          requests: [...w.requests, { mobile: w.mobile, recaptcha: CAPTCHA_PASS }],
        };
      // A server's earlier refusal of a number the rule accepts is not repeated.
      return {
        ...w,
        mobileError: isValid(w.mobile) ? null : INVALID_MOBILE,
        captchaError: !w.captcha,
      };
    case 'xstate.done.actor.sendAppLink':
      return w.step === 'sending'
        ? { ...w, step: 'sent', masked: (event.output as { maskedMobile: string }).maskedMobile }
        : w;
    case 'xstate.error.actor.sendAppLink': {
      if (w.step !== 'sending') return w;
      const failed = event.error as {
        errorKey: string;
        message: string;
        fields?: { mobile?: string };
      };
      // A failed SMS send resets the captcha (docs/specification.md#captcha).
      const after = { ...w, step: 'editing' as const, captcha: false };
      if (failed.errorKey === 'PLEASE_RESEND_LATER') return { ...after, notice: true };
      if (failed.fields?.mobile !== undefined)
        return { ...after, mobileError: failed.fields.mobile };
      return { ...after, message: failed.message };
    }
    case 'dialog.close':
      return w.step === 'sent'
        ? {
            ...w,
            step: 'editing',
            mobile: '',
            captcha: false,
            mobileError: null,
            captchaError: false,
            message: null,
            notice: false,
            masked: null,
          }
        : w;
    default:
      return w;
  }
}

const expectedAlerts = (w: AppWorld): string[] =>
  [
    w.mobileError,
    w.captchaError ? CAPTCHA_REQUIRED : null,
    w.message,
    w.notice ? RESEND_LATER : null,
  ].filter((text): text is string => text !== null);

const kind = (mobile: string) =>
  mobile === ''
    ? 'empty'
    : isValid(mobile)
      ? 'valid'
      : mobile.length === MAX_DIGITS
        ? '11 digits without 09'
        : 'short';

const world: World<AppWorld> = {
  initial: () => ({
    step: 'editing',
    mobile: '',
    captcha: false,
    mobileError: null,
    captchaError: false,
    cleared: false,
    message: null,
    notice: false,
    masked: null,
    requests: [],
  }),
  events: (_, w) => [{ type: 'captcha.change', token: w.captcha ? null : CAPTCHA_PASS }],
  next,
  refused: next,
  boundary: (w) =>
    w.step === 'editing'
      ? [
          expectedAlerts(w).join(' + '),
          w.mobileError ? `(${kind(w.mobile)})` : '',
          w.captchaError && w.cleared ? '(captcha cleared)' : '',
        ].join(' ')
      : '',
};

const events = (): ModelEvent[] => [
  { type: 'mobile.change', value: VALID_TYPED },
  { type: 'mobile.change', value: SHORT_TYPED },
  { type: 'mobile.change', value: NO_PREFIX_TYPED },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.sendAppLink', output: { maskedMobile: MASKED } },
  { type: 'xstate.error.actor.sendAppLink', error: failure('PLEASE_RESEND_LATER') },
  {
    type: 'xstate.error.actor.sendAppLink',
    error: failure('VALIDATION_ERROR', 'Check.', { fields: { mobile: INVALID_MOBILE } }),
  },
  { type: 'xstate.error.actor.sendAppLink', error: failure('SMS_SEND_FAILED', SEND_FAILED) },
  { type: 'dialog.close' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    mobile: context.mobile,
    captcha: context.captchaToken !== null,
    mobileError: context.mobileError,
    captchaError: context.captchaError,
    error: context.error,
    notice: context.notice !== null,
  });
};

function verify(w: AppWorld) {
  const field = screen.getByLabelText('Mobile number');
  expect(field).toHaveValue(w.mobile);
  // Numbers only, at most 11 (Get the app): the world keeps them, the field shows them (it does
  // not cut what is typed or pasted itself, so spaces and dashes never cost a digit).
  expect(field).toHaveAttribute('inputmode', 'numeric');
  if (w.mobileError) expect(field).toHaveAccessibleDescription(w.mobileError);
  else expect(field).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText("I'm not a robot"), 'the captcha is solved').toHaveProperty(
    'checked',
    w.captcha,
  );
  expect(alertTexts(), 'the messages on the form').toEqual(expectedAlerts(w));
  expect(openDialogTitles()).toEqual(w.step === 'sent' ? [SUCCESS_TITLE] : []);
  if (w.step === 'sent')
    expect(screen.getByRole('dialog', { name: SUCCESS_TITLE })).toHaveTextContent(w.masked ?? '');
  const send = screen.getByRole('button', { name: SEND });
  expect(send, 'Send Link is disabled only while sending').toHaveProperty(
    'disabled',
    w.step === 'sending',
  );
  expect(send).toHaveAttribute('aria-busy', String(w.step === 'sending'));
}

const links = {
  app_store: { value: 'https://apps.apple.com/ph/app/go-rewards', title: 'App Store' },
  google_play: { value: 'https://play.google.com/store/apps/details?id=gr', title: 'Google Play' },
  app_gallery: { value: 'https://appgallery.huawei.com/app/gr', title: 'AppGallery' },
  qr_code: { value: 'https://gorewards.com.ph/app', title: 'Scan to download' },
  sms_appdl_msg: { value: 'Get the app: {link}', title: 'SMS' },
};

defineModelSuite({
  name: 'getTheApp',
  machine: getTheAppMachine,
  inputs: [undefined],
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(APP_LINK_ROUTES);
    const machine = getTheAppFlow;
    const actor = createActor(machine, { inspect });
    actor.start();
    const view = await renderWithRouter(
      <GetTheAppView actor={actor} captcha={{ provider: 'development' }} downloadLinks={links} />,
    );
    // A QR code and store buttons are shown (Get the app).
    expect(
      screen.getByRole('img', { name: 'QR code for https://gorewards.com.ph/app' }),
    ).toBeInTheDocument();
    for (const store of [links.app_store, links.google_play, links.app_gallery])
      expect(screen.getByRole('link', { name: new RegExp(store.title) })).toHaveAttribute(
        'href',
        store.value,
      );
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'mobile.change':
            return retype(user, screen.getByLabelText('Mobile number'), String(event.value));
          case 'captcha.change':
            return user.click(screen.getByLabelText("I'm not a robot"));
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: SEND }));
          case 'dialog.close':
            return user.click(screen.getByRole('button', { name: 'Close' }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: (_snapshot, w) => {
        verify(w);
        expect(calls.inputs.get('sendAppLink') ?? [], 'the app-link requests').toEqual(w.requests);
      },
    };
  },
});
