import type { FastifyBaseLogger } from 'fastify';
import { HANDOFF_LIFETIME_SECONDS } from '#contract/auth';
import type { LinkHandoffResponse } from '#contract/links';
import { isSameOriginPath, safeRedirectTarget } from '#contract/redirects';
import { ApiError } from '../shared/errors';
import type { Deps } from './deps';
import { consumeOneTimeToken, issueOneTimeToken } from './verification/tokens';

/**
 * SEC-40: kind `link_handoff`, bound to the host, so a partner can never trade one at /auth?token=.
 */

function partnerHostOf(url: string, redirectHosts: readonly string[]): string | null {
  const target = safeRedirectTarget(url, redirectHosts);
  if (target === null || isSameOriginPath(target)) return null;
  return new URL(target).hostname.toLowerCase();
}

export async function mintLinkHandoff(
  deps: Deps<'db' | 'config'>,
  input: { memberId: string; url: string; log: FastifyBaseLogger; now: Date },
): Promise<LinkHandoffResponse> {
  const { log, now } = input;
  const host = partnerHostOf(input.url, deps.config.redirectHosts);
  if (host === null) {
    log.info({ event: 'link_handoff.rejected' }, 'link host not allowed');
    throw new ApiError('REDIRECT_NOT_ALLOWED', { fields: { url: "That link isn't allowed." } });
  }
  const issued = await issueOneTimeToken(deps.db, {
    kind: 'link_handoff',
    now,
    ttlMs: HANDOFF_LIFETIME_SECONDS * 1000,
    memberId: input.memberId,
    subject: host,
  });
  log.info({ event: 'link_handoff.minted', host }, 'link handoff code minted');
  return { code: issued.token, host, expiresInSeconds: HANDOFF_LIFETIME_SECONDS };
}

export async function redeemLinkHandoff(
  deps: Deps<'db'>,
  input: { host: string; code: string; log: FastifyBaseLogger; now: Date },
): Promise<{ memberId: string }> {
  const { log, now } = input;
  const host = input.host.toLowerCase();
  const used = await consumeOneTimeToken(deps.db, {
    kind: 'link_handoff',
    token: input.code,
    now,
    subject: host,
  });
  if (!used?.memberId) {
    log.info({ event: 'link_handoff.invalid' }, 'link handoff code refused');
    throw new ApiError('HANDOFF_INVALID');
  }
  log.info({ event: 'link_handoff.redeemed', host }, 'link handoff code redeemed');
  return { memberId: used.memberId };
}
