// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/** SEC-43. jsdom, not happy-dom: DOMPurify's guarantees are for a standards-following parser. */

const TAGS = [
  'p',
  'b',
  'a',
  'img',
  'svg',
  'math',
  'mtext',
  'mglyph',
  'table',
  'style',
  'script',
  'iframe',
  'form',
  'noscript',
  'template',
  'textarea',
  'title',
  'select',
  'xmp',
  'div',
];
const ATTRIBUTE_NAMES = [
  'href',
  'src',
  'onerror',
  'onload',
  'OnClick',
  'style',
  'xlink:href',
  'action',
  'formaction',
  'target',
  'id',
];
const ATTRIBUTE_VALUES = [
  'javascript:alert(1)',
  'java&#x09;script:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'jav\tascript:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/x.png',
  '/privacy-policy',
  'alert(1)',
  '"><script>alert(1)</script>',
  '_blank',
  'x',
];
const TEXT = [
  'hello',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '</style>',
  '</p>',
  '<',
  '>',
  '"',
  "'",
  '&lt;script&gt;',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
];

const attribute = fc
  .tuple(
    fc.constantFrom(...ATTRIBUTE_NAMES),
    fc.constantFrom(...ATTRIBUTE_VALUES),
    fc.constantFrom('"', "'", ''),
  )
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);

const markup: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TEXT),
    fc
      .tuple(
        fc.constantFrom(...TAGS),
        fc.array(attribute, { maxLength: 3 }),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.boolean(),
      )
      .map(
        ([tag, attributes, children, closed]) =>
          `<${tag}${attributes.join('')}>${children.join('')}${closed ? `</${tag}>` : ''}`,
      ),
  ),
})).node;

const documents = fc.array(markup, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

/** What a browser would treat as the scheme: entities decoded, whitespace and controls dropped. */
function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
}

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction'];

describe('sanitizeHtml (property)', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(documents, (html) => {
        const once = sanitizeHtml(html);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('never leaves a script, an on* attribute or a javascript: URL', () => {
    fc.assert(
      fc.property(documents, (html) => {
        const clean = sanitizeHtml(html);
        expect(clean.toLowerCase()).not.toContain('<script');
        const root = parse(clean);
        expect(root.querySelector('script, iframe, form, style')).toBeNull();
        for (const element of root.querySelectorAll('*')) {
          for (const { name, value } of element.attributes) {
            expect(name.toLowerCase().startsWith('on')).toBe(false);
            if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
              expect(schemeOf(value)).not.toMatch(/^(javascript|data|vbscript):/);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
