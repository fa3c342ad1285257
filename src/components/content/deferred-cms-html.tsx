import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Loads the sanitiser (DOMPurify, about 9 KB) once. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../../lib/sanitize').then((module) => {
    sanitizer = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
  return loading;
}

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll'];

/**
 * Runs `task` at the visitor's first interaction with the page, or after a few quiet seconds,
 * whichever comes first: the sanitiser is never part of what the first view waits for.
 */
function afterFirstInteraction(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const timer = window.setTimeout(run, 3000);
  for (const type of INTERACTIONS)
    window.addEventListener(type, run, { once: true, passive: true, capture: true });
  function cancel() {
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, run, { capture: true });
  }
  return cancel;
}

/**
 * The words of CMS HTML without its markup, read from an inert document: DOMParser runs no
 * scripts and loads nothing, and React inserts the result as text.
 */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent;
}

export interface DeferredCmsHtmlProps {
  html: string;
  className?: string;
}

/**
 * CMS HTML in what every page shows (the announcement, the cookie notice, the home slide-in).
 * The sanitiser stays out of the first page load: the words show at once as text, and at the
 * visitor's first interaction (or after 3 quiet seconds) DOMPurify loads and the sanitised HTML,
 * with its links, takes their place.
 */
export function DeferredCmsHtml({ html, className }: DeferredCmsHtmlProps) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    const cancel = afterFirstInteraction(() => {
      void loadSanitizer().then((loaded) => {
        if (live) setSanitize(() => loaded);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  if (clean === null) return <div className={className}>{textOf(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
