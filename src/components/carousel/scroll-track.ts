import { useEffect, useEffectEvent, useRef } from 'react';

/** The slide a scrolled track rests on: the one whose start is nearest, or the last at the end. */
export function settledIndex(track: HTMLElement): number {
  const slides = [...track.children].filter((child) => child instanceof HTMLElement);
  if (slides.length === 0) return 0;
  // The last slide is narrower than the track's width from its start: it can never reach it.
  if (track.scrollLeft >= track.scrollWidth - track.clientWidth - 1) return slides.length - 1;
  let nearest = 0;
  for (const [index, slide] of slides.entries()) {
    const best = slides[nearest];
    if (
      best &&
      Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs(best.offsetLeft - track.scrollLeft)
    )
      nearest = index;
  }
  return nearest;
}

/**
 * A scroll-snap track that the carousel machine still owns: a swipe (or a trackpad) scrolls it
 * natively, and where it settles is sent as the slide to show; a slide the machine shows (an
 * arrow, a dot) is scrolled to. A track the member swiped before the app ran keeps that slide.
 */
export function useScrollTrack(index: number, onSettle: (index: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(index);
  const drawn = useRef(index);
  const pressed = useRef(false);
  const settle = useEffectEvent((track: HTMLElement) => {
    const settled = settledIndex(track);
    shown.current = settled;
    if (settled !== drawn.current) onSettle(settled);
    // WebKitGTK ends an animated scroll (a trackpad's swipe) where it stopped, not on a snap
    // point: the track is brought onto the slide it settled on, unless a finger is still on it.
    const slide = track.children[settled];
    const atEnd = track.scrollLeft >= track.scrollWidth - track.clientWidth - 1;
    if (
      !pressed.current &&
      !atEnd &&
      slide instanceof HTMLElement &&
      Math.abs(track.scrollLeft - slide.offsetLeft) > 1
    )
      track.scrollLeft = slide.offsetLeft;
  });

  useEffect(() => {
    const track = ref.current;
    if (!track) return undefined;
    if (track.scrollLeft > 0) settle(track);
    // Touch events, not pointer events: a touch that starts a scroll cancels its pointer at once,
    // and Safari (no scrollend) would settle the track under a finger that paused mid-swipe.
    const press = (event: TouchEvent) => {
      pressed.current = event.touches.length > 0;
    };
    const presses = ['touchstart', 'touchend', 'touchcancel'] as const;
    for (const type of presses) track.addEventListener(type, press, { passive: true });
    // Safari has no scrollend yet: a pause in the scroll events stands for it there.
    if ('onscrollend' in window) {
      const onEnd = () => {
        settle(track);
      };
      track.addEventListener('scrollend', onEnd);
      return () => {
        track.removeEventListener('scrollend', onEnd);
        for (const type of presses) track.removeEventListener(type, press);
      };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        settle(track);
      }, 150);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
      for (const type of presses) track.removeEventListener(type, press);
    };
  }, []);

  useEffect(() => {
    if (drawn.current === index) return;
    drawn.current = index;
    const track = ref.current;
    if (!track || shown.current === index) return;
    shown.current = index;
    const slide = track.children[index];
    // As the stylesheet's scroll-behavior says: smooth, or at once for reduced motion.
    if (slide instanceof HTMLElement) track.scrollLeft = slide.offsetLeft;
  }, [index]);

  return ref;
}
