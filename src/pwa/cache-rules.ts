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

/** Pages that carry a one-time code or end a session: never kept, never served from a copy. */
const NEVER_KEPT = ['/logout', '/auth', '/social-login', '/dev', '/offline-card.html'];

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

/** A page the server rendered for a member names them: such a copy is never kept. */
export const MEMBER_RENDERED = 'data-rendered="member"';
export const VISITOR_RENDERED = 'data-rendered="visitor"';

export const OFFLINE_PAGE = '/offline-card.html';
