import { useLocation } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

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
