import { useLocation } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True on the server and while React hydrates the page the server sent (its server snapshot);
 * false once the page is the app's, and in a page the app rendered itself.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The URL's hash. A browser never sends it, so the server rendered the page without one: it is
 * empty until the server's page is hydrated, then the page takes it up as on a navigation.
 */
export function useLocationHash(): string {
  const hash = useLocation({ select: (location) => location.hash });
  return useHydrating() ? '' : hash;
}

/**
 * True while `html` is the HTML the server sanitised and wrote into this element: hydration keeps
 * the server's DOM for it, so the browser neither loads nor runs the sanitiser for it. Once the
 * HTML changes (another promo in the same view), never again: the DOM no longer holds it.
 */
export function useKeptFromServer(html: string): boolean {
  const hydrating = useHydrating() && typeof window !== 'undefined';
  const [serverHtml, setServerHtml] = useState(() => (hydrating ? html : null));
  if (serverHtml !== null && serverHtml !== html) setServerHtml(null);
  return serverHtml === html;
}
