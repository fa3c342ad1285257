import * as v from 'valibot';

/**
 * A URL search parameter that falls back to its default when it makes no sense, instead of failing
 * the page (ARCHITECTURE.md: the URL owns page, sort, filters and keyword).
 */
export const orDefault = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.optional(v.fallback(v.optional(schema), undefined));

/** `?page=2`. */
export const PageParamSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000));
