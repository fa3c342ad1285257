import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { isStub } from '#machines/shared/stubs';
import {
  addressSectionFlow,
  locationPickerFlow,
  maxicareFlow,
  preferencesFlow,
  profileSectionFlow,
} from '#src/features/account/account.actors';
import { devicesFlow } from '#src/features/account/devices.actors';
import { keepAccountFlow } from '#src/features/auth/deletion.actors';
import {
  emailVerificationFlow,
  forceResetFlow,
  forgotPasscodeFlow,
  loginFlow,
  oneTimeCodeFlow,
  socialSignInFlow,
} from '#src/features/auth/auth.actors';
import { accountDeletionFlow, changePasscodeFlow } from '#src/features/auth/verified-action.actors';
import { raffleFormFlow, surveyFormFlow } from '#src/features/forms/forms.actors';
import { getTheAppFlow } from '#src/features/get-the-app/get-the-app.actors';
import { handoffConfirmFlow } from '#src/features/handoff/handoff.actors';
import { sessionFlow } from '#src/features/session/session.actors';
import { slideInFlow } from '#src/features/home/slide-in-panel';

/** Every implementation still a stub, in this machine or the machines it invokes. */
function stubsLeft(machine: AnyStateMachine, path = machine.id): string[] {
  const { actors, guards, actions } = machine.implementations;
  const left: string[] = [];
  for (const [kind, table] of Object.entries({ actors, guards, actions })) {
    for (const [name, implementation] of Object.entries(table)) {
      if (isStub(implementation)) left.push(`${path}: ${kind} ${name}`);
      const nested = implementation as Partial<AnyStateMachine> | undefined;
      if (nested?.implementations && nested.root) {
        left.push(...stubsLeft(nested as AnyStateMachine, `${path} > ${name}`));
      }
    }
  }
  return left;
}

describe('the app provides every side effect the machines leave to it', () => {
  const flows: [string, AnyStateMachine][] = [
    ['login', loginFlow({ onSignedIn: () => undefined, onFollow: () => undefined })],
    ['forgotPasscode', forgotPasscodeFlow],
    ['forceReset', forceResetFlow],
    ['oneTimeCode', oneTimeCodeFlow],
    ['getTheApp', getTheAppFlow],
    ['session', sessionFlow(() => undefined)],
    [
      'handoffConfirm',
      handoffConfirmFlow({ onSignedIn: () => undefined, onDecline: () => undefined }),
    ],
    ['verifiedAction (change passcode)', changePasscodeFlow(() => undefined)],
    ['emailVerification', emailVerificationFlow(() => undefined)],
    ['profileSection', profileSectionFlow(() => undefined)],
    ['addressSection', addressSectionFlow(() => undefined)],
    ['locationPicker', locationPickerFlow],
    ['maxicare', maxicareFlow(() => undefined)],
    ['preferences', preferencesFlow(() => undefined)],
    ['devices', devicesFlow],
    ['verifiedAction (Delete my account)', accountDeletionFlow(() => undefined)],
    ['keepAccount', keepAccountFlow(() => undefined)],
    ['raffleForm', raffleFormFlow],
    ['surveyForm', surveyFormFlow],
    ['slideIn', slideInFlow],
    [
      'socialSignIn',
      socialSignInFlow({
        onLeave: () => undefined,
        onSignedIn: () => undefined,
        onFollow: () => undefined,
        onReturn: () => undefined,
      }),
    ],
  ];
  it.each(flows)('%s has no stub left', (_, machine) => {
    expect(stubsLeft(machine)).toEqual([]);
  });

  it('notices a stub that is left', async () => {
    const { loginMachine } = await import('#machines/login/login.machine');
    expect(stubsLeft(loginMachine)).toEqual(
      expect.arrayContaining(['login: actors checkStatus', 'login: guards isMobileValid']),
    );
  });
});
