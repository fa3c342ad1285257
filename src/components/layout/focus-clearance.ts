import { useEffect, type RefObject } from 'react';

/**
 * WCAG 2.2 SC 2.4.11 for a floating panel focus cannot be scrolled clear of (the home slide-in):
 * it gives way when keyboard focus lands under it. The bars (the sticky header, the cookie
 * notice) are kept clear by #contract/focus-clearance, from the page's first script; its own
 * document `focusin` listener runs first, so a panel is measured against the scrolled page.
 */

const panels = new Map<Element, () => void>();
/** The last input was a pointer press: a tap on the page is not focus moving under the panel. */
let pointing = false;

function isPinned(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).position === 'fixed') return true;
  return false;
}

function isUnder(target: Element, panel: Element): boolean {
  const [a, b] = [target.getBoundingClientRect(), panel.getBoundingClientRect()];
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

function onFocusIn(event: Event): void {
  const target = event.target;
  if (pointing || !(target instanceof Element)) return;
  if (target.closest('[data-pinned-bar]') || isPinned(target)) return;
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
    if (panels.size === 0) listen(true);
    panels.set(panel, giveWay);
    // Measured where the entrance (a slide) ends, not where it starts.
    const entrances = typeof panel.getAnimations === 'function' ? panel.getAnimations() : [];
    void Promise.allSettled(entrances.map((entrance) => entrance.finished)).then(() => {
      const focused = document.activeElement;
      if (!registered || pointing || !focused || focused === document.body) return;
      if (!isPinned(focused) && isUnder(focused, panel)) giveWay();
    });
    return () => {
      registered = false;
      panels.delete(panel);
      if (panels.size === 0) listen(false);
    };
  }, [ref, giveWay, active]);
}
