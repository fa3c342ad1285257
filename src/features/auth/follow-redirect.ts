import { isSameOriginPath } from '#contract/redirects';

/** Where a signed-in member goes when no target was asked for (specification 000, Login). */
export const DEFAULT_AFTER_LOGIN = '/account';

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
