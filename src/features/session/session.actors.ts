import * as sessionsCalls from '#contract/calls/sessions';
import type { SessionInfo } from '#machines/session/session.machine';
import { call } from '../../lib/api';

/**
 * The session machine's actors. The cookies are HttpOnly, so the app learns whether it is signed
 * in by asking the server, which answers a visitor with no member.
 */
export async function fetchSession(): Promise<SessionInfo | null> {
  const answer = await call(sessionsCalls.getSession);
  return answer.member
    ? { member: answer.member, expiresInSeconds: answer.expiresInSeconds }
    : null;
}

export function refreshSession(): Promise<{ expiresInSeconds: number }> {
  return call(sessionsCalls.refresh, { body: {} });
}

export async function logout(): Promise<undefined> {
  await call(sessionsCalls.logout, { body: {} });
  return undefined;
}
