export interface City {
  city: string;
  province: string;
  region: string;
  latitude: number;
  longitude: number;
}

const NCR = 'National Capital Region (NCR)';
const CAR = 'Cordillera Administrative Region (CAR)';
const R1 = 'Region I (Ilocos Region)';
const R2 = 'Region II (Cagayan Valley)';
const R3 = 'Region III (Central Luzon)';
const R4A = 'Region IV-A (CALABARZON)';
const R5 = 'Region V (Bicol Region)';
const R6 = 'Region VI (Western Visayas)';
const R7 = 'Region VII (Central Visayas)';
const R8 = 'Region VIII (Eastern Visayas)';
const R9 = 'Region IX (Zamboanga Peninsula)';
const R10 = 'Region X (Northern Mindanao)';
const R11 = 'Region XI (Davao Region)';
const R12 = 'Region XII (SOCCSKSARGEN)';
const MIMAROPA = 'MIMAROPA Region';

export const CITIES: readonly City[] = [
  {
    city: 'Makati City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.5547,
    longitude: 121.0244,
  },
  {
    city: 'Quezon City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.676,
    longitude: 121.0437,
  },
  {
    city: 'Pasig City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.5764,
    longitude: 121.0851,
  },
  {
    city: 'Taguig City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.5176,
    longitude: 121.0509,
  },
  { city: 'Manila', province: 'Metro Manila', region: NCR, latitude: 14.5995, longitude: 120.9842 },
  {
    city: 'Mandaluyong City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.5794,
    longitude: 121.0359,
  },
  {
    city: 'Parañaque City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.4793,
    longitude: 121.0198,
  },
  {
    city: 'Caloocan City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.6507,
    longitude: 120.9676,
  },
  {
    city: 'Marikina City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.6507,
    longitude: 121.1029,
  },
  {
    city: 'Las Piñas City',
    province: 'Metro Manila',
    region: NCR,
    latitude: 14.4445,
    longitude: 120.9939,
  },
  { city: 'Baguio City', province: 'Benguet', region: CAR, latitude: 16.4023, longitude: 120.596 },
  { city: 'La Trinidad', province: 'Benguet', region: CAR, latitude: 16.4551, longitude: 120.5876 },
  {
    city: 'Laoag City',
    province: 'Ilocos Norte',
    region: R1,
    latitude: 18.1978,
    longitude: 120.5936,
  },
  {
    city: 'Vigan City',
    province: 'Ilocos Sur',
    region: R1,
    latitude: 17.5747,
    longitude: 120.3869,
  },
  {
    city: 'San Fernando City',
    province: 'La Union',
    region: R1,
    latitude: 16.6159,
    longitude: 120.3166,
  },
  {
    city: 'Dagupan City',
    province: 'Pangasinan',
    region: R1,
    latitude: 16.043,
    longitude: 120.3333,
  },
  {
    city: 'Tuguegarao City',
    province: 'Cagayan',
    region: R2,
    latitude: 17.6132,
    longitude: 121.727,
  },
  {
    city: 'Santiago City',
    province: 'Isabela',
    region: R2,
    latitude: 16.6881,
    longitude: 121.5487,
  },
  { city: 'Angeles City', province: 'Pampanga', region: R3, latitude: 15.145, longitude: 120.5887 },
  {
    city: 'City of San Fernando',
    province: 'Pampanga',
    region: R3,
    latitude: 15.0286,
    longitude: 120.6898,
  },
  {
    city: 'Olongapo City',
    province: 'Zambales',
    region: R3,
    latitude: 14.8292,
    longitude: 120.2828,
  },
  { city: 'Malolos City', province: 'Bulacan', region: R3, latitude: 14.8433, longitude: 120.8114 },
  { city: 'Tarlac City', province: 'Tarlac', region: R3, latitude: 15.4755, longitude: 120.5963 },
  {
    city: 'Cabanatuan City',
    province: 'Nueva Ecija',
    region: R3,
    latitude: 15.4869,
    longitude: 120.9675,
  },
  {
    city: 'Santa Rosa City',
    province: 'Laguna',
    region: R4A,
    latitude: 14.3122,
    longitude: 121.1114,
  },
  { city: 'Calamba City', province: 'Laguna', region: R4A, latitude: 14.2117, longitude: 121.1653 },
  { city: 'Antipolo City', province: 'Rizal', region: R4A, latitude: 14.5865, longitude: 121.176 },
  {
    city: 'Dasmariñas City',
    province: 'Cavite',
    region: R4A,
    latitude: 14.3294,
    longitude: 120.9367,
  },
  { city: 'Bacoor City', province: 'Cavite', region: R4A, latitude: 14.4624, longitude: 120.9645 },
  {
    city: 'Batangas City',
    province: 'Batangas',
    region: R4A,
    latitude: 13.7565,
    longitude: 121.0583,
  },
  { city: 'Lipa City', province: 'Batangas', region: R4A, latitude: 13.9411, longitude: 121.1631 },
  { city: 'Lucena City', province: 'Quezon', region: R4A, latitude: 13.9373, longitude: 121.617 },
  {
    city: 'Puerto Princesa City',
    province: 'Palawan',
    region: MIMAROPA,
    latitude: 9.7392,
    longitude: 118.7353,
  },
  {
    city: 'Calapan City',
    province: 'Oriental Mindoro',
    region: MIMAROPA,
    latitude: 13.4117,
    longitude: 121.1803,
  },
  {
    city: 'Naga City',
    province: 'Camarines Sur',
    region: R5,
    latitude: 13.6218,
    longitude: 123.1948,
  },
  { city: 'Legazpi City', province: 'Albay', region: R5, latitude: 13.1391, longitude: 123.7438 },
  {
    city: 'Sorsogon City',
    province: 'Sorsogon',
    region: R5,
    latitude: 12.9742,
    longitude: 124.005,
  },
  { city: 'Iloilo City', province: 'Iloilo', region: R6, latitude: 10.7202, longitude: 122.5621 },
  {
    city: 'Bacolod City',
    province: 'Negros Occidental',
    region: R6,
    latitude: 10.6765,
    longitude: 122.9509,
  },
  { city: 'Roxas City', province: 'Capiz', region: R6, latitude: 11.5853, longitude: 122.7511 },
  { city: 'Cebu City', province: 'Cebu', region: R7, latitude: 10.3157, longitude: 123.8854 },
  { city: 'Mandaue City', province: 'Cebu', region: R7, latitude: 10.3236, longitude: 123.9223 },
  { city: 'Lapu-Lapu City', province: 'Cebu', region: R7, latitude: 10.3103, longitude: 123.9494 },
  { city: 'Tagbilaran City', province: 'Bohol', region: R7, latitude: 9.65, longitude: 123.85 },
  {
    city: 'Dumaguete City',
    province: 'Negros Oriental',
    region: R7,
    latitude: 9.3068,
    longitude: 123.3054,
  },
  { city: 'Tacloban City', province: 'Leyte', region: R8, latitude: 11.2444, longitude: 125.0039 },
  { city: 'Ormoc City', province: 'Leyte', region: R8, latitude: 11.0064, longitude: 124.6075 },
  {
    city: 'Zamboanga City',
    province: 'Zamboanga del Sur',
    region: R9,
    latitude: 6.9214,
    longitude: 122.079,
  },
  {
    city: 'Dipolog City',
    province: 'Zamboanga del Norte',
    region: R9,
    latitude: 8.5883,
    longitude: 123.3409,
  },
  {
    city: 'Cagayan de Oro City',
    province: 'Misamis Oriental',
    region: R10,
    latitude: 8.4542,
    longitude: 124.6319,
  },
  {
    city: 'Iligan City',
    province: 'Lanao del Norte',
    region: R10,
    latitude: 8.228,
    longitude: 124.2452,
  },
  {
    city: 'Valencia City',
    province: 'Bukidnon',
    region: R10,
    latitude: 7.9064,
    longitude: 125.0942,
  },
  {
    city: 'Davao City',
    province: 'Davao del Sur',
    region: R11,
    latitude: 7.1907,
    longitude: 125.4553,
  },
  {
    city: 'Tagum City',
    province: 'Davao del Norte',
    region: R11,
    latitude: 7.4478,
    longitude: 125.8078,
  },
  {
    city: 'Digos City',
    province: 'Davao del Sur',
    region: R11,
    latitude: 6.7497,
    longitude: 125.3572,
  },
  {
    city: 'General Santos City',
    province: 'South Cotabato',
    region: R12,
    latitude: 6.1164,
    longitude: 125.1716,
  },
  {
    city: 'Koronadal City',
    province: 'South Cotabato',
    region: R12,
    latitude: 6.5031,
    longitude: 124.8469,
  },
];

