import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BarangaysResponseSchema,
  CitiesResponseSchema,
  ProvincesResponseSchema,
  type City,
} from '#contract/locations';
import { envelopeOf } from '../support/auth-helpers';
import { useTestApp } from '../support/test-app';

/** Decision 0017: all 42,011 barangays of the PSGC 2025 Q4 release are reachable. */
const t = useTestApp({ seed: false });

const PSGC_2025_Q4_BARANGAYS = 42_011;

async function provinces() {
  const response = await t.call('getLocationsProvinces');
  expect(response.status).toBe(200);
  return v.parse(ProvincesResponseSchema, response.body).data;
}
async function cities(province: string) {
  const response = await t.call('getLocationsCities', { query: { province } });
  expect(response.status, province).toBe(200);
  return v.parse(CitiesResponseSchema, response.body).data;
}
async function barangays(province: string, city: string) {
  const response = await t.call('getLocationsBarangays', { query: { province, city } });
  expect(response.status, city).toBe(200);
  return v.parse(BarangaysResponseSchema, response.body).data;
}
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);
const sortedByName = (list: readonly { name: string }[]) =>
  [...names(list)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));

describe('locations', () => {
  it('reaches all 42,011 barangays through provinces and cities, each once', async () => {
    const seen = new Set<string>();
    const allCities: City[] = [];
    for (const province of await provinces()) {
      const list = await cities(province.code);
      expect(list.length, province.name).toBeGreaterThan(0);
      allCities.push(...list);
    }
    for (const city of allCities) {
      const list = await barangays(city.provinceCode, city.code);
      expect(list.length, city.name).toBeGreaterThan(0);
      for (const barangay of list) {
        expect(barangay.code).toMatch(/^\d{10}$/);
        expect(barangay.regionCode.slice(0, 2)).toBe(barangay.code.slice(0, 2));
        seen.add(barangay.code);
      }
    }
    expect(seen.size).toBe(PSGC_2025_Q4_BARANGAYS);
    expect(new Set(allCities.map((city) => city.code)).size).toBe(allCities.length);
  }, 60_000);

  it('lists Metro Manila as a province with its cities, Pateros and the Manila districts', async () => {
    const list = await provinces();
    expect(list).toContainEqual({ code: '1300000000', name: 'Metro Manila' });
    expect(names(list)).toEqual(sortedByName(list));
    expect(names(list)).toContain('Cebu');
    expect(names(list)).toContain('Special Geographic Area (BARMM)');
    const metro = await cities('1300000000');
    expect(names(metro)).toEqual(sortedByName(metro));
    // 16 cities less Manila itself, the municipality of Pateros, and Manila's 14 districts.
    expect(metro).toHaveLength(15 + 1 + 14);
    expect(names(metro)).toEqual(
      expect.arrayContaining([
        'Pasig City',
        'Quezon City',
        'Pateros',
        'Manila – Tondo I/II',
        'Manila – Sampaloc',
        'Manila – Port Area',
      ]),
    );
    expect(names(metro)).not.toContain('Manila City');
    const pasig = await barangays('1300000000', '1381200000');
    expect(pasig).toContainEqual({
      code: '1381200019',
      name: 'San Antonio',
      regionCode: '1300000000',
      regionName: 'National Capital Region (NCR)',
    });
  });

  it('reaches the City of Manila’s barangays through its districts', async () => {
    const sampaloc = await barangays('1300000000', '1380606000');
    expect(sampaloc).toHaveLength(243);
    expect(sampaloc[0]).toEqual({
      code: '1380606001',
      name: 'Barangay 395',
      regionCode: '1300000000',
      regionName: 'National Capital Region (NCR)',
    });
    expect(names(sampaloc)).toEqual(sortedByName(sampaloc));
    // Manila itself holds no barangay.
    expect(
      (
        await t.call('getLocationsBarangays', {
          query: { province: '1300000000', city: '1380600000' },
        })
      ).status,
    ).toBe(404);
  });

  it('lists highly urbanised cities under their geographic province', async () => {
    const cebu = await cities('0702200000');
    expect(names(cebu)).toEqual(
      expect.arrayContaining(['Cebu City', 'Lapu-Lapu City', 'Mandaue City', 'Talisay City']),
    );
    const cebuCity = await barangays('0702200000', '0730600000');
    expect(cebuCity.find((barangay) => barangay.name === 'Lahug')).toMatchObject({
      regionCode: '0700000000',
      regionName: 'Region VII (Central Visayas)',
    });
    const davao = await cities('1102400000');
    expect(names(davao)).toContain('Davao City');
    // The City of Isabela lies on Basilan but belongs to Region IX.
    const basilan = await cities('1900700000');
    expect(names(basilan)).toContain('Isabela City');
    const isabela = await barangays('1900700000', '0990101000');
    expect(isabela[0]?.regionName).toBe('Region IX (Zamboanga Peninsula)');
    // HUCs are not provinces of their own.
    expect(names(await provinces())).not.toContain('Cebu City');
  });

  it('is cached for a day with an ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await t.call('getLocationsCities', { query: { province: '0702200000' } });
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t.call('getLocationsCities', {
      query: { province: '0702200000' },
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await t.call('getLocationsCities', { query: { province: '1300000000' } });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('validates the query: 400 for malformed codes and extra fields, 404 for unknown places', async () => {
    const refused: [
      'getLocationsCities' | 'getLocationsBarangays' | 'getLocationsProvinces',
      Record<string, string | string[]>,
    ][] = [
      ['getLocationsCities', {}],
      ['getLocationsCities', { province: '' }],
      ['getLocationsCities', { province: 'abc' }],
      ['getLocationsCities', { province: '12345678' }],
      ['getLocationsCities', { province: '12345678901' }],
      ['getLocationsCities', { province: '1300000000', extra: '1' }],
      ['getLocationsCities', { province: ['1300000000', '0702200000'] }],
      ['getLocationsBarangays', { province: '1300000000' }],
      ['getLocationsBarangays', { city: '1381200000' }],
      ['getLocationsProvinces', { all: '1' }],
    ];
    for (const [name, offContractQuery] of refused) {
      const response = await t.call(name, { offContractQuery });
      expect(response.status, `${name} ${JSON.stringify(offContractQuery)}`).toBe(400);
      expect(envelopeOf(response).error_key).toBe('VALIDATION_ERROR');
    }
    for (const province of ['9999900000', '137400000']) {
      const response = await t.call('getLocationsCities', { query: { province } });
      expect(response.status, province).toBe(404);
      expect(envelopeOf(response).error_key).toBe('NOT_FOUND');
    }
    for (const query of [
      { province: '0702200000', city: '1381200000' },
      { province: '1300000000', city: '9999999999' },
    ]) {
      const response = await t.call('getLocationsBarangays', { query });
      expect(response.status, query.city).toBe(404);
      expect(envelopeOf(response).error_key).toBe('NOT_FOUND');
    }
  });
});
