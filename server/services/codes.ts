import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHALLENGE_TYPES,
  type ChallengeType,
  type CodeSent,
  type ForgotPasscodeRequest,
  type ForgotPasscodeResponse,
  type SendSmsRequest,
  type VerifySmsRequest,
} from '#contract/auth';
import { ERRORS } from '#contract/errors';
import { PASSCODE_WEAKNESS_MESSAGES, passcodeWeaknesses } from '#contract/passcode-rules';
import { members, type OtpPurpose } from '../db/schema';
import { ApiError } from '../shared/errors';
import { needsForcedReset } from './auth';
import {
  consumeCaptchaPass,
  consumeOneTimeToken,
  issueOneTimeToken,
  voidMemberTokens,
  hashToken,
} from './verification/tokens';
import { findMemberById, findMemberByMobile, type MemberRow } from './members';
import { passcodeChangedNotice } from './blocks/messages';
import {
  issueChallenge,
  resendChallenge,
  verifyChallenge,
  voidMemberChallenges,
} from './verification/otp';
import { maskEmail, maskMobile } from './blocks/phone';
import { revokeMemberSessions, signedIn, type SessionState } from './sessions';
import { issueMemberToken, peekMemberToken } from './verification/member-tokens';
import type { Deps, Requester } from './deps';

const memberIdOf = (session: SessionState) =>
  session && session !== 'expired' ? session.memberId : null;

export interface ResetInput {
  refCode: string;
  memberToken: string;
  passcode: string;
  confirmPasscode: string;
}

/**
 * SEC-29: in one transaction the token is used up, the account reopened and every session,
 * challenge and token of the member ended.
 */
export async function resetPasscode(
  deps: Deps<'db' | 'hasher' | 'sender' | 'config'>,
  reset: { input: ResetInput; now: Date },
): Promise<{ memberId: string; noticeSent: boolean }> {
  const { db } = deps;
  const { input, now } = reset;
  if (input.passcode !== input.confirmPasscode) {
    throw new ApiError('PASSCODE_MISMATCH', {
      fields: { confirmPasscode: ERRORS.PASSCODE_MISMATCH.message },
    });
  }
  const subject = hashToken(input.refCode);
  const memberId = await peekMemberToken(deps, { kind: 'reset', proof: input, now });
  const member = await findMemberById(deps, memberId);
  if (!member) throw new ApiError('OTP_INVALID');

  const [weakness] = passcodeWeaknesses(input.passcode, {
    birthday: member.birthday,
    mobile: member.mobileE164,
  });
  if (weakness) {
    throw new ApiError('WEAK_PASSCODE', {
      fields: { passcode: PASSCODE_WEAKNESS_MESSAGES[weakness] },
    });
  }
  // The slow hash runs before the transaction, which then holds its locks only briefly.
  const passcodeHash = await deps.hasher.hash(input.passcode);

  await db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(tx, {
      kind: 'reset',
      token: input.memberToken,
      now,
      subject,
    });
    if (!used) throw new ApiError('OTP_INVALID');
    await tx
      .update(members)
      .set({
        passcodeHash,
        status: 'ACTIVE',
        failedLoginCount: 0,
        consecutiveFailures: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(members.id, member.id));
    await revokeMemberSessions(tx, { memberId: member.id, now, reason: 'passcode_reset' });
    await voidMemberChallenges(tx, { memberId: member.id, now });
    // One minted from a stolen session must not buy a session after the reset.
    await voidMemberTokens(tx, { memberId: member.id, now });
  });

  const noticeSent = await sendPasscodeChangedNotice(deps, member.mobileE164);
  return { memberId: member.id, noticeSent };
}

/** SEC-28: no secret, no link. A failed notice answers false, for the log. */
export function sendPasscodeChangedNotice(
  deps: Deps<'sender' | 'config'>,
  mobileE164: string,
): Promise<boolean> {
  return deps.sender
    .send({
      channel: 'sms',
      to: mobileE164,
      body: passcodeChangedNotice(deps.config.supportEmail),
    })
    .then(
      () => true,
      () => false,
    );
}

