import { startTransition, useEffect, useState } from 'react';
import { MOBILE_CAROUSEL_BREAKPOINT } from '#contract/content';
import { useHydrating } from '#src/lib/hydration';

/** Narrower than the 480 px breakpoint (docs/specification.md#carousels). */
export const NARROW_QUERY = `(max-width: ${String(MOBILE_CAROUSEL_BREAKPOINT - 0.02)}px)`;

function queryList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null;
}

/**
 * True below 480 px, where a card group of more than 2 becomes a carousel. A page the server drew
 * (as grids: it cannot know the screen) turns into carousels as a transition once hydrated, so
 * React renders them in slices rather than in one long task of a slow phone's main thread.
 */
export function useNarrowScreen(): boolean {
  const hydrating = useHydrating();
  const [narrow, setNarrow] = useState(() => !hydrating && (queryList()?.matches ?? false));
  useEffect(() => {
    const list = queryList();
    if (!list) return undefined;
    const update = () => {
      startTransition(() => {
        setNarrow(list.matches);
      });
    };
    update();
    list.addEventListener('change', update);
    return () => {
      list.removeEventListener('change', update);
    };
  }, []);
  return narrow;
}
