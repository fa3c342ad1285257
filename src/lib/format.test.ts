import { describe, expect, it } from 'vitest';
import { formatPoints } from './format';

describe('formatPoints', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [999.5, '999.50'],
    [1000, '1,000.00'],
    [12345.67, '12,345.67'],
    [12345.678, '12,345.68'],
    [1234567.891, '1,234,567.89'],
    [-2500.1, '-2,500.10'],
  ])('formats %d as %s', (input, expected) => {
    expect(formatPoints(input)).toBe(expected);
  });

  it('shows a non-finite value as zero instead of NaN', () => {
    expect(formatPoints(Number.NaN)).toBe('0.00');
    expect(formatPoints(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
});
