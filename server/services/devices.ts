import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { MemberSessionEntry } from '#contract/devices';
import { knownBrowsers, sessions } from '../db/schema';
import { manilaIso } from '../shared/manila';
import type { Deps } from './deps';
import { hashToken } from './verification/tokens';

/** A User-Agent is kept for the device list only; anything longer is not a browser's. */
export const USER_AGENT_MAX = 512;
/** "Last active" moves at most this often: a write per request would cost every read cache. */
export const LAST_ACTIVE_STEP_MS = 5 * 60 * 1000;

export function describeUserAgent(userAgent: string | null): { browser: string; system: string } {
  if (!userAgent) return { browser: 'Unknown browser', system: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${major ? ` ${major}` : ''}`
    : 'Unknown browser';
  const os = parsed.os.name;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const system = os ? `${os}${osVersion ? ` ${osVersion}` : ''}` : 'Unknown system';
  return { browser, system };
}

export function keptUserAgent(header: string | undefined): string | null {
  if (!header) return null;
  // Control characters have no place in a User-Agent; they never reach a page or an email.
  const cleaned = header.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return cleaned === '' ? null : cleaned.slice(0, USER_AGENT_MAX);
}

/** The browser a session was signed in from; its first activity is the sign-in. */
export async function recordSessionBrowser(
  deps: Deps<'db'>,
  browser: { sessionId: string; userAgent: string | null; now: Date },
): Promise<void> {
  const { sessionId, userAgent, now } = browser;
  await deps.db
    .update(sessions)
    .set({ userAgent, lastActiveAt: now })
    .where(eq(sessions.id, sessionId));
}

/** True when this member had never signed in from this browser (its cookie) before. */
export async function rememberBrowser(
  deps: Deps<'db'>,
  browser: { memberId: string; browserId: string; now: Date },
): Promise<boolean> {
  const { memberId, browserId, now } = browser;
  const inserted = await deps.db
    .insert(knownBrowsers)
    .values({ memberId, browserHash: hashToken(browserId), firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ memberId: knownBrowsers.memberId });
  return inserted.length > 0;
}

/** Moves "last active" once it is a step behind; the condition makes parallel requests one write. */
export async function touchSession(
  deps: Deps<'db'>,
  touch: { session: { sessionId: string; lastActiveAt: Date | null }; now: Date },
): Promise<void> {
  const { session, now } = touch;
  const before = new Date(now.getTime() - LAST_ACTIVE_STEP_MS);
  if (session.lastActiveAt && session.lastActiveAt > before) return;
  await deps.db
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(sessions.id, session.sessionId),
        or(isNull(sessions.lastActiveAt), lt(sessions.lastActiveAt, before)),
      ),
    );
}

const live = (memberId: string, now: Date) =>
  and(
    eq(sessions.memberId, memberId),
    isNull(sessions.revokedAt),
    gt(sessions.refreshExpiresAt, now),
    gt(sessions.absoluteExpiresAt, now),
  );

/** The member's sessions that can still be used, most recently active first. */
export async function listMemberSessions(
  deps: Deps<'db'>,
  list: { memberId: string; currentSessionId: string; now: Date },
): Promise<MemberSessionEntry[]> {
  const { memberId, currentSessionId, now } = list;
  const rows = await deps.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(live(memberId, now))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt))
    .limit(100);
  const entries = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    signedInAt: manilaIso(row.createdAt),
    lastActiveAt: manilaIso(row.lastActiveAt ?? row.createdAt),
    current: row.id === currentSessionId,
  }));
  // This device first, then the others as they were last used.
  return [...entries.filter((entry) => entry.current), ...entries.filter((e) => !e.current)];
}

/** Only the member's own live session: another member's id, or an ended one, is "not found". */
export async function revokeOwnSession(
  deps: Deps<'db'>,
  revocation: { memberId: string; sessionId: string; now: Date },
): Promise<boolean> {
  const { memberId, sessionId, now } = revocation;
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'signed_out_by_member' })
    .where(and(eq(sessions.id, sessionId), live(memberId, now)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeOtherSessions(
  deps: Deps<'db'>,
  revocation: { memberId: string; keepSessionId: string; now: Date },
): Promise<number> {
  const { memberId, keepSessionId, now } = revocation;
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'signed_out_by_member' })
    .where(and(live(memberId, now), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return revoked.length;
}
