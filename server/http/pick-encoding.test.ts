import { describe, expect, it } from 'vitest';
import { pickEncoding } from './content-cache';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.5', 'br'],
    ['br;q=0, gzip;q=0, *', null],
  ] as const)('%s → %s, the same when asked again', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
    expect(pickEncoding(header)).toBe(encoding);
  });

  it('stays right past the values it keeps', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(pickEncoding(`gzip;q=0.${String((i % 9) + 1)}, x-${String(i)}`)).toBe('gzip');
      expect(pickEncoding(`br;q=0, x-${String(i)}`)).toBe(null);
    }
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
  });
});
