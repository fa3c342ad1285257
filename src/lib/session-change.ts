// A member's data lives only in the router's cache (docs/decisions/0046): a change of session
// (sign-in, logout, expiry, refresh; another tab's logout arrives here as a 401) clears it.

export interface SessionChangeRouter {
  clearCache(options: { filter: (match: { routeId: string }) => boolean }): void;
  invalidate(options: { filter: (match: { routeId: string }) => boolean }): Promise<void>;
}

/** The shell's settings do not depend on who is signed in; everything below the root may. */
const belowRoot = (match: { routeId: string }) => match.routeId !== '__root__';

/**
 * A cached match would show the last member's data while it reloads, and Transactions' stores
 * are kept for the whole session.
 */
export function onSessionChange(router: SessionChangeRouter): Promise<void> {
  router.clearCache({ filter: belowRoot });
  return router.invalidate({ filter: belowRoot });
}
