import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CAPTCHA_PASS_LIFETIME_SECONDS } from '#contract/auth';
import type { Database } from '../../db/client';
import { oneTimeTokens, type OneTimeTokenKind } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import type { Deps } from '../deps';

/** An opaque random token: 32 bytes from the CSPRNG (256 bits), base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is a safe at-rest form for lookups. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A 6-digit one-time code from the CSPRNG, leading zeros kept (docs/security.md, SEC-16). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Only 10⁶ values, so an HMAC keyed with the pepper: a database dump alone cannot recover it
 * (SEC-17).
 */
export function hashCode(pepper: Buffer, of: { challengeId: string; code: string }): string {
  return createHmac('sha256', pepper).update(`${of.challengeId}:${of.code}`, 'utf8').digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

// One-time tokens: stored by their digest and kind, used up once.

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

// The captcha pass: a one-time token the captcha route gives for a solved captcha.

/** Decision 0008: the protected calls consume the pass before doing anything else. */
export async function issueCaptchaPass(deps: Deps<'db'>, now: Date) {
  return issueOneTimeToken(deps.db, {
    kind: 'captcha_pass',
    now,
    ttlMs: CAPTCHA_PASS_LIFETIME_SECONDS * 1000,
  });
}

export async function consumeCaptchaPass(
  deps: Deps<'db'>,
  check: { pass: string | undefined; now: Date },
): Promise<void> {
  const { pass, now } = check;
  if (!pass || !(await consumeOneTimeToken(deps.db, { kind: 'captcha_pass', token: pass, now }))) {
    throw new ApiError('CAPTCHA_INVALID', {
      fields: { recaptcha: 'Please complete the captcha again.' },
    });
  }
}
