import * as v from 'valibot';
import { safeRedirectTarget } from '#contract/redirects';

/**
 * Search params of /login (specification 000, Login: "the page given in the query"; DECISIONS.md,
 * Sessions and redirects). Each is optional text; whether it may be followed is decided by
 * `safeRedirectTarget`, and anything refused falls back to /account.
 */
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
