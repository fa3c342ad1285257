import { createHash } from 'node:crypto';
import {
  getAllProvinces,
  getAllRegions,
  getBarangaysByMunicipality,
  getMunicipalitiesByProvince,
} from '@aivangogh/ph-address';
import type { Barangay, City, Province } from '#contract/locations';
import { ApiError } from '../shared/errors';

/**
 * PSGC via `@aivangogh/ph-address` (decision 0017), regrouped as members look for places: Metro
 * Manila as a province, Manila through its districts, highly urbanised cities under their
 * geographic province.
 */

export const METRO_MANILA_CODE = '1300000000';
const METRO_MANILA_NAME = 'Metro Manila';
const MANILA_CODE = '1380600000';
const MANILA_DISTRICT_PREFIX = 'Manila – ';
/** PSGC's BARMM Special Geographic Area (the 8 municipalities formed in 2024). */
const SPECIAL_GEOGRAPHIC_AREA_CODE = '1999900000';
const SPECIAL_GEOGRAPHIC_AREA_NAME = 'Special Geographic Area (BARMM)';

/** A test counts every barangay (42,011) reached through this map. */
const CITIES_BY_GEOGRAPHIC_PROVINCE: Readonly<Record<string, string>> = {
  '0330100000': '0305400000', // Angeles City → Pampanga
  '1830200000': '1804500000', // Bacolod City → Negros Occidental
  '1430300000': '1401100000', // Baguio City → Benguet
  '1630400000': '1600200000', // Butuan City → Agusan del Norte
  '1030500000': '1004300000', // Cagayan de Oro City → Misamis Oriental
  '0730600000': '0702200000', // Cebu City → Cebu
  '1130700000': '1102400000', // Davao City → Davao del Sur
  '1230800000': '1206300000', // General Santos City → South Cotabato
  '1030900000': '1003500000', // Iligan City → Lanao del Norte
  '0631000000': '0603000000', // Iloilo City → Iloilo
  '0990100000': '1900700000', // City of Isabela (Region IX) → Basilan
  '0731100000': '0702200000', // Lapu-Lapu City → Cebu
  '0431200000': '0405600000', // Lucena City → Quezon
  '0731300000': '0702200000', // Mandaue City → Cebu
  '0331400000': '0307100000', // Olongapo City → Zambales
  '1731500000': '1705300000', // Puerto Princesa City → Palawan
  '0831600000': '0803700000', // Tacloban City → Leyte
  '0931700000': '0907300000', // Zamboanga City → Zamboanga del Sur
};

export interface LocationData {
  provinces: readonly Province[];
  citiesByProvince: ReadonlyMap<string, readonly City[]>;
  barangaysByCity: ReadonlyMap<string, readonly Barangay[]>;
  province: ReadonlyMap<string, Province>;
  city: ReadonlyMap<string, City>;
  barangay: ReadonlyMap<string, Barangay & { cityCode: string }>;
  barangayCount: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) =>
  collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function regionLabel(name: string, designation: string): string {
  return designation && !name.includes(designation) ? `${name} (${designation})` : name;
}

