import { LINK_SESSION_PARAM } from '#contract/links';
import { isSameOriginPath, safeRedirectTarget } from '#contract/redirects';

/**
 * True for a header link to an https URL on an allow-listed partner host: only such a link, and
 * only for a signed-in member, carries `?session=` with a code minted at click time
 * (DECISIONS.md, Sessions and redirects; SECURITY-CHECKLIST SEC-40). The server applies the same
 * rule before it mints.
 */
export function isHandoffLink(href: string, redirectHosts: readonly string[]): boolean {
  const target = safeRedirectTarget(href.trim(), redirectHosts);
  return target !== null && !isSameOriginPath(target);
}

/** The link with `session=CODE` in its query (replacing any configured one), hash kept. */
export function withSessionCode(href: string, code: string): string {
  const url = new URL(href.trim());
  url.searchParams.set(LINK_SESSION_PARAM, code);
  return url.href;
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  currentTarget: { getAttribute: (name: string) => string | null };
}

/**
 * A click the browser would follow in this tab. Middle clicks, modified clicks (new tab or
 * window) and anchors with a target keep the plain href: opening a window after an awaited call
 * would be blocked as a pop-up.
 */
export function isPlainClick(event: ClickLike): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    (target === null || target === '' || target === '_self')
  );
}
