// A policy page's URL search, apart from its data loading (see shop-search.ts).
import * as v from 'valibot';
import { orDefault } from '#src/lib/url-search';

/** `?section=3`: the section shown on desktop; anything else shows the first. */
export const PolicySearchSchema = v.object({
  section: orDefault(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
