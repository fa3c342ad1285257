import { describe, expect, it } from 'vitest';
import { secondsUntilManilaMidnight } from '../../shared/manila';

describe('secondsUntilManilaMidnight', () => {
  it.each([
    ['2031-01-06T16:00:00Z', 86_400],
    ['2031-01-06T15:59:59Z', 1],
    ['2031-01-07T04:00:00Z', 12 * 3600],
  ])('at %s is %i', (at, seconds) => {
    expect(secondsUntilManilaMidnight(new Date(at))).toBe(seconds);
  });
});
