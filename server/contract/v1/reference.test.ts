import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CountrySchema, COUNTRIES, NATIONALITIES, NationalitySchema } from './reference';

describe('reference lists', () => {
  it('has the 249 ISO 3166-1 alpha-2 codes once each, Philippines included', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    expect(codes).toEqual([...codes].sort());
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(COUNTRIES).toContainEqual({ code: 'PH', name: 'Philippines' });
    expect(v.is(CountrySchema, 'PH')).toBe(true);
    expect(v.is(CountrySchema, 'UK')).toBe(false);
  });

  it('has about 250 nationalities, alphabetical and unique, Filipino included', () => {
    expect(NATIONALITIES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
    const sorted = [...NATIONALITIES].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base' }),
    );
    expect(NATIONALITIES).toEqual(sorted);
    expect(v.is(NationalitySchema, 'Filipino')).toBe(true);
    expect(v.is(NationalitySchema, 'Martian')).toBe(false);
  });
});
