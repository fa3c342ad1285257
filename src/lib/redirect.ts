import * as v from 'valibot';
import { safeRedirectTarget } from '#contract/redirects';

/** docs/specification.md#redirects. `safeRedirectTarget` decides; refused means /account. */
const Target = v.optional(v.pipe(v.string(), v.maxLength(2048)));
export const LoginSearchSchema = v.object({
  page: Target,
  url: Target,
  ext_url: Target,
  handoff: v.optional(v.picklist(['invalid'])),
});
export type LoginSearch = v.InferOutput<typeof LoginSearchSchema>;

/** `?url=` wins over `?page=` (a social login's url, then the page); null means /account. */
export function redirectTargetFrom(
  search: { page?: string | undefined; url?: string | undefined },
  allowedHosts: readonly string[],
): string | null {
  return (
    safeRedirectTarget(search.url, allowedHosts) ?? safeRedirectTarget(search.page, allowedHosts)
  );
}
