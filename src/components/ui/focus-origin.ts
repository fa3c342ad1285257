let lastFocused: HTMLElement | null = null;
let listening = false;

/** Starts remembering the element that last took focus (once per page; later calls do nothing). */
export function trackFocus(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/**
 * The control a modal should give focus back to: the focused element, or, when focus has fallen
 * to the body because that control disabled itself while its request ran (a button with
 * `disabled` while busy), the control that had it last.
 */
export function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}