const SMS_VERIFY_PURPOSES = [
  'reset',
  'force_reset',
  'account',
  'deletion',
] as const satisfies OtpPurpose[];

const CHOICE_TTL_MS = 5 * 60 * 1000;

/** Anyone with an account that is not inactive. */
const canReset = (member: MemberRow | null): member is MemberRow =>
  member !== null && member.status !== 'INACTIVE';

const hasVerifiedEmail = (member: MemberRow): member is MemberRow & { email: string } =>
  member.isMailVerified && member.email !== null && member.email !== '';

type SessionReader = () => Promise<SessionState>;

function logCodeSent(
  requester: Requester,
  { e164, purpose, sent }: { e164: string; purpose: string; sent: CodeSent },
) {
  requester.log.info(
    { event: 'otp.send', mobile: maskMobile(e164), purpose, channel: sent.type },
    'code requested',
  );
}

/** With no member (an unknown or ineligible number) the answer is the same and nothing is sent. */
async function sendCode(
  deps: Deps<'db' | 'config' | 'sender'>,
  input: {
    e164: string;
    member: MemberRow | null;
    purpose: OtpPurpose;
    channel?: ChallengeType;
    requester: Requester;
    now: Date;
  },
): Promise<CodeSent> {
  const { e164, member, purpose, requester, now } = input;
  const channel = input.channel ?? CHALLENGE_TYPES.sms;
  const sent = await issueChallenge(deps, {
    mobileE164: e164,
    memberId: member?.id ?? null,
    purpose,
    channel,
    to: channel === CHALLENGE_TYPES.email && member?.email ? member.email : e164,
    requester,
    now,
  });
  logCodeSent(requester, { e164, purpose, sent });
  return sent;
}

export async function requestResetCode(
  deps: Deps<'db' | 'config' | 'sender'>,
  input: { request: ForgotPasscodeRequest; e164: string; requester: Requester; now: Date },
): Promise<ForgotPasscodeResponse> {
  const { db } = deps;
  const { request, e164, requester, now } = input;
  if (request.choiceToken !== undefined) {
    if (request.type === undefined) {
      throw new ApiError('VALIDATION_ERROR', {
        message: 'Choose where to send the code.',
        fields: { type: 'Choose where to send the code.' },
      });
    }
    const choice = await consumeOneTimeToken(db, {
      kind: 'channel_choice',
      token: request.choiceToken,
      now,
      subject: e164,
    });
    const member = choice?.memberId ? await findMemberById(deps, choice.memberId) : null;
    if (!member || !canReset(member)) {
      throw new ApiError('CAPTCHA_INVALID', {
        fields: { recaptcha: 'Please complete the captcha again.' },
      });
    }
    const channel =
      request.type === CHALLENGE_TYPES.email && hasVerifiedEmail(member)
        ? CHALLENGE_TYPES.email
        : CHALLENGE_TYPES.sms;
    return sendCode(deps, { e164, member, purpose: 'reset', channel, requester, now });
  }

  await consumeCaptchaPass(deps, { pass: request.recaptcha, now });
  const member = await findMemberByMobile(deps, e164);
  if (canReset(member) && hasVerifiedEmail(member)) {
    const choice = await issueOneTimeToken(db, {
      kind: 'channel_choice',
      now,
      ttlMs: CHOICE_TTL_MS,
      memberId: member.id,
      subject: e164,
    });
    return {
      next: 'choose',
      choiceToken: choice.token,
      channels: [
        { type: CHALLENGE_TYPES.sms, maskedTarget: maskMobile(e164) },
        { type: CHALLENGE_TYPES.email, maskedTarget: maskEmail(member.email) },
      ],
    };
  }
  const eligible = canReset(member) ? member : null;
  return sendCode(deps, { e164, member: eligible, purpose: 'reset', requester, now });
}

