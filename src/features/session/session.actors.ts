import * as shellCalls from '#contract/calls/shell';
import type { SessionInfo } from '#machines/session/session.machine';
import { call } from '../../lib/api';

/**
 * The session machine's actors. The cookies are HttpOnly, so the app learns whether it is signed
 * in by asking the server, which answers a visitor with no member.
 */
export async function fetchSession(): Promise<SessionInfo | null> {
  const answer = await call(shellCalls.getSession);
  return answer.member
    ? { member: answer.member, expiresInSeconds: answer.expiresInSeconds }
    : null;
}

export function refreshSession(): Promise<{ expiresInSeconds: number }> {
  return call(shellCalls.refresh, { body: {} });
}

export async function logout(): Promise<undefined> {
  await call(shellCalls.logout, { body: {} });
  return undefined;
}
