import { CHALLENGE_TYPES, type CodeSent } from '#contract/auth';
import { maskMobile } from '../blocks/phone';
import type { Deps, Requester } from '../deps';
import type { MemberRow } from '../members';
import { checkCurrentPasscode, type PasscodeField } from './current-passcode';
import { type MemberTokenProof, redeemMemberToken } from './member-tokens';
import { issueChallenge, claimSmsWindow } from './otp';

/**
 * An action a signed-in member's passcode and an SMS code protect (change passcode, Delete my
 * account): the passcode, counted with the login's lockout, earns a code; the verified code earns
 * a token of the action's own kind; the action's call brings the token and the passcode again.
 */
export interface VerifiedAction {
  /** The code's purpose, and the kind of token its verification earns. */
  purpose: 'account' | 'deletion';
  /** The form field the passcode is typed in, for the wrong-passcode message. */
  field: PasscodeField;
}

export const CHANGE_PASSCODE: VerifiedAction = { purpose: 'account', field: 'oldPasscode' };
export const DELETE_ACCOUNT: VerifiedAction = { purpose: 'deletion', field: 'passcode' };

interface PasscodeStep {
  action: VerifiedAction;
  member: MemberRow;
  passcode: string;
  now: Date;
  /** The action's own refusals once the passcode is right; one gives back what the step took. */
  afterPasscode?: () => void;
}

/** Step 1: the passcode, then an SMS code to the member's number. */
export async function requestActionCode(
  deps: Deps<'db' | 'hasher' | 'config' | 'sender'>,
  step: PasscodeStep & { requester: Requester },
): Promise<CodeSent> {
  const { action, member, now, requester } = step;
  // Claimed first, so a double submit is Temporarily Disabled instead of taking a passcode try.
  const claimed = await claimSmsWindow(deps.db, { e164: member.mobileE164, now });
  try {
    await checkCurrentPasscode(deps, { ...step, field: action.field, log: requester.log });
    step.afterPasscode?.();
  } catch (error) {
    await claimed.release(deps.db);
    throw error;
  }
  const sent = await issueChallenge(deps, {
    mobileE164: member.mobileE164,
    memberId: member.id,
    purpose: action.purpose,
    channel: CHALLENGE_TYPES.sms,
    to: member.mobileE164,
    claimed,
    requester,
    now,
  });
  requester.log.info(
    {
      event: 'otp.send',
      mobile: maskMobile(member.mobileE164),
      purpose: action.purpose,
      channel: CHALLENGE_TYPES.sms,
    },
    'code requested',
  );
  return sent;
}

/**
 * Step 2: the verified code's token, used up first (parallel submissions take no try), then the
 * passcode once more and the action; a refusal gives the token back for the next try.
 */
export function performVerifiedAction<T>(
  deps: Deps<'db' | 'hasher'>,
  step: PasscodeStep & {
    proof: MemberTokenProof;
    log: Requester['log'];
    perform: () => Promise<T>;
  },
): Promise<T> {
  const { action, member, now } = step;
  return redeemMemberToken(deps, {
    kind: action.purpose,
    memberId: member.id,
    proof: step.proof,
    now,
    checked: async () => {
      await checkCurrentPasscode(deps, { ...step, field: action.field });
      step.afterPasscode?.();
      return step.perform();
    },
  });
}
