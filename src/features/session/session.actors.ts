import { endpoints } from '#contract/endpoints';
import type { SessionInfo } from '#machines/session/session.machine';
import { call, toApiError } from '../../lib/api';

/**
 * The session machine's actors. The cookies are HttpOnly, so the app learns whether it is signed
 * in by asking the server: a 401 means anonymous, anything else is a real failure.
 */
export async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return await call(endpoints.getSession);
  } catch (error) {
    if (toApiError(error).status === 401) return null;
    throw error;
  }
}

export function refreshSession(): Promise<{ expiresInSeconds: number }> {
  return call(endpoints.refresh, { body: {} });
}

export async function logout(): Promise<undefined> {
  await call(endpoints.logout, { body: {} });
  return undefined;
}
