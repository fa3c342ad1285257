import * as v from 'valibot';

const LocationCodeSchema = v.pipe(
  v.string('Choose a location.'),
  v.regex(/^[0-9]{9,10}$/, 'Choose a location.'),
);

export const ProvinceSchema = v.object({ code: v.string(), name: v.string() });
export type Province = v.InferOutput<typeof ProvinceSchema>;

export const CitySchema = v.object({
  code: v.string(),
  name: v.string(),
  provinceCode: v.string(),
});
export type City = v.InferOutput<typeof CitySchema>;

/** Picking a barangay sets the region (docs/specification.md#address). */
export const BarangaySchema = v.object({
  code: v.string(),
  name: v.string(),
  regionCode: v.string(),
  regionName: v.string(),
});
export type Barangay = v.InferOutput<typeof BarangaySchema>;

export const ProvincesQuerySchema = v.strictObject({});
export const ProvincesResponseSchema = v.object({ data: v.array(ProvinceSchema) });
export type ProvincesResponse = v.InferOutput<typeof ProvincesResponseSchema>;

export const CitiesQuerySchema = v.strictObject({ province: LocationCodeSchema });
export type CitiesQuery = v.InferOutput<typeof CitiesQuerySchema>;
export const CitiesResponseSchema = v.object({ data: v.array(CitySchema) });
export type CitiesResponse = v.InferOutput<typeof CitiesResponseSchema>;

export const BarangaysQuerySchema = v.strictObject({
  province: LocationCodeSchema,
  city: LocationCodeSchema,
});
export type BarangaysQuery = v.InferOutput<typeof BarangaysQuerySchema>;
export const BarangaysResponseSchema = v.object({ data: v.array(BarangaySchema) });
export type BarangaysResponse = v.InferOutput<typeof BarangaysResponseSchema>;

/** Location answers change only with a new PSGC release: browsers may keep them a day. */
export const LOCATIONS_MAX_AGE_SECONDS = 86_400;
