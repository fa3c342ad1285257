import { useEffect, type RefObject } from 'react';

/**
 * Keeps the page's scroll padding on one side equal to the height of a bar fixed or stuck to that
 * side (the sticky header, the cookie notice), so a control that takes focus is scrolled clear of
 * the bar instead of under it (WCAG 2.4.11).
 */
export function useScrollPadding(
  ref: RefObject<HTMLElement | null>,
  side: 'top' | 'bottom',
  active = true,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const root = document.documentElement.style;
    const property = side === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const apply = () => {
      root[property] = `${String(Math.ceil(element.getBoundingClientRect().height))}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root[property] = '';
    };
  }, [ref, side, active]);
}
