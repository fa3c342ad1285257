import { endpoints } from '#contract/endpoints';
import type { SessionInfo } from '#machines/session/session.machine';
import { call } from '../../lib/api';

/**
 * The session machine's actors. The cookies are HttpOnly, so the app learns whether it is signed
 * in by asking the server, which answers a visitor with no member.
 */
export async function fetchSession(): Promise<SessionInfo | null> {
  const answer = await call(endpoints.getSession);
  return answer.member
    ? { member: answer.member, expiresInSeconds: answer.expiresInSeconds }
    : null;
}

export function refreshSession(): Promise<{ expiresInSeconds: number }> {
  return call(endpoints.refresh, { body: {} });
}

export async function logout(): Promise<undefined> {
  await call(endpoints.logout, { body: {} });
  return undefined;
}
