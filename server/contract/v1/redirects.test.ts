import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirects';

const hosts = ['partner.gorewards.com.ph'];

describe('safeRedirectTarget', () => {
  it.each([
    ['/account', '/account'],
    ['/rewards?tab=1#x', '/rewards?tab=1#x'],
    ['/home?foo=bar', '/home?foo=bar'],
    ['https://partner.gorewards.com.ph/book?x=1', 'https://partner.gorewards.com.ph/book?x=1'],
    ['https://PARTNER.gorewards.com.ph/', 'https://partner.gorewards.com.ph/'],
  ])('follows %s', (input, output) => {
    expect(safeRedirectTarget(input, hosts)).toBe(output);
  });

  it.each([
    '',
    ' ',
    ' /account',
    '/account ',
    'foo',
    'foo/bar',
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://partner.gorewards.com.ph.evil.example',
    'https://evilpartner.gorewards.com.ph',
    'http://partner.gorewards.com.ph/',
    'https://partner.gorewards.com.ph:8443/',
    'https://user:pw@partner.gorewards.com.ph/',
    '%2F%2Fevil.example',
    'mailto:someone@example.ph',
    '/account\n',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (input) => {
    expect(safeRedirectTarget(input, hosts)).toBeNull();
  });

  it.each([null, undefined, 42, ['/a', '/b'], { href: '/a' }])('refuses %j', (input) => {
    expect(safeRedirectTarget(input, hosts)).toBeNull();
  });
});
