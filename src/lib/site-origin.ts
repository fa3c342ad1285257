/**
 * The origin a page's canonical and sharing URLs name: in the browser the page's own; the server's
 * renderer answers with the site it renders for (PUBLIC_ORIGIN, else the request's).
 */
let resolve: () => string = () => (typeof window === 'undefined' ? '' : window.location.origin);

export const siteOrigin = (): string => resolve();

export function resolveSiteOriginWith(next: () => string): void {
  resolve = next;
}
