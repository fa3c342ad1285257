import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHandoffLink, isPlainClick, withSessionCode, type ClickLike } from './link-handoff';

const HOSTS = ['partner.example.ph'];

describe('isHandoffLink', () => {
  it.each([
    ['https://partner.example.ph/deals', true],
    ['https://PARTNER.example.ph', true],
    [' https://partner.example.ph/x ', true],
    ['http://partner.example.ph/', false],
    ['https://partner.example.ph.evil.example/', false],
    ['https://evilpartner.example.ph/', false],
    ['https://partner.example.ph:444/', false],
    ['https://u@partner.example.ph/', false],
    ['//partner.example.ph/', false],
    ['/promos', false],
    ['javascript:alert(1)', false],
    ['https://travel.example.ph/', false],
  ])('%s → %s', (href, expected) => {
    expect(isHandoffLink(href, HOSTS)).toBe(expected);
  });
});

describe('withSessionCode', () => {
  it('adds the code, replacing a configured session and keeping the hash', () => {
    expect(withSessionCode('https://partner.example.ph/a?session=old&b=2#c', 'NEW')).toBe(
      'https://partner.example.ph/a?session=NEW&b=2#c',
    );
  });

  it('keeps the host and carries exactly one session value: the code', () => {
    const code = fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/);
    const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{0,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 3 }),
        fc.dictionary(segment, segment),
        code,
        (path, query, value) => {
          const href = `https://partner.example.ph/${path.join('/')}?${new URLSearchParams(query).toString()}`;
          const url = new URL(withSessionCode(href, value));
          expect(url.host).toBe('partner.example.ph');
          expect(url.searchParams.getAll('session')).toEqual([value]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('isPlainClick', () => {
  const click = (overrides: Partial<ClickLike> = {}, target: string | null = null): ClickLike => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    currentTarget: { getAttribute: () => target },
    ...overrides,
  });

  it('is a primary click without modifiers on an anchor without a target', () => {
    expect(isPlainClick(click())).toBe(true);
    expect(isPlainClick(click({}, '_self'))).toBe(true);
    for (const other of [
      click({ button: 1 }),
      click({ ctrlKey: true }),
      click({ metaKey: true }),
      click({ shiftKey: true }),
      click({ altKey: true }),
      click({ defaultPrevented: true }),
      click({}, '_blank'),
    ]) {
      expect(isPlainClick(other)).toBe(false);
    }
  });
});
