import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_SECONDS } from '#contract/auth';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { createReadCache } from '../db/read-cache';
import { cards, members, sessions } from '../db/schema';
import { ApiError } from '../shared/errors';
import type { Deps } from './deps';
import { hashToken, randomToken } from './verification/tokens';

export const SESSION_LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * Two tabs of one browser refresh at the same moment: the older token is answered, not treated as
 * stolen.
 */
export const REFRESH_GRACE_MS = 10_000;

export interface IssuedSession {
  id: string;
  memberId: string;
  token: string;
  refreshToken: string;
  expiresAt: Date;
}

/** A session bought with a handoff code keeps the absolute cap of the session that minted it. */
export async function createSession(
  deps: Deps<'db'>,
  session: { memberId: string; now: Date; absoluteExpiresAt?: Date },
): Promise<IssuedSession> {
  const { memberId, now } = session;
  const token = randomToken();
  const refreshToken = randomToken();
  const absoluteExpiresAt =
    session.absoluteExpiresAt ?? new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  const expiresAt = new Date(
    Math.min(now.getTime() + SESSION_LIFETIME_MS, absoluteExpiresAt.getTime()),
  );
  const [row] = await deps.db
    .insert(sessions)
    .values({
      memberId,
      tokenHash: hashToken(token),
      refreshHash: hashToken(refreshToken),
      expiresAt,
      refreshExpiresAt: expiresAt,
      absoluteExpiresAt,
      createdAt: now,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { id: row.id, memberId, token, refreshToken, expiresAt };
}

export interface MemberSession {
  sessionId: string;
  memberId: string;
  expiresAt: Date;
  lastActiveAt: Date | null;
  member: typeof members.$inferSelect;
  card: typeof cards.$inferSelect | null;
}

export type SessionLookup =
  ({ state: 'valid' } & MemberSession) | { state: 'expired' } | { state: 'invalid' };

const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastActiveAt: sessions.lastActiveAt,
      member: members,
      card: cards,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(
      cards,
      // Inside the subquery "cards" is its own table; "members" is the outer row.
      eq(
        cards.id,
        sql`(select ${cards.id} from ${cards} where ${cards.memberId} = ${members.id} order by ${cards.applicationDate} asc, ${cards.id} asc limit 1)`,
      ),
    )
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

/** Kept while nothing is written (decision 0040), so any write is seen by the very next request. */
const sessionReads =
  createReadCache<Awaited<ReturnType<ReturnType<typeof sessionByToken>['execute']>>>(10_000);

export async function findSessionByToken(
  deps: Deps<'db'>,
  lookup: { token: string; now: Date },
): Promise<SessionLookup> {
  const { db } = deps;
  const { token, now } = lookup;
  const tokenHash = hashToken(token);
  const [row] = await sessionReads.read(db, tokenHash, () =>
    sessionByToken(db).execute({ tokenHash }),
  );
  // An account an operator made inactive loses its sessions at once.
  if (!row || row.revokedAt || row.member.status === 'INACTIVE') return { state: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return {
    state: 'valid',
    sessionId: row.id,
    memberId: row.member.id,
    expiresAt: row.expiresAt,
    lastActiveAt: row.lastActiveAt,
    member: row.member,
    card: row.card,
  };
}

export const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));

export type SessionState = MemberSession | 'expired' | null;

export async function sessionOfToken(
  deps: Deps<'db'>,
  lookup: { token: string | undefined; now: Date },
): Promise<SessionState> {
  const { token, now } = lookup;
  if (!token) return null;
  const found = await findSessionByToken(deps, { token, now });
  if (found.state === 'expired') return 'expired';
  if (found.state === 'invalid') return null;
  const { sessionId, memberId, expiresAt, lastActiveAt, member, card } = found;
  return { sessionId, memberId, expiresAt, lastActiveAt, member, card };
}

export function signedIn(session: SessionState): MemberSession {
  if (session === 'expired') throw new ApiError('SESSION_EXPIRED', { code: 302 });
  if (!session) throw new ApiError('UNAUTHENTICATED', { code: 302 });
  return session;
}

export type RefreshOutcome =
  | { state: 'rotated'; token: string; refreshToken: string; expiresAt: Date }
  | { state: 'grace'; expiresAt: Date }
  | { state: 'expired' }
  | { state: 'reused' }
  | { state: 'invalid' };

/**
 * A refresh token rotated away (after the grace) revokes the session (ASVS 5.0 10.4.5, by analogy).
 */
export async function rotateSession(
  deps: Deps<'db'>,
  rotation: { refreshToken: string; now: Date },
): Promise<RefreshOutcome> {
  const { db } = deps;
  const { refreshToken, now } = rotation;
  const presented = hashToken(refreshToken);
  const [row] = await db
    .select()
    .from(sessions)
    .where(or(eq(sessions.refreshHash, presented), eq(sessions.previousRefreshHash, presented)))
    .limit(1);
  if (!row || row.revokedAt) return { state: 'invalid' };
  if (row.refreshHash !== presented) {
    const rotatedAt = row.rotatedAt?.getTime() ?? 0;
    if (now.getTime() - rotatedAt < REFRESH_GRACE_MS && row.expiresAt > now) {
      return { state: 'grace', expiresAt: row.expiresAt };
    }
    await revokeSession(deps, { sessionId: row.id, now, reason: 'refresh_reuse' });
    return { state: 'reused' };
  }
  if (row.refreshExpiresAt <= now || row.absoluteExpiresAt <= now) return { state: 'expired' };

  const token = randomToken();
  const nextRefresh = randomToken();
  const expiresAt = new Date(
    Math.min(now.getTime() + SESSION_LIFETIME_MS, row.absoluteExpiresAt.getTime()),
  );
  // Conditional on the presented hash: of two simultaneous rotations only one wins.
  const [rotated] = await db
    .update(sessions)
    .set({
      tokenHash: hashToken(token),
      refreshHash: hashToken(nextRefresh),
      previousRefreshHash: presented,
      expiresAt,
      refreshExpiresAt: expiresAt,
      rotatedAt: now,
      lastActiveAt: now,
    })
    .where(
      and(eq(sessions.id, row.id), eq(sessions.refreshHash, presented), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  if (!rotated) return { state: 'grace', expiresAt: row.expiresAt };
  return { state: 'rotated', token, refreshToken: nextRefresh, expiresAt };
}

export async function revokeSession(
  deps: Deps<'db'>,
  revocation: { sessionId: string; now: Date; reason: string },
): Promise<void> {
  const { sessionId, now, reason } = revocation;
  await deps.db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A login replaces the browser's previous session (SEC-09). */
export async function revokeSessionByTokens(
  deps: Deps<'db'>,
  revocation: {
    tokens: { token?: string | undefined; refreshToken?: string | undefined };
    now: Date;
    reason?: 'logout' | 'replaced';
  },
): Promise<boolean> {
  const { tokens, now, reason = 'logout' } = revocation;
  const conditions = [];
  if (tokens.token) conditions.push(eq(sessions.tokenHash, hashToken(tokens.token)));
  if (tokens.refreshToken)
    conditions.push(eq(sessions.refreshHash, hashToken(tokens.refreshToken)));
  if (!conditions.length) return false;
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(or(...conditions), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/**
 * It takes the database handle itself, not `deps`: the passcode reset and change and the account
 * deletion end the member's sessions inside their transactions.
 */
export async function revokeMemberSessions(
  db: Database,
  revocation: { memberId: string; now: Date; reason: string },
): Promise<number> {
  const { memberId, now, reason } = revocation;
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
