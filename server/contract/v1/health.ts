import * as v from 'valibot';

export const HealthResponseSchema = v.object({
  status: v.picklist(['ok', 'ready', 'unavailable']),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
