import { describe, expect, it } from 'vitest';
import {
  formatBirthday,
  formatMobile,
  formatPeso,
  formatPoints,
  formatPurchaseTime,
  formatSignedPoints,
  formatTransactionDay,
  manilaDate,
} from './format';

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

describe('transaction dates and amounts', () => {
  const now = new Date('2026-11-23T03:00:00Z'); // 11:00 in Manila

  it('says Today for a Manila day that is today, even late in the UTC day before', () => {
    expect(formatTransactionDay('2026-11-22T17:30:00Z', now)).toBe('Today');
    expect(formatTransactionDay('2026-11-22T15:30:00Z', now)).toBe('11/22');
  });

  it('turns the Manila day at 16:00 UTC (UTC+8, no daylight saving), in any month', () => {
    expect(formatTransactionDay('2026-11-22T16:00:00Z', now)).toBe('Today');
    expect(formatTransactionDay('2026-11-22T15:59:59Z', now)).toBe('11/22');
    expect(manilaDate(new Date('2026-06-30T16:00:00Z'))).toBe('2026-07-01');
    expect(manilaDate(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(manilaDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('uses MM/DD this year and YYYY/MM/DD before it', () => {
    expect(formatTransactionDay('2026-02-03T04:00:00Z', now)).toBe('02/03');
    expect(formatTransactionDay('2025-12-31T04:00:00Z', now)).toBe('2025/12/31');
  });

  it('formats purchase times in Manila, pesos and signed points', () => {
    expect(formatPurchaseTime('2026-11-22T17:30:00Z')).toBe('2026/11/23 01:30 AM');
    expect(formatPeso(1234.5)).toBe('₱1,234.50');
    expect(formatSignedPoints(12.5)).toBe('+12.50 pts');
    expect(formatSignedPoints(-1030)).toBe('-1,030.00 pts');
  });
});

describe('a birthday and a mobile number on the profile', () => {
  it.each([
    ['1990-03-14', '14 March 1990'],
    ['1998-11-02', '2 November 1998'],
    ['2000-01-31', '31 January 2000'],
    ['2000-12-01', '1 December 2000'],
  ])('reads %s as %s', (day, shown) => {
    expect(formatBirthday(day)).toBe(shown);
  });

  it('leaves what is not a calendar day as it came', () => {
    expect(formatBirthday('1990-13-01')).toBe('1990-13-01');
    expect(formatBirthday('14/03/1990')).toBe('14/03/1990');
  });

  it('groups a Philippine mobile as members write it, and keeps any other with its code', () => {
    expect(formatMobile('63', '9170000001')).toBe('0917 000 0001');
    expect(formatMobile('65', '81234567')).toBe('+65 81234567');
    expect(formatMobile('63', '281234567')).toBe('+63 281234567');
  });
});
