import type { EarlyTap, EarlyTaps } from '#contract/page-render';

/**
 * The first script of a rendered page, inline in its head (decision 0060): until the app takes
 * over, it keeps every tap, send and Enter on a control that needs the app, marks the
 * control busy, and hands what it kept to the app, which carries it out (src/lib/early-taps.ts).
 * Links and the GET forms of lists work by themselves and are left alone; a choice in such a form
 * sends it. The design of Angular's event-dispatch and Google's JSAction: a listener on the
 * document, a queue, a replay once the handlers exist.
 *
 * It runs as the text of this function (`earlyTapsScript`), so it uses nothing from outside it.
 */
export function captureEarlyTaps(win: Window, acceptCookiesName: string): void {
  const doc = win.document;
  const queue: EarlyTap[] = [];
  const typed = new Map<Element, string | boolean>();
  let capturing = true;

  // The cookie notice shows before the app when it has not been answered (its CSS), once the
  // page has all come: it is the page's last part and pinned to the bottom, so shown while its
  // words were still arriving it would grow upwards over the page, a layout shift.
  const answered = () =>
    doc.cookie
      .split('; ')
      .some((cookie) => cookie.startsWith(`${acceptCookiesName}=`) && !cookie.endsWith('='));

  const appRoot = (element: Element) => element.closest('#root[data-rendered]');
  // Until the app takes what was kept: a tap made while it carries the others out waits its turn.
  const waiting = () => capturing;
  /** A list's GET form: the server renders its answer, so the browser sends it by itself. */
  const worksAlone = (form: HTMLFormElement | null) =>
    form !== null && form.hasAttribute('action') && form.method === 'get';
  const markBusy = (element: Element | null | undefined) => {
    if (!element || element.hasAttribute('data-early')) return;
    element.setAttribute('data-early', element.getAttribute('aria-busy') ?? '');
    element.setAttribute('aria-busy', 'true');
  };
  const keep = (event: Event, tap: EarlyTap, control: Element | null | undefined) => {
    event.preventDefault();
    // Nothing else hears it meanwhile: React, once it starts hydrating, would act on it too.
    event.stopImmediatePropagation();
    queue.push(tap);
    markBusy(control);
  };
  const keepSubmit = (event: Event, form: HTMLFormElement, submitter: HTMLElement | null) => {
    const control = submitter ?? form.querySelector('[type="submit"]');
    if (control?.hasAttribute('data-early')) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    keep(event, { kind: 'submit', target: form, submitter }, control);
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest('button, a[data-app-link]');
      if (!control || !waiting() || !appRoot(control)) return;
      // A link opened in a new tab or window is the browser's, as the app leaves it too.
      const { ctrlKey, metaKey, shiftKey, altKey } = event as MouseEvent;
      if (control instanceof HTMLAnchorElement && (ctrlKey || metaKey || shiftKey || altKey))
        return;
      if (control instanceof HTMLButtonElement) {
        if (control.disabled) return;
        if (control.type === 'submit' && control.form) {
          if (!worksAlone(control.form)) keepSubmit(event, control.form, control);
          return;
        }
      }
      // Tapped again while kept: it is busy, as a button that is sending is.
      if (control.hasAttribute('data-early')) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      keep(event, { kind: 'click', target: control, submitter: null }, control);
    },
    true,
  );

  // A swipe over a banner carousel is a tap on its Next or Previous arrow, as the app's own
  // handler makes it (src/components/carousel/swipe.ts: 40 px sideways, touch or pen).
  let swipeFrom: { x: number; y: number; id: number; area: Element } | null = null;
  doc.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const area = target?.closest('[data-swipe]');
      swipeFrom =
        area && event.pointerType !== 'mouse' && event.isPrimary && waiting() && appRoot(area)
          ? { x: event.clientX, y: event.clientY, id: event.pointerId, area }
          : null;
    },
    true,
  );
  doc.addEventListener(
    'pointerup',
    (event) => {
      const from = swipeFrom;
      swipeFrom = null;
      if (!from || from.id !== event.pointerId || !waiting()) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < 40 || Math.abs(dx) <= Math.abs(event.clientY - from.y)) return;
      const arrow = from.area
        .closest('[aria-roledescription="carousel"]')
        ?.querySelector(`[data-swipe-to="${dx < 0 ? 'next' : 'previous'}"]`);
      if (arrow) keep(event, { kind: 'click', target: arrow, submitter: null }, arrow);
    },
    true,
  );
  doc.addEventListener(
    'pointercancel',
    () => {
      swipeFrom = null;
    },
    true,
  );

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !waiting() || !appRoot(form)) return;
      if (worksAlone(form)) return;
      keepSubmit(event, form, event.submitter);
    },
    true,
  );

  // Enter in a field whose form's button is still off (it waits for the app to check the
  // field): the browser would send nothing, so the send is kept.
  doc.addEventListener(
    'keydown',
    (event) => {
      const field = event.target;
      if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !waiting()) return;
      const form = field.form;
      if (!form || worksAlone(form) || !appRoot(form)) return;
      const button = form.querySelector<HTMLButtonElement>('[type="submit"]');
      if (button && !button.disabled) return;
      keepSubmit(event, form, null);
    },
    true,
  );

  const changed = (event: Event) => {
    const field = event.target;
    if (!(field instanceof Element) || !waiting() || !appRoot(field)) return;
    const { form, type } = field as HTMLInputElement;
    const choice = field instanceof HTMLSelectElement || type === 'checkbox' || type === 'radio';
    if (event.type === 'change' && choice && form && worksAlone(form)) {
      markBusy(field.closest('label') ?? field);
      form.requestSubmit();
      return;
    }
    // Nothing else hears it meanwhile: React, once it has hydrated the field but before the flow
    // behind it has started, would answer a key with the flow's old value and wipe it. The app
    // is told what the field holds when it takes the page.
    event.stopImmediatePropagation();
    // What it holds now: a re-render after the app takes the page may put back its own value.
    typed.set(
      field,
      choice && !(field instanceof HTMLSelectElement)
        ? (field as HTMLInputElement).checked
        : (field as HTMLInputElement).value,
    );
  };
  doc.addEventListener('input', changed, true);
  doc.addEventListener('change', changed, true);

  // A form's fields are off in the server's HTML (without JavaScript they could not be sent);
  // with it, they take input from the first paint and what is typed is handed to the app.
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLFieldSetElement && node.hasAttribute('data-needs-script'))
          node.disabled = false;
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => {
    if (!answered()) doc.documentElement.setAttribute('data-ask-cookies', '');
    observer.disconnect();
    for (const fieldset of doc.querySelectorAll('fieldset[data-needs-script]'))
      (fieldset as HTMLFieldSetElement).disabled = false;
  });

  const early: EarlyTaps = {
    pending: () => [...typed.keys(), ...queue.map((tap) => tap.target)],
    take: () => {
      capturing = false;
      return { taps: queue.splice(0), typed: [...typed] };
    },
    fail: () => {
      const { taps } = early.take();
      for (const element of doc.querySelectorAll('[data-early]')) {
        const before = element.getAttribute('data-early') ?? '';
        element.removeAttribute('data-early');
        if (before) element.setAttribute('aria-busy', before);
        else element.removeAttribute('aria-busy');
      }
      const link = taps.find((tap) => tap.target instanceof HTMLAnchorElement);
      if (link) win.location.assign((link.target as HTMLAnchorElement).href);
    },
  };
  (win as Window & { __earlyTaps?: EarlyTaps }).__earlyTaps = early;
}

/** The inline script's text: its CSP hash is taken from the page like the router's scripts'. */
export function earlyTapsScript(acceptCookiesName: string): string {
  return `(${captureEarlyTaps.toString()})(window,${JSON.stringify(acceptCookiesName)})`;
}
