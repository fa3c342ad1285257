import { and, eq, gt, isNull } from 'drizzle-orm';
import { HANDOFF_LIFETIME_SECONDS } from '#contract/auth';
import type { Database } from '../db/client';
import { members, oneTimeTokens, sessions } from '../db/schema';
import { consumeOneTimeToken, issueOneTimeToken, type IssuedToken } from './one-time-tokens';
import { createSession, type IssuedSession } from './sessions';
import { hashToken } from './tokens';

/**
 * The /auth?token= handoff code (DECISIONS.md, Sessions and redirects; SECURITY-CHECKLIST SEC-39):
 * single use, 60 seconds, hashed at rest, minted by a signed-in member's session and kept bound to
 * it. The session a code buys inherits the minting session's absolute 12-hour cap, so minting and
 * trading codes never carries a sign-in past it (issue 18, item 2); a code whose minting session
 * has ended (logout, passcode change or reset, the cap) buys nothing.
 */
const CODE_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

export function mintHandoffCode(
  db: Database,
  minter: { memberId: string; sessionId: string },
  now: Date,
): Promise<IssuedToken> {
  return issueOneTimeToken(db, 'handoff', {
    now,
    ttlMs: HANDOFF_LIFETIME_SECONDS * 1000,
    memberId: minter.memberId,
    data: { sessionId: minter.sessionId },
  });
}

function sessionIdOf(data: Record<string, unknown> | null): string | null {
  const id = data?.sessionId;
  return typeof id === 'string' ? id : null;
}

/**
 * The minting session, if it still counts: not revoked, inside its absolute cap, of the code's
 * member, who is not inactive. Answers its cap and the member's first name.
 */
async function liveMinter(
  db: Database,
  memberId: string,
  sessionId: string | null,
  now: Date,
): Promise<{ absoluteExpiresAt: Date; firstName: string } | null> {
  if (sessionId === null) return null;
  const [row] = await db
    .select({
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      firstName: members.firstName,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
  if (!row || row.status === 'INACTIVE') return null;
  return { absoluteExpiresAt: row.absoluteExpiresAt, firstName: row.firstName };
}

/**
 * Whose a live code is, without using it: the member's first name, as the header greets them
 * ("Continue as Maria Clara?"). Null for an unknown, used, expired or orphaned code.
 */
export async function previewHandoffCode(
  db: Database,
  code: string,
  now: Date,
): Promise<{ name: string } | null> {
  if (!CODE_FORMAT.test(code)) return null;
  const [token] = await db
    .select({ memberId: oneTimeTokens.memberId, data: oneTimeTokens.data })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.kind, 'handoff'),
        eq(oneTimeTokens.tokenHash, hashToken(code)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!token?.memberId) return null;
  const minter = await liveMinter(db, token.memberId, sessionIdOf(token.data), now);
  return minter ? { name: minter.firstName } : null;
}

/**
 * Uses a code once and answers the session it buys, capped where the minting session is; null
 * (the code used up all the same) when the code or its minting session is no good.
 */
export async function exchangeHandoffCode(
  db: Database,
  code: string,
  now: Date,
): Promise<IssuedSession | null> {
  if (!CODE_FORMAT.test(code)) return null;
  const used = await consumeOneTimeToken(db, 'handoff', code, { now });
  if (!used?.memberId) return null;
  const minter = await liveMinter(db, used.memberId, sessionIdOf(used.data), now);
  if (!minter) return null;
  return createSession(db, used.memberId, now, { absoluteExpiresAt: minter.absoluteExpiresAt });
}
