import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirects';

/** docs/security.md, SEC-42: the invariant of the redirect rule, for any input. */

const hosts = ['partner.gorewards.com.ph'];
const PORTAL = 'https://portal.gorewards.com.ph';

const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%09',
  '%00',
  ' ',
  '\t',
  '\n',
  '\u3000',
  '\ufeff',
  '@',
  ':',
  '.',
  '?',
  '#',
  'https:',
  'http:',
  'HTTPS://',
  'javascript:',
  'java\tscript:',
  'data:text/html,',
  'mailto:',
  'evil.example',
  'partner.gorewards.com.ph',
  'PARTNER.gorewards.com.ph',
  'evilpartner.gorewards.com.ph',
  ':443',
  ':8443',
  'user:pw@',
  'account',
  'rewards?tab=1',
];

const targets = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom('https://', 'http://', '//', '/'), fc.domain(), fc.webPath())
    .map(([scheme, host, path]) => `${scheme}${host}${path}`),
);

describe('safeRedirectTarget (property)', () => {
  it('answers the default, a same-origin path with one leading "/", or https on an allowed host', () => {
    fc.assert(
      fc.property(targets, (input) => {
        const output = safeRedirectTarget(input, hosts);
        if (output === null) return;
        const resolved = new URL(output, PORTAL);
        if (output.startsWith('/')) {
          expect(output).toBe(input);
          expect(output.startsWith('//')).toBe(false);
          expect(output.startsWith('/\\')).toBe(false);
          expect(resolved.origin).toBe(PORTAL);
        } else {
          expect(resolved.protocol).toBe('https:');
          expect(hosts).toContain(resolved.hostname);
          expect(resolved.port).toBe('');
          expect(resolved.username + resolved.password).toBe('');
          expect(output).toBe(resolved.href);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('follows every same-origin path made of URL path characters unchanged', () => {
    fc.assert(
      fc.property(
        fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')),
        (path) => {
          expect(safeRedirectTarget(path, hosts)).toBe(path);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses every host that is not on the allow-list exactly', () => {
    fc.assert(
      fc.property(
        fc.domain().filter((host) => host !== hosts[0]),
        fc.webPath(),
        (host, path) => {
          expect(safeRedirectTarget(`https://${host}${path}`, hosts)).toBeNull();
          expect(safeRedirectTarget(`https://${hosts[0] ?? ''}.${host}${path}`, hosts)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  // The checklist's table of evil inputs (SEC-42), beyond those in redirects.test.ts.
  it.each([
    'java%09script:alert(1)',
    'java%0ascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'https://partner.gorewards.com.ph@evil.example/',
    'https://evil.example#partner.gorewards.com.ph',
    'https://evil.example/?partner.gorewards.com.ph',
    'https:/evil.example',
    'https://partner.gorewards.com.ph./',
    '/\t/evil.example',
    '\u3000/account',
    '\ufeff//evil.example',
    '///evil.example',
    '/\\/evil.example',
  ])('refuses %j', (input) => {
    expect(safeRedirectTarget(input, hosts)).toBeNull();
  });

  it.each([
    ['https:partner.gorewards.com.ph', 'https://partner.gorewards.com.ph/'],
    ['https://partner%2egorewards.com.ph/', 'https://partner.gorewards.com.ph/'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('reads %j as %j', (input, output) => {
    expect(safeRedirectTarget(input, hosts)).toBe(output);
    const resolved = new URL(output, PORTAL);
    expect([PORTAL, `https://${hosts[0] ?? ''}`]).toContain(resolved.origin);
  });
});
