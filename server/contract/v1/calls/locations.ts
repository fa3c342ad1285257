// Philippine provinces, cities and barangays (PSGC) for the address form.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  BarangaysQuerySchema,
  BarangaysResponseSchema,
  CitiesQuerySchema,
  CitiesResponseSchema,
  ProvincesQuerySchema,
  ProvincesResponseSchema,
} from '../locations';

export const getLocationsProvinces = {
  method: 'GET',
  path: '/locations/provinces',
  query: ProvincesQuerySchema,
  response: ProvincesResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getLocationsCities = {
  method: 'GET',
  path: '/locations/cities',
  query: CitiesQuerySchema,
  response: CitiesResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getLocationsBarangays = {
  method: 'GET',
  path: '/locations/barangays',
  query: BarangaysQuerySchema,
  response: BarangaysResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
