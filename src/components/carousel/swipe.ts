import { type PointerEvent, useRef, type WheelEvent } from 'react';

/** How far a finger or a trackpad goes sideways before it means 'the next slide'. */
export const SWIPE_PX = 40;
/** A trackpad's swipe is a burst of wheel events, its momentum included: a gap ends it. */
const WHEEL_BURST_GAP_MS = 250;

/**
 * A swipe over a fading carousel (banners), which cannot scroll: right to left is the next slide,
 * left to right the one before. Touch and pen only; a mouse drags pictures and has the arrows.
 * The server's page does the same before the app runs (server/http/early-taps.ts).
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const wheel = useRef({ sum: 0, at: Number.NEGATIVE_INFINITY, done: false });
  const move = (dx: number) => {
    if (dx < 0) onNext();
    else onPrevious();
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) move(dx);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onWheel: (event: WheelEvent<HTMLElement>) => {
      if (Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
      const burst = wheel.current;
      if (event.timeStamp - burst.at > WHEEL_BURST_GAP_MS) {
        burst.sum = 0;
        burst.done = false;
      }
      burst.at = event.timeStamp;
      if (burst.done) return;
      burst.sum += event.deltaX;
      if (Math.abs(burst.sum) < SWIPE_PX) return;
      burst.done = true;
      // Scrolling right (a positive delta) pulls the next slide in, as a swipe to the left does.
      move(-burst.sum);
    },
  };
}
