/**
 * WCAG 2.2 SC 2.4.11 (decision 0039). A rendered page runs it in its first script, beside the
 * early taps (server/http/page-render.ts), so it holds from the first paint: the cookie notice
 * shows before the app does, and a slow phone tabs before hydration ends. The app runs it too
 * (src/features/shell/app-shell.tsx), for a page it draws itself from the app shell; it starts
 * once a page. Shared here because both sides run the same text.
 *
 * A control under a sticky or fixed bar counts as on screen, so the browser does not scroll it
 * and scroll-padding does not help: `focusin` runs before the browser's own scroll and moves it
 * between the bars at once (not smoothly, for reduced motion).
 *
 * The bars are the shown elements marked `data-pinned-bar="top"` (the sticky header) or
 * `"bottom"` (the cookie notice). A bottom bar's height is also kept free at the page's end:
 * `--pinned-bottom` on the element marked `data-pinned-clearance` (the footer). On that element,
 * not the document's: a custom property changed on <html> restyles every element of the page
 * (80 ms of a slow phone's main thread as the cookie notice appeared).
 *
 * The page's script is the text of this function (`focusClearanceScript`), so it uses nothing
 * from outside it.
 */
export function keepFocusClear(win: Window): void {
  const started = win as Window & { __focusClear?: true };
  if (started.__focusClear) return;
  started.__focusClear = true;
  const doc = win.document;
  /** Room kept between the focused control and a bar: the focus ring is drawn outside the box. */
  const margin = 8;
  /** The last input was a pointer press: moving the control it pressed on would lose the click. */
  let pointing = false;

  const bars = (edge?: 'top' | 'bottom') =>
    Array.from(
      doc.querySelectorAll<HTMLElement>(edge ? `[data-pinned-bar="${edge}"]` : '[data-pinned-bar]'),
    );
  const isPinned = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement)
      if (win.getComputedStyle(node).position === 'fixed') return true;
    return false;
  };

  const scrollIntoBand = (target: Element) => {
    let top = 0;
    let bottom = win.innerHeight;
    for (const bar of bars()) {
      const box = bar.getBoundingClientRect();
      if (box.height === 0) continue;
      // The header is sticky: once the page scrolls it sits at the top, whatever it covers now.
      if (bar.getAttribute('data-pinned-bar') === 'top') top = Math.max(top, box.height);
      else bottom = Math.min(bottom, box.top);
    }
    const box = target.getBoundingClientRect();
    let delta = 0;
    if (box.height <= bottom - top - 2 * margin) {
      if (box.top < top + margin) delta = box.top - top - margin;
      else if (box.bottom > bottom - margin) delta = box.bottom - bottom + margin;
    } else if (box.bottom <= top || box.top >= bottom) {
      // Taller than the band: its start is shown, unless part of it is already in view.
      delta = box.top - top - margin;
    }
    if (delta !== 0) win.scrollBy({ top: delta, behavior: 'instant' });
  };

  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (pointing || !(target instanceof Element)) return;
      if (target.closest('[data-pinned-bar]') || isPinned(target)) return;
      scrollIntoBand(target);
    },
    true,
  );
  doc.addEventListener('keydown', () => (pointing = false), true);
  doc.addEventListener('pointerdown', () => (pointing = true), true);

  const followBottomBars = () => {
    const clearance = doc.querySelector<HTMLElement>('[data-pinned-clearance]');
    if (!clearance || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = Math.max(0, ...bars('bottom').map((bar) => bar.offsetHeight));
      if (height > 0) clearance.style.setProperty('--pinned-bottom', `${String(height)}px`);
      else clearance.style.removeProperty('--pinned-bottom');
    });
    for (const bar of bars('bottom')) observer.observe(bar);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', followBottomBars);
  else followBottomBars();
}

/** The inline script's text: it goes into a rendered page's first script, after the early taps'. */
export function focusClearanceScript(): string {
  return `(${keepFocusClear.toString()})(window)`;
}
