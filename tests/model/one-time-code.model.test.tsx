import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  oneTimeCodeMachine,
  type OneTimeCodeInput,
} from '#machines/one-time-code/one-time-code.machine';
import { failure } from '#machines/shared/test-support';
import { emailCodeFlow, oneTimeCodeFlow } from '#src/features/auth/auth.actors';
import { OneTimeCodeView } from '#src/features/auth/one-time-code-view';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { AUTH_ROUTES, EMAIL_CODE_ROUTES, FakeNetwork } from './support/network';
import { codeBoxes, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof oneTimeCodeMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The one-time code modal (docs/specification.md#one-time-codes). Every expectation is the
 * specification's, written here.
 */
const LIFETIME_MS = 300_000;
const FAILED_CHECKS_ENDING_THE_FLOW = 5;
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const EXPIRED_CODE = 'This code has expired. Please request a new code.';
const SMS_FAILED = "We couldn't send the SMS. Please try again.";

const smsInput: OneTimeCodeInput = {
  refCode: 'ref-code-0000000001',
  type: 1,
  maskedTarget: '0917 *** 0001',
  expiresInSeconds: 300,
  countryCode: 'PH',
  mobile: '09170000001',
};
/** The reset by email (docs/specification.md#forgot-passcode): auto-submit, with email wording. */
const emailInput: OneTimeCodeInput = {
  ...smsInput,
  type: 2,
  maskedTarget: 'j***@example.ph',
  autoSubmit: true,
};

export const LIFETIME_EVENT = 'xstate.after.otpLifetime.oneTimeCode.active.timer.running';

interface CodeWorld {
  channel: 'sms' | 'email';
  autoSubmit: boolean;
  typed: string;
  wrong: number;
  /** Wrong codes the server has counted on the current refCode (it voids it at the fifth). */
  serverWrong: number;
  refCode: string;
  timer: 'running' | 'expired' | 'resending';
  checking: boolean;
  message: string | null;
  notice: boolean;
  ended: 'verified' | 'exhausted' | null;
}

const wrongCode = (attemptsRemaining: number): ModelEvent => ({
  type: 'xstate.error.actor.verifyCode',
  error: failure('OTP_INVALID', 'This code is invalid or has already been used.', {
    attemptsRemaining,
  }),
});

const world: World<CodeWorld> = {
  initial: (input) => {
    const start = input as OneTimeCodeInput;
    return {
      channel: start.type === 1 ? 'sms' : 'email',
      autoSubmit: start.autoSubmit ?? false,
      typed: '',
      wrong: 0,
      serverWrong: 0,
      refCode: start.refCode,
      timer: 'running',
      checking: false,
      message: null,
      notice: false,
      ended: null,
    };
  },
  // The fifth wrong code on one refCode voids it; a server that keeps answering OTP_INVALID too.
  events: (_, w) => [
    {
      type: 'xstate.done.actor.resendCode',
      output: {
        next: 'code',
        refCode: 'ref-code-0000000002',
        type: w.channel === 'sms' ? 1 : 2,
        maskedTarget: w.channel === 'sms' ? '0917 *** 0001' : 'j***@example.ph',
        expiresInSeconds: 300,
      },
    },
    wrongCode(Math.max(0, FAILED_CHECKS_ENDING_THE_FLOW - w.serverWrong - 1)),
    ...(w.serverWrong === FAILED_CHECKS_ENDING_THE_FLOW - 1
      ? [{ type: 'xstate.error.actor.verifyCode', error: failure('OTP_TOO_MANY_ATTEMPTS') }]
      : []),
  ],
  next: (w, event) => {
    switch (event.type) {
      case 'code.change': {
        const typed = String(event.value);
        return {
          ...w,
          typed,
          message: null,
          checking: w.autoSubmit && typed.length === 6,
        };
      }
      case 'code.submit':
        return { ...w, checking: true };
      case 'xstate.done.actor.verifyCode':
        return { ...w, checking: false, ended: 'verified' };
      case 'xstate.error.actor.verifyCode': {
        const key = (event.error as { errorKey: string }).errorKey;
        if (key === 'OTP_INVALID' || key === 'OTP_TOO_MANY_ATTEMPTS') {
          const wrong = w.wrong + 1;
          const ended =
            key === 'OTP_TOO_MANY_ATTEMPTS' || wrong >= FAILED_CHECKS_ENDING_THE_FLOW
              ? 'exhausted'
              : null;
          return { ...w, wrong, serverWrong: w.serverWrong + 1, typed: '', checking: false, ended };
        }
        if (key === 'OTP_EXPIRED')
          return { ...w, typed: '', checking: false, message: EXPIRED_CODE };
        return { ...w, checking: false, message: GENERIC };
      }
      case LIFETIME_EVENT:
        return { ...w, timer: 'expired' };
      case 'code.resend':
        return { ...w, timer: 'resending', notice: false };
      case 'xstate.done.actor.resendCode': {
        const refCode = (event.output as { refCode: string }).refCode;
        // A new refCode restarts the timer; resending clears the digits.
        return { ...w, refCode, serverWrong: 0, timer: 'running', typed: '', message: null };
      }
      case 'xstate.error.actor.resendCode': {
        const key = (event.error as { errorKey: string }).errorKey;
        return key === 'PLEASE_RESEND_LATER'
          ? { ...w, timer: 'expired', notice: true, message: null }
          : { ...w, timer: 'expired', message: SMS_FAILED };
      }
      default:
        return w;
    }
  },
  boundary: (w) => `wrong codes ${String(w.wrong)}`,
};

const events = (): ModelEvent[] => [
  { type: 'code.change', value: '12345' },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.verifyCode', output: { memberToken: 'member-token-0000000001' } },
  { type: 'xstate.error.actor.verifyCode', error: failure('OTP_EXPIRED', EXPIRED_CODE) },
  { type: 'xstate.error.actor.verifyCode', error: failure('NETWORK_ERROR', GENERIC) },
  {
    type: 'xstate.error.actor.resendCode',
    error: failure('PLEASE_RESEND_LATER', 'You may try again after 5 minutes.', {
      title: 'Temporarily Disabled',
      retryAfter: 300,
    }),
  },
  { type: 'xstate.error.actor.resendCode', error: failure('SMS_SEND_FAILED', SMS_FAILED) },
  { type: LIFETIME_EVENT },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const snapshot = asSnapshot(raw);
  const { code, failedChecks, error, notice } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    code: code.length === 6 ? 'full' : code.length > 0 ? 'part' : 'none',
    failedChecks,
    error: error !== null,
    notice: notice !== null,
  });
};

