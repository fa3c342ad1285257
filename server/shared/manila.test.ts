import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manilaDay, secondsUntilManilaMidnight } from './manila';

/** The day by the definition: UTC+8 all year, formatted afresh each time. */
const expected = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);

describe('manilaDay', () => {
  it('turns at 16:00 UTC, Manila midnight', () => {
    expect(manilaDay(new Date('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
    expect(manilaDay(new Date('2026-11-24T16:00:00.000Z'))).toBe('2026-11-25');
    // Back across the turn: the day kept is not the one asked for.
    expect(manilaDay(new Date('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
    expect(manilaDay(new Date('1969-12-31T15:59:59.999Z'))).toBe('1969-12-31');
    expect(manilaDay(new Date('1969-12-31T16:00:00.000Z'))).toBe('1970-01-01');
  });

  it('refuses an invalid date, as formatting does', () => {
    manilaDay(new Date('2026-11-24T00:00:00Z'));
    expect(() => manilaDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('agrees with formatting each time, for any order of times', () => {
    const times = fc.integer({ min: -2_000_000_000_000, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(fc.array(times, { minLength: 1, maxLength: 20 }), (sequence) => {
        for (const time of sequence) expect(manilaDay(new Date(time))).toBe(expected(time));
      }),
    );
  });

  it('agrees around day boundaries, where the kept day is reused or replaced', () => {
    const base = fc.integer({ min: 0, max: 3_000_000_000_000 });
    const nearby = fc.array(fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }), {
      minLength: 2,
      maxLength: 30,
    });
    fc.assert(
      fc.property(base, nearby, (start, offsets) => {
        for (const offset of offsets)
          expect(manilaDay(new Date(start + offset))).toBe(expected(start + offset));
      }),
    );
  });
});

describe('secondsUntilManilaMidnight', () => {
  it.each([
    ['2031-01-06T16:00:00Z', 86_400],
    ['2031-01-06T15:59:59Z', 1],
    ['2031-01-07T04:00:00Z', 12 * 3600],
  ])('at %s is %i', (at, seconds) => {
    expect(secondsUntilManilaMidnight(new Date(at))).toBe(seconds);
  });
});
