import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { inactiveMessage } from '#contract/errors';
import { SOCIAL_ATTEMPT_LIFETIME_SECONDS } from '#contract/social';
import type { OidcClient } from '../adapters/oidc-client';
import { socialIdentities } from '../db/schema';
import { ApiError } from '../shared/errors';
import { isTemporarilyLocked } from './blocks/lockout';
import { needsForcedReset } from './auth';
import type { Deps } from './deps';
import { findMemberById } from './members';
import { consumeOneTimeToken, issueOneTimeToken, hashToken } from './verification/tokens';
import { createSession, type IssuedSession } from './sessions';
import { hitRateLimit, budgetAddress } from './blocks/rate-limit';

/**
 * Decision 0036: the status call uses the attempt up before anything else, so a replayed or
 * tampered answer never gets a second try.
 */

const AttemptSchema = v.object({
  provider: v.string(),
  state: v.string(),
  nonce: v.string(),
  codeVerifier: v.string(),
  redirectUri: v.string(),
  target: v.nullable(v.string()),
});
type Attempt = v.InferOutput<typeof AttemptSchema>;

export async function startSocialSignIn(
  deps: Deps<'db'>,
  input: {
    provider: string;
    client: OidcClient;
    redirectUri: string;
    target: string | null;
    now: Date;
  },
): Promise<{ attemptToken: string; authorizationUrl: string }> {
  const { now } = input;
  const { url, pending } = await input.client.authorizationUrl(input.redirectUri);
  const attempt: Attempt = {
    provider: input.provider,
    ...pending,
    redirectUri: input.redirectUri,
    target: input.target,
  };
  const issued = await issueOneTimeToken(deps.db, {
    kind: 'social_attempt',
    now,
    ttlMs: SOCIAL_ATTEMPT_LIFETIME_SECONDS * 1000,
    subject: input.provider,
    data: attempt,
  });
  return { attemptToken: issued.token, authorizationUrl: url };
}

function parseAnswer(data: string): URLSearchParams {
  const params = new URLSearchParams(data.startsWith('?') ? data.slice(1) : data);
  const state = params.get('state');
  if (!state || (!params.get('code') && !params.get('error'))) {
    throw new ApiError('SOCIAL_RESPONSE_UNREADABLE');
  }
  return params;
}

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(Buffer.from(hashToken(a)), Buffer.from(hashToken(b)));

const failed = (
  log: FastifyBaseLogger,
  { reason, provider }: { reason: string; provider?: string },
) => {
  log.info({ event: 'social.failure', reason, provider }, 'social sign-in failed');
  return new ApiError('SOCIAL_LOGIN_FAILED');
};

/** For the log: never the code, a token or a claim's value. */
function exchangeFailure(error: unknown): string {
  const parts: string[] = [];
  // openid-client wraps the check that failed; its message names the claim (not its value).
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    parts.push(current.message.slice(0, 120));
    const code = (current as Error & { error?: unknown }).error;
    if (typeof code === 'string') parts.push(code);
    current = current.cause;
  }
  return parts.join(': ') || 'unknown';
}

function refusal(
  deps: Deps<'config'>,
  check: { member: NonNullable<Awaited<ReturnType<typeof findMemberById>>>; now: Date },
): ApiError | null {
  const { config } = deps;
  const { member, now } = check;
  if (member.status === 'INACTIVE') {
    return new ApiError('ACCOUNT_INACTIVE', { message: inactiveMessage(config.supportEmail) });
  }
  if (needsForcedReset(member, config.migrationFlag))
    return new ApiError('PASSCODE_RESET_REQUIRED');
  if (member.status !== 'ACTIVE') return new ApiError('ACCOUNT_LOCKED_OUT');
  if (isTemporarilyLocked(member.lockedUntil, now)) return new ApiError('ACCOUNT_LOCKED');
  return null;
}

export async function completeSocialSignIn(
  deps: Deps<'db' | 'config'>,
  input: {
    attemptToken: string | undefined;
    data: string;
    clientFor: (provider: string) => OidcClient | undefined;
    now: Date;
    log: FastifyBaseLogger;
  },
): Promise<IssuedSession & { memberId: string; target: string | null }> {
  const { db } = deps;
  const { now, log } = input;
  const answer = parseAnswer(input.data);
  if (!input.attemptToken || !/^[A-Za-z0-9_-]{16,128}$/.test(input.attemptToken)) {
    throw failed(log, { reason: 'no_attempt' });
  }
  const used = await consumeOneTimeToken(db, {
    kind: 'social_attempt',
    token: input.attemptToken,
    now,
  });
  const attempt = used ? v.safeParse(AttemptSchema, used.data) : null;
  if (!attempt?.success) throw failed(log, { reason: 'unknown_or_used_attempt' });
  const { provider, state, redirectUri, target } = attempt.output;
  if (!sameSecret(answer.get('state') ?? '', state))
    throw failed(log, { reason: 'state_mismatch', provider });
  if (answer.get('error')) throw failed(log, { reason: 'provider_error', provider });
  const client = input.clientFor(provider);
  if (!client) throw failed(log, { reason: 'provider_gone', provider });

  const callbackUrl = new URL(redirectUri);
  callbackUrl.search = answer.toString();
  let subject: string;
  try {
    ({ subject } = await client.exchange(callbackUrl, attempt.output));
  } catch (error) {
    log.info(
      { event: 'social.failure', reason: 'exchange', provider, detail: exchangeFailure(error) },
      'social sign-in failed',
    );
    throw new ApiError('SOCIAL_LOGIN_FAILED');
  }

  const [link] = await db
    .select({ id: socialIdentities.id, memberId: socialIdentities.memberId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  const member = link ? await findMemberById(deps, link.memberId) : null;
  if (!link || !member) {
    log.info({ event: 'social.not_linked', provider }, 'social identity not linked to a member');
    throw new ApiError('ACCOUNT_NOT_FOUND');
  }
  const refused = refusal(deps, { member, now });
  if (refused) {
    log.info({ event: 'social.refused', provider, reason: refused.key }, 'social sign-in refused');
    throw refused;
  }
  await db
    .update(socialIdentities)
    .set({ lastSignInAt: now })
    .where(eq(socialIdentities.id, link.id));
  const session = await createSession(deps, { memberId: member.id, now });
  log.info({ event: 'social.success', provider }, 'social sign-in succeeded');
  return { ...session, memberId: member.id, target };
}

/** Generous per IP (carriers' CGNAT), yet a bound on filling the attempts table. */
const SOCIAL_WINDOW_MS = 10 * 60 * 1000;
const SOCIAL_PER_IP = 60;

export async function limitSocialCalls(
  deps: Deps<'db' | 'clock'>,
  request: { ip: string; call: 'start' | 'status' },
) {
  const { ip, call } = request;
  const result = await hitRateLimit(deps.db, {
    key: `social-${call}-ip:${budgetAddress(ip)}`,
    windowMs: SOCIAL_WINDOW_MS,
    limit: SOCIAL_PER_IP,
    now: deps.clock(),
  });
  if (!result.allowed) {
    throw new ApiError('RATE_LIMITED', { retryAfter: result.retryAfterSeconds });
  }
}
