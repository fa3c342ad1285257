import { type ActorRefFrom, waitFor } from 'xstate';
import { isSameOriginPath } from '#contract/redirects';
import type { sessionMachine } from '#machines/session/session.machine';

/** Where a signed-in member goes when no target was asked for (docs/specification.md#sign-in). */
export const DEFAULT_AFTER_LOGIN = '/account';
/** The offer to keep an account set to be deleted. */
export const KEEP_ACCOUNT_PATH = '/account/deletion';

/**
 * Follows an already validated target: a portal path through the router, an allow-listed https
 * URL by a full page load.
 */
export function followRedirect(
  target: string | null | undefined,
  navigate: (href: string) => void,
): void {
  const destination = target ?? DEFAULT_AFTER_LOGIN;
  if (isSameOriginPath(destination)) navigate(destination);
  else window.location.assign(destination);
}

/**
 * After a sign-in, once the session knows the member: an account set to be deleted goes to the
 * offer to keep it, whatever the target; any other goes where it asked.
 */
export function followAfterSignIn(
  session: ActorRefFrom<typeof sessionMachine>,
  target: string | null | undefined,
  navigate: (href: string) => void,
): void {
  void waitFor(session, (snapshot) => !snapshot.hasTag('pending')).then(
    (settled) => {
      if (settled.context.member?.deletionDueAt) navigate(KEEP_ACCOUNT_PATH);
      else followRedirect(target, navigate);
    },
    () => followRedirect(target, navigate),
  );
}
