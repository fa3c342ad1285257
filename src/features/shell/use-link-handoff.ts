import { useCallback, useMemo, useRef, type MouseEvent } from 'react';
import type { MenuLinkHandler } from '#src/components/layout/header';
import * as linksCalls from '#contract/calls/links';
import { call } from '#src/lib/api';
import { isHandoffLink, isPlainClick, withSessionCode } from '#src/lib/link-handoff';

export interface LinkHandoffEffects {
  mintCode: (url: string) => Promise<string>;
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
 * A failed mint follows the plain link; other clicks are left to the browser. A member's partner
 * link needs the app: tapped before it runs, the tap is kept and carried out then (decision 0060),
 * rather than followed without a code.
 */
export function useLinkHandoff({
  signedIn,
  redirectHosts,
  effects = browserEffects,
}: LinkHandoffOptions): MenuLinkHandler {
  const leaving = useRef(false);
  const needsApp = useCallback(
    (href: string) => signedIn && isHandoffLink(href, redirectHosts),
    [signedIn, redirectHosts],
  );
  const onClick = useCallback(
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
  return useMemo(() => ({ onClick, needsApp }), [onClick, needsApp]);
}
