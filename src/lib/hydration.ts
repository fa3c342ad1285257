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
