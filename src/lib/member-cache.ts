/**
 * Every client-side cache of a member's data is made here, so one call drops them all when the
 * session changes (sign-in, logout, expiry: issue 18, item 16). Public content caches (promos,
 * partners, cards, the PSGC lists, the client configuration) are the same for everyone and stay.
 */
const registered = new Set<() => void>();

export interface MemberCache<T> {
  /** The kept answer, or `load`'s; a failed load is forgotten so the next call asks again. */
  get(load: () => Promise<T>): Promise<T>;
}

export function memberCache<T>(): MemberCache<T> {
  let pending: Promise<T> | null = null;
  registered.add(() => {
    pending = null;
  });
  return {
    get(load) {
      if (pending) return pending;
      const started = load();
      pending = started;
      started.catch(() => {
        if (pending === started) pending = null;
      });
      return started;
    },
  };
}

/** Forgets what every member cache holds (app.tsx: on each change of session, through onSessionChange). */
export function dropMemberCaches(): void {
  for (const drop of registered) drop();
}

/** What a session change needs of the router: TanStack Router's own cache and invalidation. */
export interface SessionChangeRouter {
  clearCache(options: { filter: (match: { routeId: string }) => boolean }): void;
  invalidate(options: { filter: (match: { routeId: string }) => boolean }): Promise<void>;
}

/** The shell's settings do not depend on who is signed in; everything below the root may. */
const belowRoot = (match: { routeId: string }) => match.routeId !== '__root__';

/**
 * A change of session: the member caches go, the router forgets the loader data of the pages
 * left behind (a cached match would otherwise show the last member's data while it reloads in
 * the background), and the pages on screen load again, their guards first.
 */
export function onSessionChange(router: SessionChangeRouter): Promise<void> {
  dropMemberCaches();
  router.clearCache({ filter: belowRoot });
  return router.invalidate({ filter: belowRoot });
}
