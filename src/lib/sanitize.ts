import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** CMS HTML goes through here before it reaches the page (ASVS 5.0 1.3.1: a known sanitiser). */

const FORBID_TAGS = [
  'style',
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'link',
  'base',
];

/** Inline styles would let CMS text restyle or cover the portal's own controls. */
const FORBID_ATTR = ['style', 'formaction', 'srcdoc'];

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Browsers ignore ASCII whitespace and control characters inside a URL's scheme. */
function normaliseHref(href: string): string {
  // eslint-disable-next-line no-control-regex
  return href.replace(/[\u0000-\u0020\u007f]+/g, '');
}

function hrefScheme(href: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  return match?.[1] ? match[1].toLowerCase() : null;
}

function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href) || /^[/\\]{2}/.test(href);
}

/** DOMPurify lets data: URLs through on images; CMS images are hosted files, never data:. */
function enforceSafeSources(node: Element): void {
  const src = node.getAttribute('src');
  if (src === null) return;
  const scheme = hrefScheme(normaliseHref(src));
  if (scheme !== null && scheme !== 'http' && scheme !== 'https') node.removeAttribute('src');
}

function enforceSafeLinks(node: Element): void {
  enforceSafeSources(node);
  const href = node.getAttribute('href');
  if (href === null) return;
  const normalised = normaliseHref(href);
  const scheme = hrefScheme(normalised);
  if (scheme !== null && !SAFE_SCHEMES.has(scheme)) {
    node.removeAttribute('href');
    node.removeAttribute('target');
    return;
  }
  if (isExternalHref(normalised)) {
    // Set afresh so a second pass writes the same attribute order (the output is idempotent).
    node.removeAttribute('target');
    node.removeAttribute('rel');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
}

let purifier: Purifier | null = null;
type DomWindow = Parameters<typeof DOMPurify>[0];
let domWindow: DomWindow | null = typeof window === 'undefined' ? null : window;

/** The server's renderer has no page: it gives DOMPurify a window of its own (jsdom). */
export function sanitizeInWindow(serverWindow: DomWindow): void {
  domWindow = serverWindow;
  purifier = null;
}

/** One private instance, so the link hook never leaks into other users of DOMPurify. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (!domWindow) return null;
  const instance = DOMPurify(domWindow);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', enforceSafeLinks);
  purifier = instance;
  return instance;
}

// Mis-nested markup (a <p> in a <p>) can serialise to a form that parses differently: sanitise
// until nothing changes.
const MAX_PASSES = 4;

/** Without a DOM to parse with, an empty string rather than the unsanitised input. */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  let clean = html;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = instance.sanitize(clean, {
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOW_DATA_ATTR: false,
      USE_PROFILES: { html: true },
    });
    if (next === clean) break;
    clean = next;
  }
  return clean;
}

/** Its own purifier, without the CMS link rules; here so the app keeps one sanitiser chunk. */
export function sanitizeSvg(svg: string): DocumentFragment | null {
  if (typeof window === 'undefined') return null;
  return DOMPurify(window).sanitize(svg, {
    USE_PROFILES: { svg: true },
    RETURN_DOM_FRAGMENT: true,
  });
}
