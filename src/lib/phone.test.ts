import { describe, expect, it } from 'vitest';
import { countryOptions, internationalNumber, isValidMobile, loadCountryRules } from './phone';

describe('isValidMobile', () => {
  it('accepts Philippine mobile numbers as members type them', () => {
    expect(isValidMobile('PH', '09170000001')).toBe(true);
    expect(isValidMobile('PH', '0917 000 0001')).toBe(true);
    expect(isValidMobile('PH', '+639170000001')).toBe(true);
    expect(isValidMobile('PH', '9170000001')).toBe(true);
  });

  it('refuses landlines, short numbers, letters and another country', () => {
    expect(isValidMobile('PH', '0288881234')).toBe(false);
    expect(isValidMobile('PH', '0917000000')).toBe(false);
    expect(isValidMobile('PH', '0917abc0001')).toBe(false);
    expect(isValidMobile('PH', '+6591234567')).toBe(false);
  });

  it("checks another country's numbers once its rules have loaded", async () => {
    expect(isValidMobile('SG', '91234567')).toBe(false);
    await loadCountryRules();
    expect(isValidMobile('SG', '91234567')).toBe(true);
    expect(isValidMobile('SG', '61234567')).toBe(false);
    expect(isValidMobile('PH', '09170000001')).toBe(true);
    expect(isValidMobile('PH', '0288881234')).toBe(false);
  });
});

describe('internationalNumber', () => {
  it('names one account however its number was typed (a password manager username)', async () => {
    for (const typed of ['09171234567', '917 123 4567', '+63 917-123-4567', '0917 123 4567'])
      expect(internationalNumber('PH', typed)).toBe('+639171234567');
    await loadCountryRules();
    expect(internationalNumber('SG', '8123 4567')).toBe('+6581234567');
  });

  it('keeps what was typed when it is not a number of that country', () => {
    expect(internationalNumber('PH', '12')).toBe('12');
  });
});

describe('countryOptions', () => {
  it('lists the Philippines first with its calling code', () => {
    const [first] = countryOptions();
    expect(first).toEqual({ code: 'PH', name: 'Philippines', callingCode: '63' });
    expect(countryOptions().length).toBeGreaterThan(200);
  });
});

describe('the generated phone data', () => {
  it('is fresh: scripts/phone-metadata.mjs writes exactly the committed files', async () => {
    const { readFileSync } = await import('node:fs');
    const { outputs } = await import('../../scripts/phone-metadata.ts');
    for (const [file, render] of Object.entries(outputs))
      expect(
        readFileSync(file, 'utf8'),
        `${file} is stale: run npx tsx scripts/phone-metadata.ts`,
      ).toBe(render());
  });
});
