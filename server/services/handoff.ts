import { and, eq, gt, isNull } from 'drizzle-orm';
import { HANDOFF_LIFETIME_SECONDS } from '#contract/auth';
import type { Database } from '../db/client';
import { members, oneTimeTokens, sessions } from '../db/schema';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  type IssuedToken,
  hashToken,
} from './verification/tokens';
import type { Deps } from './deps';
import { createSession, type IssuedSession } from './sessions';

/**
 * SEC-39: a code's session inherits the minting session's absolute cap, and a code whose minting
 * session has ended buys nothing.
 */
const CODE_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

export function mintHandoffCode(
  deps: Deps<'db'>,
  minter: { memberId: string; sessionId: string; now: Date },
): Promise<IssuedToken> {
  const { now } = minter;
  return issueOneTimeToken(deps.db, {
    kind: 'handoff',
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

async function liveMinter(
  db: Database,
  minting: { memberId: string; sessionId: string | null; now: Date },
): Promise<{ absoluteExpiresAt: Date; firstName: string } | null> {
  const { memberId, sessionId, now } = minting;
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

export async function previewHandoffCode(
  deps: Deps<'db'>,
  handoff: { code: string; now: Date },
): Promise<{ name: string } | null> {
  const { db } = deps;
  const { code, now } = handoff;
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
  const minter = await liveMinter(db, {
    memberId: token.memberId,
    sessionId: sessionIdOf(token.data),
    now,
  });
  return minter ? { name: minter.firstName } : null;
}

/** The code is used up even when it buys nothing. */
export async function exchangeHandoffCode(
  deps: Deps<'db'>,
  handoff: { code: string; now: Date },
): Promise<IssuedSession | null> {
  const { db } = deps;
  const { code, now } = handoff;
  if (!CODE_FORMAT.test(code)) return null;
  const used = await consumeOneTimeToken(db, { kind: 'handoff', token: code, now });
  if (!used?.memberId) return null;
  const minter = await liveMinter(db, {
    memberId: used.memberId,
    sessionId: sessionIdOf(used.data),
    now,
  });
  if (!minter) return null;
  return createSession(deps, {
    memberId: used.memberId,
    now,
    absoluteExpiresAt: minter.absoluteExpiresAt,
  });
}