function load(): LocationData {
  const regionNames = new Map(
    getAllRegions().map((region) => [
      region.psgcCode,
      regionLabel(region.name, region.designation),
    ]),
  );
  const provinces: Province[] = getAllProvinces().map((province) => ({
    code: province.psgcCode,
    name: province.name,
  }));
  provinces.push({ code: METRO_MANILA_CODE, name: METRO_MANILA_NAME });
  provinces.push({ code: SPECIAL_GEOGRAPHIC_AREA_CODE, name: SPECIAL_GEOGRAPHIC_AREA_NAME });
  provinces.sort(byName);

  const citiesByProvince = new Map<string, City[]>();
  const addCities = (
    provinceCode: string,
    filedUnder: string,
    rename?: (name: string) => string,
  ) => {
    const list = citiesByProvince.get(provinceCode) ?? [];
    for (const city of getMunicipalitiesByProvince(filedUnder)) {
      if (city.psgcCode === MANILA_CODE) continue;
      list.push({
        code: city.psgcCode,
        name: rename ? rename(city.name) : city.name,
        provinceCode,
      });
    }
    citiesByProvince.set(provinceCode, list);
  };
  for (const province of provinces) {
    if (province.code === METRO_MANILA_CODE) {
      addCities(METRO_MANILA_CODE, METRO_MANILA_CODE);
      addCities(METRO_MANILA_CODE, MANILA_CODE, (name) => `${MANILA_DISTRICT_PREFIX}${name}`);
    } else {
      addCities(province.code, province.code);
    }
  }
  for (const [filedUnder, provinceCode] of Object.entries(CITIES_BY_GEOGRAPHIC_PROVINCE)) {
    addCities(provinceCode, filedUnder);
  }
  for (const list of citiesByProvince.values()) list.sort(byName);

  const city = new Map<string, City>();
  const barangaysByCity = new Map<string, Barangay[]>();
  const barangay = new Map<string, Barangay & { cityCode: string }>();
  for (const list of citiesByProvince.values()) {
    for (const entry of list) {
      city.set(entry.code, entry);
      const barangays = getBarangaysByMunicipality(entry.code).map((row) => {
        const regionCode = `${row.psgcCode.slice(0, 2)}00000000`;
        return {
          code: row.psgcCode,
          name: row.name,
          regionCode,
          regionName: regionNames.get(regionCode) ?? regionCode,
        };
      });
      barangays.sort(byName);
      barangaysByCity.set(entry.code, barangays);
      for (const row of barangays) barangay.set(row.code, { ...row, cityCode: entry.code });
    }
  }
  return {
    provinces,
    citiesByProvince,
    barangaysByCity,
    province: new Map(provinces.map((entry) => [entry.code, entry])),
    city,
    barangay,
    barangayCount: barangay.size,
  };
}

let cached: LocationData | undefined;
export function locationData(): LocationData {
  cached ??= load();
  return cached;
}

export function allBarangays(): Iterable<Barangay & { cityCode: string }> {
  return locationData().barangay.values();
}

export interface PlaceNames {
  provinceName: string | null;
  cityName: string | null;
  barangayName: string | null;
  region: string | null;
}

const NO_NAMES: PlaceNames = {
  provinceName: null,
  cityName: null,
  barangayName: null,
  region: null,
};

export function placeNames(address: {
  province: string | null;
  city: string | null;
  barangay: string | null;
}): PlaceNames {
  if (!address.province && !address.city && !address.barangay) return NO_NAMES;
  const data = locationData();
  const barangay = address.barangay ? data.barangay.get(address.barangay) : undefined;
  return {
    provinceName: (address.province && data.province.get(address.province)?.name) || null,
    cityName: (address.city && data.city.get(address.city)?.name) || null,
    barangayName: barangay?.name ?? null,
    region: barangay?.regionName ?? null,
  };
}

export type AddressCheck =
  | { ok: true; regionCode: string }
  | { ok: false; fields: Partial<Record<'province' | 'city' | 'barangay', string>> };

export function checkAddressCodes(
  codes: { province: string; city: string; barangay: string },
  message: string,
): AddressCheck {
  const data = locationData();
  if (!data.province.has(codes.province)) return { ok: false, fields: { province: message } };
  const city = data.city.get(codes.city);
  if (!city || city.provinceCode !== codes.province)
    return { ok: false, fields: { city: message } };
  const barangay = data.barangay.get(codes.barangay);
  if (!barangay || barangay.cityCode !== codes.city) {
    return { ok: false, fields: { barangay: message } };
  }
  return { ok: true, regionCode: barangay.regionCode };
}

export interface CachedAnswer {
  body: string;
  etag: string;
}

const answers = new Map<string, CachedAnswer>();
export function cachedAnswer(key: string, data: () => readonly unknown[]): CachedAnswer {
  let answer = answers.get(key);
  if (!answer) {
    const body = JSON.stringify({ data: data() });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    answer = { body, etag };
    answers.set(key, answer);
  }
  return answer;
}

export function provincesAnswer(): CachedAnswer {
  return cachedAnswer('provinces', () => locationData().provinces);
}

export function citiesAnswer(province: string): CachedAnswer {
  const cities = locationData().citiesByProvince.get(province);
  if (!cities) throw new ApiError('NOT_FOUND', { message: 'Unknown province.' });
  return cachedAnswer(`cities:${province}`, () => cities);
}

export function barangaysAnswer(province: string, city: string): CachedAnswer {
  const data = locationData();
  if (data.city.get(city)?.provinceCode !== province) {
    throw new ApiError('NOT_FOUND', { message: 'Unknown city for this province.' });
  }
  const barangays = data.barangaysByCity.get(city) ?? [];
  return cachedAnswer(`barangays:${city}`, () => barangays);
}
