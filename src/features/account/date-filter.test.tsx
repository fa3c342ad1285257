import { describe, expect, it } from 'vitest';
import { isoOfTyped, typedDate } from './date-filter';

describe('a date typed as YYYY/MM/DD', () => {
  it('gets its slashes from the field as the digits come', () => {
    expect(typedDate('2026', '202')).toBe('2026');
    expect(typedDate('20261', '2026')).toBe('2026/1');
    expect(typedDate('2026/111', '2026/11')).toBe('2026/11/1');
    expect(typedDate('20261101', '')).toBe('2026/11/01');
    expect(typedDate('2026-11-01 extra 9', '')).toBe('2026/11/01');
  });

  it('drops the digit before a slash the member deletes', () => {
    expect(typedDate('2026/11', '2026/11/')).toBe('2026/1');
    expect(typedDate('202611', '2026/11')).toBe('2026/1');
  });

  it('names a whole, real day between 2000/01/01 and 2099/12/31, and nothing else', () => {
    expect(isoOfTyped('2026/11/01')).toBe('2026-11-01');
    expect(isoOfTyped('2000/01/01')).toBe('2000-01-01');
    expect(isoOfTyped('2099/12/31')).toBe('2099-12-31');
    expect(isoOfTyped('1999/12/31')).toBeNull();
    expect(isoOfTyped('2100/01/01')).toBeNull();
    expect(isoOfTyped('2026/02/30')).toBeNull();
    expect(isoOfTyped('2026/13/01')).toBeNull();
    expect(isoOfTyped('2026/11/1')).toBeNull();
    expect(isoOfTyped('')).toBeNull();
  });
});
