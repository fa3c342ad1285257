import { and, eq } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import type { Deps } from '../deps';
import { consumeOneTimeToken, issueOneTimeToken, releaseOneTimeToken, hashToken } from './tokens';
import type { Challenge } from './otp';

/**
 * What a verified code earns, by purpose: a 'reset' token only the reset takes, an 'account' token
 * only the change of passcode, a 'deletion' token only "Delete my account".
 */
export type MemberTokenKind = 'reset' | 'account' | 'deletion';

export const MEMBER_TOKEN_TTL_MS = 10 * 60 * 1000;

/** The proof of a verified code that the action's call brings back. */
export interface MemberTokenProof {
  memberToken: string;
  refCode: string;
}

export async function issueMemberToken(
  deps: Deps<'db'>,
  grant: { challenge: Challenge; refCode: string; now: Date },
): Promise<string> {
  const { challenge, refCode, now } = grant;
  const kind =
    challenge.purpose === 'account' || challenge.purpose === 'deletion'
      ? challenge.purpose
      : 'reset';
  const issued = await issueOneTimeToken(deps.db, {
    kind,
    now,
    ttlMs: MEMBER_TOKEN_TTL_MS,
    memberId: challenge.memberId,
    subject: hashToken(refCode),
    data: { challengeId: challenge.id, purpose: challenge.purpose },
  });
  return issued.token;
}

/** The member the token names, not used up: a refused passcode must leave it for the next try. */
export async function peekMemberToken(
  deps: Deps<'db'>,
  check: { kind: MemberTokenKind; proof: MemberTokenProof; now: Date },
): Promise<string> {
  const { kind, proof, now } = check;
  const [token] = await deps.db
    .select({
      memberId: oneTimeTokens.memberId,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
    })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.tokenHash, hashToken(proof.memberToken)),
        eq(oneTimeTokens.subject, hashToken(proof.refCode)),
      ),
    )
    .limit(1);
  if (!token?.memberId || token.usedAt) throw new ApiError('OTP_INVALID');
  if (token.expiresAt.getTime() <= now.getTime()) throw new ApiError('OTP_EXPIRED');
  return token.memberId;
}

/**
 * A signed-in member's token, used up before the action's own checks: parallel submissions take no
 * try. `checked` runs those checks and the action; when it fails the token is given back.
 */
export async function redeemMemberToken<T>(
  deps: Deps<'db'>,
  redeem: {
    kind: MemberTokenKind;
    memberId: string;
    proof: MemberTokenProof;
    now: Date;
    checked: () => Promise<T>;
  },
): Promise<T> {
  const { kind, memberId, proof, now } = redeem;
  const { db } = deps;
  if ((await peekMemberToken(deps, { kind, proof, now })) !== memberId) {
    throw new ApiError('OTP_INVALID');
  }
  const used = await consumeOneTimeToken(db, {
    kind,
    token: proof.memberToken,
    now,
    subject: hashToken(proof.refCode),
  });
  if (used?.memberId !== memberId) throw new ApiError('OTP_INVALID');
  try {
    return await redeem.checked();
  } catch (error) {
    await releaseOneTimeToken(db, { kind, token: proof.memberToken, usedAt: now });
    throw error;
  }
}