function verify(raw: AnyMachineSnapshot, w: CodeWorld) {
  const snapshot = asSnapshot(raw);
  if (w.ended) {
    expect(snapshot.status, `the flow has ended ${w.ended}`).toBe('done');
    // An SMS code earns the member token the reset needs; an email code only verifies the email.
    expect(snapshot.output).toEqual(
      w.ended === 'verified'
        ? {
            result: 'verified',
            refCode: w.refCode,
            memberToken: w.channel === 'sms' ? 'member-token-0000000001' : null,
          }
        : { result: 'exhausted' },
    );
    return;
  }
  expect(snapshot.status, 'the flow goes on').toBe('active');
  const target = w.channel === 'sms' ? '0917 *** 0001' : 'j***@example.ph';
  const wording = w.channel === 'sms' ? 'your mobile number' : 'your email address';
  expect(screen.getByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(
    `Enter the 6-digit code we sent to ${wording} ${target}.`,
  );
  const boxes = codeBoxes();
  expect(boxes).toHaveLength(6);
  expect(boxes.map((box) => box.value).join('')).toBe(w.typed);
  expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
  boxes.forEach((box, index) => {
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAccessibleName(`Digit ${String(index + 1)} of 6`);
  });

  const timer = screen.queryByRole('timer');
  const resend = screen.queryByRole('button', { name: 'Resend Code' });
  if (w.timer === 'running') {
    expect(timer, 'the countdown runs').not.toBeNull();
    expect(resend, 'no Resend Code while the code lives').toBeNull();
  } else {
    expect(timer, 'the countdown is hidden at 00:00').toBeNull();
    expect(resend, 'Resend Code once the countdown ends').not.toBeNull();
    expect(resend).toHaveProperty('disabled', w.timer === 'resending');
  }
  expect(screen.getByRole('group', { name: 'Verification code' })).toHaveProperty(
    'disabled',
    w.checking,
  );
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty(
    'disabled',
    !(w.typed.length === 6 && !w.checking),
  );
  const attempts = screen.queryByText(/^Attempts:/);
  if (w.wrong > 0) expect(attempts).toHaveTextContent(`Attempts: ${String(w.wrong)} of 5`);
  else expect(attempts).toBeNull();
  if (w.message) expect(screen.getByText(w.message)).toBeInTheDocument();
  for (const message of [GENERIC, EXPIRED_CODE, SMS_FAILED].filter((text) => text !== w.message))
    expect(screen.queryByText(message)).toBeNull();
  const notice = screen.queryByText('Temporarily Disabled');
  if (w.notice) {
    const box = notice?.closest('[role="alert"], [role="status"], div') as HTMLElement;
    expect(within(box).getByText('You may try again after 5 minutes.')).toBeInTheDocument();
  } else expect(notice).toBeNull();
}

defineModelSuite({
  name: 'oneTimeCode',
  machine: oneTimeCodeMachine,
  inputs: [smsInput, emailInput],
  events,
  serializeState,
  world,
  start: (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const sms = (input as OneTimeCodeInput).type === 1;
    const calls = new FakeNetwork(sms ? AUTH_ROUTES : EMAIL_CODE_ROUTES);
    const machine = sms ? oneTimeCodeFlow : emailCodeFlow;
    const clock = new SimulatedClock();
    const actor = createActor(machine, {
      input: input as OneTimeCodeInput,
      clock,
      inspect,
    });
    actor.start();
    const view = render(<OneTimeCodeView actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'code.change') await typeCode(user, String(event.value));
        else if (event.type === 'code.submit')
          await user.click(screen.getByRole('button', { name: 'Continue' }));
        else if (event.type === 'code.resend')
          await user.click(screen.getByRole('button', { name: 'Resend Code' }));
        else if (event.type === LIFETIME_EVENT) {
          // Both sides of 300 s: a millisecond before, the code still runs and shows its timer.
          clock.increment(LIFETIME_MS - 1);
          expect(actor.getSnapshot().matches({ active: { timer: 'running' } })).toBe(true);
          expect(screen.getByRole('timer')).toBeInTheDocument();
          expect(screen.queryByRole('button', { name: 'Resend Code' })).toBeNull();
          clock.increment(1);
        } else if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: () => {
        const refCodes = ['ref-code-0000000001', 'ref-code-0000000002'];
        for (const body of calls.inputs.get('verifyCode') ?? [])
          expect(
            refCodes.flatMap((refCode) =>
              ['123456', '654321'].map((code) =>
                sms ? { PIN: code, refCode, type: 'sms' } : { refCode, code },
              ),
            ),
          ).toContainEqual(body);
        for (const body of calls.inputs.get('resendCode') ?? [])
          expect(
            refCodes.map((refCode) =>
              sms
                ? { countryCode: 'PH', mobileNumber: '09170000001', reason: 2, refCode }
                : { refCode },
            ),
          ).toContainEqual(body);
      },
    };
  },
});