/** Any other number gets the same answer with nothing sent (decision 0013). */
export async function requestForceResetCode(
  deps: Deps<'db' | 'config' | 'sender'>,
  input: { e164: string; recaptcha: string; requester: Requester; now: Date },
): Promise<CodeSent> {
  const { config } = deps;
  const { e164, requester, now } = input;
  await consumeCaptchaPass(deps, { pass: input.recaptcha, now });
  const member = await findMemberByMobile(deps, e164);
  const eligible = member !== null && needsForcedReset(member, config.migrationFlag);
  return sendCode(deps, {
    e164,
    member: eligible ? member : null,
    purpose: 'force_reset',
    requester,
    now,
  });
}

export async function sendSmsCode(
  deps: Deps<'db' | 'config' | 'sender'>,
  input: {
    request: SendSmsRequest;
    e164: string;
    session: SessionReader;
    requester: Requester;
    now: Date;
  },
): Promise<CodeSent> {
  const { request, e164, requester, now } = input;
  if (request.reason === 2) {
    if (!request.refCode) {
      throw new ApiError('VALIDATION_ERROR', {
        message: 'A resend needs the refCode of the code sent before.',
        fields: { refCode: 'A resend needs the refCode of the code sent before.' },
      });
    }
    const sent = await resendChallenge(deps, {
      refCode: request.refCode,
      mobileE164: e164,
      sessionMemberId: memberIdOf(await input.session()),
      requester,
      resolveTarget: async (old) => {
        const member = old.memberId ? await findMemberById(deps, old.memberId) : null;
        if (!member || member.status === 'INACTIVE') return null;
        if (old.channel === CHALLENGE_TYPES.email) {
          return hasVerifiedEmail(member) ? { memberId: member.id, to: member.email } : null;
        }
        return { memberId: member.id, to: member.mobileE164 };
      },
      now,
    });
    requester.log.info(
      { event: 'otp.resend', mobile: maskMobile(e164), channel: sent.type },
      'code sent again',
    );
    return sent;
  }

  if (request.reason === 3) {
    const member = await findMemberById(deps, signedIn(await input.session()).memberId);
    if (!member) throw new ApiError('UNAUTHENTICATED', { code: 302 });
    if (member.deletionDueAt) throw new ApiError('ACCOUNT_DELETION_PENDING');
    if (member.mobileE164 !== e164) {
      throw new ApiError('VALIDATION_ERROR', {
        message: 'This is not the mobile number of your account.',
        fields: { mobileNumber: 'This is not the mobile number of your account.' },
      });
    }
    return sendCode(deps, { e164, member, purpose: 'account', requester, now });
  }

  await consumeCaptchaPass(deps, { pass: request.recaptcha, now });
  const member = await findMemberByMobile(deps, e164);
  const eligible = canReset(member) ? member : null;
  return sendCode(deps, { e164, member: eligible, purpose: 'reset', requester, now });
}

export async function verifySmsCode(
  deps: Deps<'db' | 'config' | 'metrics'>,
  input: { request: VerifySmsRequest; session: SessionReader; log: FastifyBaseLogger; now: Date },
): Promise<{ memberToken: string }> {
  const { request, log, now } = input;
  try {
    const challenge = await verifyChallenge(deps, {
      refCode: request.refCode,
      code: request.PIN,
      type: request.type,
      sessionMemberId: memberIdOf(await input.session()),
      purposes: SMS_VERIFY_PURPOSES,
      now,
    });
    log.info(
      {
        event: 'otp.verify',
        outcome: 'success',
        mobile: maskMobile(challenge.mobileE164),
        purpose: challenge.purpose,
      },
      'code accepted',
    );
    deps.metrics.codeChecked('verified');
    return {
      memberToken: await issueMemberToken(deps, { challenge, refCode: request.refCode, now }),
    };
  } catch (error) {
    if (error instanceof ApiError) {
      log.info({ event: 'otp.verify', outcome: error.key }, 'code refused');
      deps.metrics.codeChecked(error.key);
    }
    throw error;
  }
}
