import { useCallback, useRef, type MouseEvent } from 'react';
import * as linksCalls from '#contract/calls/links';
import { call } from '../../lib/api';
import { isHandoffLink, isPlainClick, withSessionCode } from '../../lib/link-handoff';

export interface LinkHandoffEffects {
  /** Mints a single-use code for the link's host; rejects when it cannot. */
  mintCode: (url: string) => Promise<string>;
  /** Leaves the portal for the URL (a full page load). */
  navigate: (url: string) => void;
}

/** The member waits on a click; past this the plain link is better than a stalled one. */
const MINT_WAIT_MS = 5_000;

const browserEffects: LinkHandoffEffects = {
  mintCode: async (url) =>
    (
      await call(linksCalls.mintLinkHandoff, {
        body: { url },
        signal: AbortSignal.timeout(MINT_WAIT_MS),
      })
    ).code,
  navigate: (url) => window.location.assign(url),
};

export interface LinkHandoffOptions {
  signedIn: boolean;
  redirectHosts: readonly string[];
  effects?: LinkHandoffEffects;
}

/**
 * The header's click handler for menu links. A signed-in member's plain click on a link to an
 * allow-listed partner host mints a code and follows the link with `?session=CODE`; a failed
 * mint follows the plain link. Every other click (a visitor, another host, a portal path, a
 * middle or modified click) is left to the browser and the anchor's plain href.
 */
export function useLinkHandoff({
  signedIn,
  redirectHosts,
  effects = browserEffects,
}: LinkHandoffOptions) {
  const leaving = useRef(false);
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (!signedIn || !isPlainClick(event) || !isHandoffLink(href, redirectHosts)) return;
      event.preventDefault();
      // A second click while the first code is minted would mint a code nobody uses.
      if (leaving.current) return;
      leaving.current = true;
      void effects
        .mintCode(href.trim())
        .then(
          (code) => withSessionCode(href, code),
          () => href.trim(),
        )
        .then((url) => {
          leaving.current = false;
          effects.navigate(url);
        });
    },
    [signedIn, redirectHosts, effects],
  );
}
