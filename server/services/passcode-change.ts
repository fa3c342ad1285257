import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeSent } from '#contract/auth';
import { ERRORS } from '#contract/errors';
import { PASSCODE_WEAKNESS_MESSAGES, passcodeWeaknesses } from '#contract/passcode-rules';
import { members } from '../db/schema';
import { ApiError } from '../shared/errors';
import { sendPasscodeChangedNotice } from './codes';
import type { Deps, Requester } from './deps';
import type { MemberRow } from './members';
import { revokeMemberSessions } from './sessions';
import type { MemberTokenProof } from './verification/member-tokens';
import { voidMemberTokens } from './verification/tokens';
import { voidMemberChallenges } from './verification/otp';
import {
  CHANGE_PASSCODE,
  performVerifiedAction,
  requestActionCode,
} from './verification/verified-action';

/**
 * SEC-30: the current passcode is checked with the login's lockout; the change ends every session
 * of the member, this one included.
 */
export interface NewPasscode {
  oldPasscode: string;
  newPasscode: string;
  confirmPasscode: string;
}

/** Before the current passcode, so a typo costs no try. */
function checkNewPasscode(member: MemberRow, input: NewPasscode): void {
  if (input.newPasscode !== input.confirmPasscode) {
    throw new ApiError('PASSCODE_MISMATCH', {
      fields: { confirmPasscode: ERRORS.PASSCODE_MISMATCH.message },
    });
  }
  const [weakness] = passcodeWeaknesses(input.newPasscode, {
    birthday: member.birthday,
    mobile: member.mobileE164,
  });
  if (weakness) {
    throw new ApiError('WEAK_PASSCODE', {
      fields: { newPasscode: PASSCODE_WEAKNESS_MESSAGES[weakness] },
    });
  }
}

/** After the current passcode: only the right current passcode makes the new one unchanged. */
function checkChanged(input: NewPasscode): void {
  if (input.newPasscode === input.oldPasscode) {
    throw new ApiError('PASSCODE_UNCHANGED', {
      fields: { newPasscode: ERRORS.PASSCODE_UNCHANGED.message },
    });
  }
}

export function requestPasscodeChange(
  deps: Deps<'db' | 'hasher' | 'config' | 'sender'>,
  request: { member: MemberRow; input: NewPasscode; now: Date; requester: Requester },
): Promise<CodeSent> {
  const { member, input } = request;
  checkNewPasscode(member, input);
  return requestActionCode(deps, {
    ...request,
    action: CHANGE_PASSCODE,
    passcode: input.oldPasscode,
    afterPasscode: () => checkChanged(input),
  });
}

export async function changePasscode(
  deps: Deps<'db' | 'hasher' | 'config' | 'sender'>,
  request: {
    member: MemberRow;
    input: NewPasscode & MemberTokenProof;
    now: Date;
    log: FastifyBaseLogger;
  },
): Promise<{ sessionsEnded: number; noticeSent: boolean }> {
  const { member, input, now } = request;
  checkNewPasscode(member, input);
  const sessionsEnded = await performVerifiedAction(deps, {
    ...request,
    action: CHANGE_PASSCODE,
    passcode: input.oldPasscode,
    proof: input,
    afterPasscode: () => checkChanged(input),
    perform: () =>
      storeNewPasscode(deps, { memberId: member.id, newPasscode: input.newPasscode, now }),
  });
  const noticeSent = await sendPasscodeChangedNotice(deps, member.mobileE164);
  return { sessionsEnded, noticeSent };
}

async function storeNewPasscode(
  deps: Deps<'db' | 'hasher'>,
  change: { memberId: string; newPasscode: string; now: Date },
): Promise<number> {
  const { memberId, now } = change;
  const passcodeHash = await deps.hasher.hash(change.newPasscode);
  return deps.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        passcodeHash,
        failedLoginCount: 0,
        consecutiveFailures: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(members.id, memberId));
    const ended = await revokeMemberSessions(tx, { memberId, now, reason: 'passcode_change' });
    await voidMemberChallenges(tx, { memberId, now });
    await voidMemberTokens(tx, { memberId, now });
    return ended;
  });
}
