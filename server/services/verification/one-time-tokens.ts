import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeTokens, type OneTimeTokenKind } from '../../db/schema';
import { hashToken, randomToken } from './tokens';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * These functions take the database handle itself, not `deps`: the passcode reset, the passcode
 * change and the account deletion use tokens up or void them inside their transactions.
 */
export async function issueOneTimeToken(
  db: Database,
  options: {
    kind: OneTimeTokenKind;
    now: Date;
    ttlMs: number;
    memberId?: string | null;
    subject?: string | null;
    data?: Record<string, unknown> | null;
  },
): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlMs);
  await db.insert(oneTimeTokens).values({
    kind: options.kind,
    tokenHash: hashToken(token),
    memberId: options.memberId ?? null,
    subject: options.subject ?? null,
    data: options.data ?? null,
    expiresAt,
    createdAt: options.now,
  });
  return { token, expiresAt };
}

export interface ConsumedToken {
  memberId: string | null;
  subject: string | null;
  data: Record<string, unknown> | null;
}

/** A single conditional UPDATE: of parallel attempts exactly one succeeds. */
export async function consumeOneTimeToken(
  db: Database,
  options: { kind: OneTimeTokenKind; token: string; now: Date; subject?: string },
): Promise<ConsumedToken | null> {
  const { kind, token } = options;
  const conditions = [
    eq(oneTimeTokens.kind, kind),
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, options.now),
  ];
  if (options.subject !== undefined) conditions.push(eq(oneTimeTokens.subject, options.subject));
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: options.now })
    .where(and(...conditions))
    .returning({
      memberId: oneTimeTokens.memberId,
      subject: oneTimeTokens.subject,
      data: oneTimeTokens.data,
    });
  return row ?? null;
}

/** For a call that claims its token before checking the rest of the request. */
export async function releaseOneTimeToken(
  db: Database,
  release: { kind: OneTimeTokenKind; token: string; usedAt: Date },
): Promise<void> {
  const { kind, token, usedAt } = release;
  await db
    .update(oneTimeTokens)
    .set({ usedAt: null })
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.usedAt, usedAt),
      ),
    );
}

/** Nothing minted before a passcode change or reset may still buy a session. */
export async function voidMemberTokens(
  db: Database,
  member: { memberId: string; now: Date },
): Promise<void> {
  const { memberId, now } = member;
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.memberId, memberId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
}
