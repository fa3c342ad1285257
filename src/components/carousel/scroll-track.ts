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
  const settle = useEffectEvent((track: HTMLElement) => {
    const settled = settledIndex(track);
    shown.current = settled;
    if (settled !== drawn.current) onSettle(settled);
  });

  useEffect(() => {
    const track = ref.current;
    if (!track) return undefined;
    if (track.scrollLeft > 0) settle(track);
    // Safari has no scrollend yet: a pause in the scroll events stands for it there.
    if ('onscrollend' in window) {
      const onEnd = () => {
        settle(track);
      };
      track.addEventListener('scrollend', onEnd);
      return () => {
        track.removeEventListener('scrollend', onEnd);
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