const STREETS = [
  'Rizal Avenue',
  'Mabini Street',
  'Bonifacio Street',
  'Del Pilar Street',
  'Quezon Avenue',
  'Luna Street',
  'National Highway',
  'MacArthur Highway',
  'Burgos Street',
  'Osmeña Boulevard',
  'Magsaysay Avenue',
  'Roxas Boulevard',
  'Aguinaldo Highway',
  'Gomez Street',
  'Jacinto Street',
  'Legaspi Street',
  'Recto Avenue',
  'Zamora Street',
] as const;

const BARANGAYS = [
  'Poblacion',
  'San Isidro',
  'San Roque',
  'Santo Niño',
  'San Jose',
  'Bagong Silang',
  'Santa Cruz',
  'San Antonio',
  'Mabini',
  'Malvar',
  'Lourdes',
  'San Vicente',
] as const;

const LANDMARKS = [
  'Centro',
  'Poblacion',
  'Plaza',
  'Terminal',
  'Uptown',
  'Downtown',
  'Market',
  'Riverside',
  'Highway',
  'Bayan',
  'Crossing',
  'Heights',
] as const;

const UNITS = ['G/F', 'Unit 3, G/F', 'Stall 12', 'Unit 105', 'G/F Unit 8', 'Space 21'] as const;

