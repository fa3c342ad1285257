import { useEffect, type RefObject } from 'react';

/**
 * WCAG 2.2 SC 2.4.11. A control under a sticky or fixed bar counts as on screen, so the browser
 * does not scroll it and scroll-padding does not help: `focusin` runs before the browser's own
 * scroll and moves it between the bars at once (not smoothly, for reduced motion).
 */

type Edge = 'top' | 'bottom';

const bars = new Map<Element, Edge>();
const panels = new Map<Element, () => void>();
/** Room kept between the focused control and a bar: the focus ring is drawn outside the box. */
const MARGIN = 8;
/** The last input was a pointer press: moving the control it pressed on would lose the click. */
let pointing = false;

function isPinned(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).position === 'fixed') return true;
  return false;
}

function scrollIntoBand(target: Element): void {
  let top = 0;
  let bottom = window.innerHeight;
  for (const [bar, edge] of bars) {
    const box = bar.getBoundingClientRect();
    // The header is sticky: once the page scrolls it sits at the top, whatever it covers now.
    if (edge === 'top') top = Math.max(top, box.height);
    else bottom = Math.min(bottom, box.top);
  }
  const box = target.getBoundingClientRect();
  let delta = 0;
  if (box.height <= bottom - top - 2 * MARGIN) {
    if (box.top < top + MARGIN) delta = box.top - top - MARGIN;
    else if (box.bottom > bottom - MARGIN) delta = box.bottom - bottom + MARGIN;
  } else if (box.bottom <= top || box.top >= bottom) {
    // Taller than the band: its start is shown, unless part of it is already in view.
    delta = box.top - top - MARGIN;
  }
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
}

function isUnder(target: Element, panel: Element): boolean {
  const [a, b] = [target.getBoundingClientRect(), panel.getBoundingClientRect()];
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

function onFocusIn(event: Event): void {
  const target = event.target;
  if (pointing || !(target instanceof Element)) return;
  if ([...bars.keys()].some((bar) => bar.contains(target)) || isPinned(target)) return;
  scrollIntoBand(target);
  for (const [panel, giveWay] of panels) if (isUnder(target, panel)) giveWay();
}

const listeners: [string, (event: Event) => void][] = [
  ['focusin', onFocusIn],
  ['keydown', () => (pointing = false)],
  ['pointerdown', () => (pointing = true)],
];

function listen(on: boolean): void {
  for (const [type, listener] of listeners)
    if (on) document.addEventListener(type, listener, true);
    else document.removeEventListener(type, listener, true);
}

function register<T>(registry: Map<Element, T>, element: Element, value: T): () => void {
  if (bars.size + panels.size === 0) listen(true);
  registry.set(element, value);
  return () => {
    registry.delete(element);
    if (bars.size + panels.size === 0) listen(false);
  };
}

/**
 * A bottom bar's height is also kept free at the page's end: `--pinned-bottom` on the element
 * marked `data-pinned-clearance` (the footer). On that element, not the document's: a custom
 * property changed on <html> restyles every element of the page (80 ms of a slow phone's main
 * thread as the cookie notice appeared after hydration).
 */
export function usePinnedBar(ref: RefObject<HTMLElement | null>, edge: Edge, active = true): void {
  useEffect(() => {
    const bar = ref.current;
    if (!active || !bar) return undefined;
    const unregister = register(bars, bar, edge);
    if (edge === 'top' || typeof ResizeObserver === 'undefined') return unregister;
    const clearance = document.querySelector<HTMLElement>('[data-pinned-clearance]')?.style;
    const observer = new ResizeObserver(() => {
      clearance?.setProperty('--pinned-bottom', `${String(bar.offsetHeight)}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      clearance?.removeProperty('--pinned-bottom');
      unregister();
    };
  }, [ref, edge, active]);
}

/** For a panel focus cannot be scrolled clear of (the slide-in), also when it comes over focus. */
export function useGiveWayToFocus(
  ref: RefObject<HTMLElement | null>,
  giveWay: () => void,
  active = true,
): void {
  useEffect(() => {
    const panel = ref.current;
    if (!active || !panel) return undefined;
    let registered = true;
    const unregister = register(panels, panel, giveWay);
    // Measured where the entrance (a slide) ends, not where it starts.
    const entrances = typeof panel.getAnimations === 'function' ? panel.getAnimations() : [];
    void Promise.allSettled(entrances.map((entrance) => entrance.finished)).then(() => {
      const focused = document.activeElement;
      if (!registered || pointing || !focused || focused === document.body) return;
      if (!isPinned(focused) && isUnder(focused, panel)) giveWay();
    });
    return () => {
      registered = false;
      unregister();
    };
  }, [ref, giveWay, active]);
}
