import type { ParsedLocation, RegisteredRouter } from '@tanstack/react-router';

/** Long enough for a busy phone to draw the rest of the page. */
const FOLLOW_MS = 2000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const placeKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/**
 * Back takes the visitor to where they were as the page renders (the router's restoration). A
 * page not yet at its full height then (its end still being drawn on a busy phone) stops the
 * scroll short. As a browser does for a page it reloads, the place is reached once the page has
 * grown to it, unless the visitor scrolls first.
 */
export function followRestoredScroll(router: Pick<RegisteredRouter, 'subscribe'>): () => void {
  const places = new Map<string, number>();
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