/** A small deterministic generator (mulberry32), so every seed writes the same stores. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export interface Place {
  name: string;
  branch: string;
  address: string;
  region: string;
  latitude: number;
  longitude: number;
}

export function branchesOf(brand: string, count: number, seed: number): Place[] {
  const random = randomFrom(seed);
  const regions = [...new Set(CITIES.map((city) => city.region))];
  const used = new Set<string>();
  const places: Place[] = [];
  for (let index = 0; index < count; index += 1) {
    const region = regions[(index + seed) % regions.length] ?? NCR;
    const city = pick(
      random,
      CITIES.filter((candidate) => candidate.region === region),
    );
    const shortCity = city.city.replace(/^City of /, '').replace(/ City$/, '');
    let branch = `${shortCity} ${pick(random, LANDMARKS)}`;
    for (let n = 2; used.has(branch); n += 1)
      branch = `${shortCity} ${pick(random, LANDMARKS)} ${n}`;
    used.add(branch);
    const number = 1 + Math.floor(random() * 899);
    places.push({
      name: `${brand} ${branch}`,
      branch,
      address: `${pick(random, UNITS)}, ${number} ${pick(random, STREETS)}, Brgy. ${pick(random, BARANGAYS)}, ${city.city}, ${city.province}`,
      region: city.region,
      ...nearCentre(city, random(), random()),
    });
  }
  return places;
}

/**
 * At most 0.4 km from the city's centre, its city hall or plaza: inside the city whatever its
 * shape, and nearer it than any other city's centre (the closest two, Makati and Mandaluyong, are
 * 3 km apart). tests/integration/stores-near.test.ts checks every store.
 */
export const STORE_MAX_KM_FROM_CENTRE = 0.4;
const KM_PER_DEGREE = 111.32;

function nearCentre(
  city: City,
  distanceDraw: number,
  angleDraw: number,
): { latitude: number; longitude: number } {
  // The square root spreads the stores evenly over the disc instead of bunching them at its centre.
  const km = STORE_MAX_KM_FROM_CENTRE * Math.sqrt(distanceDraw);
  const angle = angleDraw * 2 * Math.PI;
  const latitudeDegrees = (km * Math.cos(angle)) / KM_PER_DEGREE;
  const longitudeDegrees =
    (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
  return {
    latitude: round(city.latitude + latitudeDegrees),
    longitude: round(city.longitude + longitudeDegrees),
  };
}

function round(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}
