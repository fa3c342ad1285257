import { LINK_SESSION_PARAM } from '#contract/links';
import { isSameOriginPath, safeRedirectTarget } from '#contract/redirects';

/** docs/specification.md#redirects; SEC-40. The server applies the same rule to mint. */
export function isHandoffLink(href: string, redirectHosts: readonly string[]): boolean {
  const target = safeRedirectTarget(href.trim(), redirectHosts);
  return target !== null && !isSameOriginPath(target);
}

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

/** Others keep the plain href: opening a window after an awaited call is blocked as a pop-up. */
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
