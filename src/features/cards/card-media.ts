import { useSyncExternalStore } from 'react';
import { MOBILE_CAROUSEL_BREAKPOINT } from '#contract/content';

/** Narrower than the 480 px breakpoint of specification 001 (section 9). */
export const NARROW_QUERY = `(max-width: ${String(MOBILE_CAROUSEL_BREAKPOINT - 0.02)}px)`;

function queryList(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = queryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True below 480 px, where a card group of more than 2 becomes a carousel. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => queryList()?.matches ?? false,
    () => false,
  );
}
