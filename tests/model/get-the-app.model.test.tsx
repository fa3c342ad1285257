import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { getTheAppMachine } from '#machines/get-the-app/get-the-app.machine';
import { failure } from '#machines/shared/test-support';
import { getTheAppFlow } from '../../src/features/get-the-app/get-the-app.actors';
import { GetTheAppView } from '../../src/features/get-the-app/get-the-app-page';
import { renderWithRouter } from '../support/render';
import { CAPTCHA_PASS } from './support/captcha-double';
import { APP_LINK_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype } from './support/views';

vi.mock('../../src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof getTheAppMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const events = (): ModelEvent[] => [
  { type: 'mobile.change', value: '09171234567' },
  { type: 'mobile.change', value: '9171234' },
  { type: 'captcha.change', token: CAPTCHA_PASS },
  { type: 'captcha.change', token: null },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.sendAppLink', output: { maskedMobile: '0917 *** 4567' } },
  { type: 'xstate.error.actor.sendAppLink', error: failure('PLEASE_RESEND_LATER') },
  {
    type: 'xstate.error.actor.sendAppLink',
    error: failure('VALIDATION_ERROR', 'Check.', { fields: { mobile: 'Invalid mobile format' } }),
  },
  { type: 'xstate.error.actor.sendAppLink', error: failure('SMS_SEND_FAILED', 'Could not send.') },
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

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  const field = screen.getByLabelText('Mobile number');
  expect(field).toHaveValue(context.mobile);
  expect(field).toHaveAttribute('maxlength', '11');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  if (context.mobileError) {
    expect(screen.getByText(context.mobileError)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(context.mobileError);
  } else {
    expect(screen.queryByText('Invalid mobile format')).toBeNull();
  }
  expect(screen.queryByText('Please complete the captcha.') !== null).toBe(
    context.captchaError !== null,
  );
  if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
  expect(screen.queryByText('Temporarily Disabled') !== null).toBe(context.notice !== null);
  const dialog = screen.queryByRole('dialog', { name: 'Successful!' });
  expect(dialog !== null).toBe(snapshot.matches('sent'));
  if (dialog) expect(dialog).toHaveTextContent('0917 *** 4567');
  expect(screen.getByRole('button', { name: 'Send Link' })).toHaveProperty(
    'disabled',
    snapshot.matches('sending'),
  );
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
  start: async (_input, inspect) => {
    const user = userEvent.setup();
    const calls = new FakeNetwork(APP_LINK_ROUTES);
    // The app's own binding: only the network below it is the test's.
    const machine = getTheAppFlow;
    const actor = createActor(machine, { inspect });
    actor.start();
    const view = await renderWithRouter(
      <GetTheAppView actor={actor} captcha={{ provider: 'development' }} downloadLinks={links} />,
    );
    expect(
      screen.getByRole('img', { name: 'QR code for https://gorewards.com.ph/app' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      links.google_play.value,
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
            return user.click(screen.getByRole('button', { name: 'Send Link' }));
          case 'dialog.close':
            return user.click(screen.getByRole('button', { name: 'Close' }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: () => {
        for (const body of calls.inputs.get('sendAppLink') ?? [])
          expect(body).toEqual({ mobile: '09171234567', recaptcha: CAPTCHA_PASS });
      },
    };
  },
});
