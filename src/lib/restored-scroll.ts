import type { ParsedLocation, RegisteredRouter } from '@tanstack/react-router';
import { storageKey } from '@tanstack/router-core';

/** Long enough for a busy phone to draw the rest of the page. */
const FOLLOW_MS = 2000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const placeKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/** A member of what the router keeps (JSON it wrote), read without trusting its shape. */
const member = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;

/**
 * The place the router kept for a page as it was left for another document (it writes its places
 * to the session's storage only then): the place a reload or a Back to this document returns to.
 */
function keptPlace(key: string): number | undefined {
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
  } catch {
    return undefined;
  }
  const place = member(member(member(kept, key), 'window'), 'scrollY');
  return typeof place === 'number' && Number.isFinite(place) ? place : undefined;
}

/**
 * Back takes the visitor to where they were as the page renders (the router's restoration). A
 * page not yet at its full height then (its end still being drawn on a busy phone) stops the
 * scroll short. As a browser does for a page it reloads, the place is reached once the page has
 * grown to it, unless the visitor scrolls first.
 *
 * A reloaded page, or one returned to as a new document, was restored by the browser before the
 * app ran, short of the place if the page grew as the app started (a notice's room below the
 * footer): from the render that hydrates it, it is followed the same way.
 */
export function followRestoredScroll(
  router: Pick<RegisteredRouter, 'subscribe' | 'state'>,
): () => void {
  const places = new Map<string, number>();
  // Read before the app changes the page. A visitor who scrolled away from the end meanwhile
  // has chosen their place.
  const arrival = keptPlace(placeKey(router.state.location));
  const arrivedShort = arrival !== undefined && window.scrollY < arrival - 1 && atPageEnd();
  if (arrivedShort) places.set(placeKey(router.state.location), arrival);
  let stopFollowing: () => void = () => undefined;
  const stopLeaving = router.subscribe('onBeforeLoad', (event) => {
    stopFollowing();
    if (event.fromLocation) places.set(placeKey(event.fromLocation), window.scrollY);
  });
  const stopRendering = router.subscribe('onRendered', (event) => {
    const place = places.get(placeKey(event.toLocation));
    if (place !== undefined && window.scrollY < place - 1) stopFollowing = follow(place);
  });
  return () => {
    stopFollowing();
    stopLeaving();
    stopRendering();
  };
}

const atPageEnd = () =>
  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;

function follow(place: number): () => void {
  const observer = new ResizeObserver(() => {
    window.scrollTo({ top: place, behavior: 'instant' });
    if (window.scrollY >= place - 1) stop();
  });
  const timer = setTimeout(() => stop(), FOLLOW_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) removeEventListener(type, stop);
  }
  for (const type of VISITOR_SCROLLS) addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}
