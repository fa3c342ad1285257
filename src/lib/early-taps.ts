import type { EarlyTap, EarlyTaps } from '#contract/page-render';

declare global {
  interface Window {
    /** Set by a rendered page's first script (server/http/early-taps.ts). */
    __earlyTaps?: EarlyTaps;
  }
}

/**
 * The longest a kept tap waits for React to take its control. A part of the page that waits for
 * data hydrates after the rest; a control still not taken by then is let go.
 */
const OWNED_WITHIN_MS = 10_000;

/**
 * Whether React has hydrated this element: it keeps its fiber on the node under a key it names
 * `__reactFiber$…` (React 16 to 19). A Suspense boundary that waits for data hydrates after the
 * rest of the page, and an event sent into it before would be lost.
 */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * The main thread's next idle moment: React hydrates a page's Suspense boundaries one after
 * another in tasks of its own, and is done with those it has begun once the thread is idle.
 */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });

/** Until each element is React's (or gone from the page), looked at whenever the thread is idle. */
async function untilOwned(elements: readonly Element[], deadline: number): Promise<void> {
  for (;;) {
    await idle();
    const waiting = elements.filter((element) => element.isConnected && !ownedByReact(element));
    if (waiting.length === 0 || performance.now() > deadline) return;
  }
}

/** The busy mark the page's first script put on a kept control, taken off. */
function unmark(element: Element | null): void {
  const before = element?.getAttribute('data-early');
  if (!element || before === null || before === undefined) return;
  element.removeAttribute('data-early');
  if (before) element.setAttribute('aria-busy', before);
  else element.removeAttribute('aria-busy');
}

/**
 * React keeps, in a hidden tracker, the value it last saw in a field, and calls onChange only when
 * the field differs from it. Hydration read the typed value as the field's own: the tracker is
 * set apart from it through the element's own setter, then the value is put back past it.
 */
function announceTyped(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  field.value = value === '' ? ' ' : '';
  Reflect.set(prototype, 'value', value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A box ticked before the app ran: set apart through React's tracker, then clicked to it. */
function announceChecked(box: HTMLInputElement, checked: boolean): void {
  box.checked = !checked;
  box.click();
}

/**
 * What was typed or chosen before the app ran reaches the app as if typed now. A field turned off
 * meanwhile is left as it is: the app heard the change itself (a tap just after hydration reaches
 * both) and acted on it, as the captcha's box does, which is ticked and off while it checks.
 */
function announce(field: Element, value: string | boolean): void {
  if (!field.isConnected || field.matches(':disabled')) return;
  if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement) {
    if (typeof value === 'boolean') announceChecked(field, value);
    else announceTyped(field, value);
  } else if (field instanceof HTMLTextAreaElement) {
    announceTyped(field, String(value));
  }
}

/** The control a kept tap marked busy. */
function markedControl(tap: EarlyTap): Element | null {
  if (tap.kind === 'click') return tap.target;
  return tap.submitter ?? tap.target.querySelector('[data-early]');
}

function carryOut(tap: EarlyTap): void {
  if (tap.kind === 'submit' && tap.target instanceof HTMLFormElement) {
    const { submitter } = tap;
    const sendsIt =
      submitter instanceof HTMLButtonElement && submitter.isConnected && !submitter.disabled;
    if (sendsIt) tap.target.requestSubmit(submitter);
    else tap.target.requestSubmit();
  } else if (tap.target instanceof HTMLElement && !tap.target.matches(':disabled')) {
    tap.target.click();
  }
}

/**
 * Carries out, in order, the taps a rendered page kept before the app had hydrated it (decision
 * 0060): the fields typed into first, then each kept tap on its control, as the member made it,
 * each once React has taken the control. A control that has gone or turned off since is skipped,
 * as a tap on it now would be.
 */
export async function replayEarlyTaps(
  early: EarlyTaps | undefined = window.__earlyTaps,
): Promise<void> {
  if (!early) return;
  const deadline = performance.now() + OWNED_WITHIN_MS;
  // The page goes on keeping taps meanwhile, so a tap made now does not overtake those before it.
  for (let seen = -1; early.pending().length !== seen;) {
    const pending = early.pending();
    seen = pending.length;
    await untilOwned(pending, deadline);
  }
  const { taps, typed } = early.take();
  for (const [field, value] of typed) announce(field, value);
  for (const tap of taps) {
    unmark(markedControl(tap));
    if (tap.target.isConnected && ownedByReact(tap.target)) carryOut(tap);
  }
}
