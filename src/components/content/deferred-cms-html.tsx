import { createElement, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useKeptFromServer } from '#src/lib/hydration';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The server's renderer sanitises before it writes the page (src/entry-server.tsx). */
export function sanitizeOnServerWith(serverSanitizer: Sanitize): void {
  sanitizer = serverSanitizer;
}

/** Loads the sanitiser (DOMPurify, about 9 KB) once. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('#src/lib/sanitize').then((module) => {
    sanitizer = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
  return loading;
}

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll'];

/** Runs `task` at the first interaction or after a few quiet seconds. */
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

// Kept bare while the sanitiser loads: the sanitised HTML then replaces them without a shift.
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

/** Only the words and LAYOUT_TAGS, read from an inert document, with no attributes. */
function outlineOf(html: string): ReactNode {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, outline);
}

export interface DeferredCmsHtmlProps {
  html: string;
  className?: string;
}

/** CMS HTML shown at once in its shape; DOMPurify loads at the first interaction. */
export function DeferredCmsHtml({ html, className }: DeferredCmsHtmlProps) {
  // Hydrating the server's page: its sanitised HTML is already there and stays for as long as
  // the HTML is the same, so such a page never loads the sanitiser (and never runs it: it cost
  // a third of a second of a slow phone's main thread after the page hydrated).
  const keptFromServer = useKeptFromServer(html);
  const [sanitize, setSanitize] = useState<Sanitize | null>(() =>
    keptFromServer ? null : sanitizer,
  );
  useEffect(() => {
    if (sanitize || keptFromServer) return;
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
  }, [sanitize, keptFromServer]);
  const clean = useMemo(
    () => (sanitize && !keptFromServer ? sanitize(html) : null),
    [sanitize, html, keptFromServer],
  );
  if (keptFromServer)
    return (
      <div
        className={className}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  if (clean === null) return <div className={className}>{outlineOf(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
