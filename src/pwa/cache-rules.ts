/**
 * What the service worker keeps (decision 0058). Pages as a visitor sees them and the public
 * content they read are kept for offline use; a member's pages, sign-in steps and every member
 * call never are (the one member thing kept is the card, see src/lib/offline-card.ts).
 */
const API = '/api/v1/';

/** The account area: never kept; offline, the kept card instead. */
export function isMemberPage(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

/**
 * Pages that carry a one-time code or end a session, and every API answer (a member's export or
 * card opened from a link): never kept, never served from a copy.
 */
const NEVER_KEPT = ['/api', '/logout', '/auth', '/social-login', '/dev', '/offline-card.html'];

export function isKeptPage(pathname: string): boolean {
  if (isMemberPage(pathname)) return false;
  return !NEVER_KEPT.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Public content reads (GET): everything under api/v1 but sign-in and the member's calls. */
export function isKeptApiRead(pathname: string): boolean {
  if (!pathname.startsWith(API)) return false;
  const rest = pathname.slice(API.length);
  return !['auth', 'members'].some((area) => rest === area || rest.startsWith(`${area}/`));
}

export const VISITOR_RENDERED = 'data-rendered="visitor"';

/** Where the pages a visitor saw are kept; 'gr-pages' before it also kept member answers. */
export const PAGES_CACHE = 'gr-visitor-pages';
export const RETIRED_CACHES = ['gr-pages'];

/** Only a whole page the server says it rendered for a visitor is kept. */
export function isVisitorPage(status: number, contentType: string | null, html: string): boolean {
  return (
    status === 200 &&
    (contentType ?? '').toLowerCase().startsWith('text/html') &&
    html.includes(VISITOR_RENDERED)
  );
}

export const OFFLINE_PAGE = '/offline-card.html';
