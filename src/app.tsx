import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createActor } from 'xstate';
import { ERRORS } from '#contract/errors';
import { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import { RouteError } from './components/feedback/route-error';
import type { SessionInfo } from '#machines/session/session.machine';
import { sessionFlow } from './features/session/session.actors';
import { onMemberSessionEnded } from './lib/api';
import { inspect } from './lib/inspection';
import { onSessionChange } from './lib/session-change';
import { followRestoredScroll } from './lib/restored-scroll';
import { routeTree } from './routeTree.gen';

export interface AppOptions {
  /** The session machine with its actors (tests give fakes); the api-bound one by default. */
  session?: typeof sessionFlow;
  history?: RouterHistory;
  /**
   * Who is signed in, when it is known without asking: a page the server rendered says it (a
   * member, or null for a visitor), on the server and then in the browser that hydrates it.
   */
  knownSession?: SessionInfo | null;
  /** The server's renderer marks the router's own scripts with it (server/http/page-render.ts). */
  scriptMarker?: string;
}

/**
 * The router sets the scroll after each navigation. The render that hydrates the server's page is
 * no navigation: the visitor may have scrolled already, and that render leaves the page where
 * they are.
 */
function keepScrollAtHydration(): () => boolean {
  // No restoring script in the server's page: written where the router writes it, before the
  // page's footer, it would scroll a reloaded page while its end is still unparsed and stop the
  // browser's own restoring (which the router turns back on as the page is left). What the browser
  // could not reach before the app ran is followed by followRestoredScroll.
  if (typeof window === 'undefined') return () => false;
  let hydrated = false;
  return () => {
    if (hydrated) return true;
    hydrated = true;
    // The router keeps a page's scroll for Back only once it has seen a scroll on it, and a scroll
    // made before the app ran came before it listened: it is told of the page's scroll now.
    document.dispatchEvent(new Event('scroll'));
    return false;
  };
}

/** A change of session clears the router's cache; a 401 on a member call tells the session. */
export function createApp({
  session: sessionLogic = sessionFlow,
  history,
  knownSession,
  scriptMarker,
}: AppOptions = {}) {
  const dialog = createActor(
    globalDialogMachine.provide({
      actions: {
        // The server's code 302 (docs/specification.md#errors): to login, and back here after.
        redirectToLogin: () => {
          const { pathname, href } = router.state.location;
          void router.navigate(
            pathname === '/login' ? { to: '/login' } : { to: '/login', search: { page: href } },
          );
        },
      },
    }),
    { inspect },
  );

  let starting = false;
  const sessionMachine = sessionLogic(({ expired }) => {
    // Known from the server's page, the session settles while it starts: the router already
    // holds what that page shows, and the loaders must not run again under the hydration.
    if (starting) return;
    // A session the server ended under this tab is said so, in the dialog that stays open on
    // the way to login (SEC-37): the page that met the 401 is about to be left.
    if (expired) dialog.send({ type: 'error.show', message: ERRORS.SESSION_EXPIRED.message });
    void onSessionChange(router);
  });
  const session = createActor(sessionMachine, {
    inspect,
    // Known, the session starts settled, with nothing to fetch.
    input: knownSession === undefined ? {} : { known: knownSession },
  });

  const loginDialog = createActor(loginDialogMachine, { inspect });

  const router = createRouter({
    routeTree,
    context: { dialog, session, loginDialog },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: keepScrollAtHydration(),
    // A new page opens at its top and Back returns to the visitor's place in one jump: the page's
    // smooth scroll-behavior (for in-page links) would glide across it, and a busy phone cut it short.
    scrollRestorationBehavior: 'instant',
    defaultErrorComponent: RouteError,
    ...(scriptMarker ? { ssr: { nonce: scriptMarker } } : {}),
  });

  const stopListening = onMemberSessionEnded(() => session.send({ type: 'session.expired' }));
  const stopFollowingScroll =
    typeof window === 'undefined' ? () => undefined : followRestoredScroll(router);

  const start = () => {
    dialog.start();
    loginDialog.start();
    starting = true;
    session.start();
    starting = false;
  };
  /** The server's app lives for one request. */
  const stop = () => {
    stopListening();
    stopFollowingScroll();
    for (const actor of [dialog, loginDialog, session]) actor.stop();
  };
  return { router, dialog, session, loginDialog, start, stop };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createApp>['router'];
  }
}
