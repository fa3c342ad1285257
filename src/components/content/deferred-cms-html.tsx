import { createElement, useEffect, useMemo, useState, type ReactNode } from 'react';

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
 * Tags whose box or weight changes the layout, kept (with no attribute at all) while the
 * sanitiser loads, so the sanitised HTML takes their place without moving the page: the words as
 * text alone wrapped differently (a paragraph's margins, bold words) and pushed the header down
 * under a person's tap. A link is kept as an `<a>` without `href`: it looks the same, goes nowhere.
 */
const LAYOUT_TAGS = new Set([
  'p',
  'div',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
]);
/** Elements whose content is never words on the page. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
]);

function outline(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(node.childNodes, outline);
  if (!LAYOUT_TAGS.has(tag)) return children;
  return createElement(tag, { key }, ...(tag === 'br' ? [] : children));
}

/**
 * CMS HTML before it is sanitised: read from an inert document (DOMParser runs no scripts and
 * loads nothing), and rebuilt by React from the words and the LAYOUT_TAGS alone, attributes
 * dropped, so nothing of the HTML but its shape reaches the page.
 */
function outlineOf(html: string): ReactNode {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, outline);
}

export interface DeferredCmsHtmlProps {
  html: string;
  className?: string;
}

/**
 * CMS HTML in what every page shows (the announcement, the cookie notice, the home slide-in).
 * The sanitiser stays out of the first page load: the words show at once in the HTML's shape
 * (outlineOf), and at the visitor's first interaction (or after 3 quiet seconds) DOMPurify loads
 * and the sanitised HTML, with its links, takes their place without moving anything.
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
  if (clean === null) return <div className={className}>{outlineOf(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
