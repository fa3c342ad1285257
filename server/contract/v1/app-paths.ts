/** The server may not import src/; app-paths.test.ts checks this list equals the route tree's. */
export const APP_PAGE_PATHS = [
  '/',
  '/about',
  '/auth',
  '/black-card',
  '/forgot-passcode',
  '/get-the-app',
  '/login',
  '/logout',
  '/prepaid',
  '/social-login',
  '/account',
  '/dev/outbox',
  '/dev/statecharts',
  '/new-this-month/$slug',
  '/partners/$slug',
  '/policywb/$uuid',
  '/privacy-policy/$uuid',
  '/promos/$id',
  '/raffle/$slug',
  '/shop-online/$slug',
  '/stories/$slug',
  '/survey/$surveyId',
  '/terms/$uuid',
  '/termswb/$uuid',
  '/cards/',
  '/new-this-month/',
  '/partners/',
  '/policywb/',
  '/privacy-policy/',
  '/promos/',
  '/shop-online/',
  '/stories/',
  '/terms/',
  '/termswb/',
  '/account/deletion',
  '/account/profile',
  '/account/settings',
  '/account/spending',
  '/account/transactions',
  '/account/',
  '/account/transactions/$transactionId',
  '/account/claims/',
  '/account/claims/new',
  '/cards/$slug/',
  '/cards/$slug/partners/distribution',
  '/cards/$slug/partners/',
  '/cards/$slug/partners/loading/$partnerSlug',
  '/cards/$slug/partners/loading/',
  // Layouts that load part of a page once for all its filters (docs/decisions/0046): the same
  // pages as entries above, which match first.
  '/account/transactions/',
  '/cards/$slug/partners',
  '/cards/$slug/partners/loading/$partnerSlug/',
  '/partners',
  '/partners/$slug/',
  '/promos',
] as const;

export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

export interface AppPageMatch {
  path: AppPagePath;
  params: Readonly<Record<string, string>>;
}

interface Pattern {
  path: AppPagePath;
  segments: readonly string[];
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const PATTERNS: readonly Pattern[] = APP_PAGE_PATHS.map((path) => ({
  path,
  segments: segmentsOf(path),
})).sort(
  (a, b) =>
    a.segments.filter((segment) => segment.startsWith('$')).length -
    b.segments.filter((segment) => segment.startsWith('$')).length,
);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchAppPage(pathname: string): AppPageMatch | null {
  const raw = pathname.split('/').slice(1);
  if (raw.length > 0 && raw[raw.length - 1] === '') raw.pop();
  // An empty segment inside the path ('/promos//x') is no page's.
  if (raw.some((segment) => segment === '')) return null;
  const parts: string[] = [];
  for (const segment of raw) {
    const decoded = decode(segment);
    if (decoded === null) return null;
    parts.push(decoded);
  }
  for (const pattern of PATTERNS) {
    if (pattern.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = pattern.segments.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith('$')) {
        params[segment.slice(1)] = part;
        return true;
      }
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (matched) return { path: pattern.path, params };
  }
  return null;
}
