/**
 * What a page tells search engines and the apps members paste its link into:
 * one definition for the server, which writes it into the page it sends, and the app.
 */
export const BRAND = 'Go Rewards';
/** The home page's description, as in index.html. */
export const SITE_DESCRIPTION =
  'Go Rewards: earn and redeem points at partner stores across the Philippines.';
/** Search results show about 155 to 160 characters; a shared link's card fewer. */
export const DESCRIPTION_MAX_LENGTH = 160;

export interface SeoFields {
  title?: string | undefined;
  description?: string | undefined;
}

/** A CMS SEO title that already names the brand ('Partners | Go Rewards') is used as it is. */
export function headTitle(seo: SeoFields | undefined, fallback: string): string {
  const title = seo?.title?.trim();
  if (!title) return `${fallback} | ${BRAND}`;
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

export interface Crumb {
  label: string;
  /** Still percent-encoded, as in the URL. */
  href: string;
  /** False for a step with no page of its own (`/raffle`): named in the trail, never linked. */
  page: boolean;
}

/** Paths with pages under them and none of their own: a link there would lead to Page Not Found. */
const PAGELESS = new Set(['/raffle', '/survey', '/dev']);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (a stray '%') is shown as typed rather than breaking the page.
    return segment;
  }
}

/** 'new-this-month' → 'New This Month' (docs/specification.md#breadcrumbs). */
function crumbLabel(segment: string): string {
  return decodeSegment(segment)
    .replace(/-+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|\s)(\p{Ll})/gu,
      (_match, space: string, letter: string) => space + letter.toUpperCase(),
    );
}

/**
 * Item pages' own titles by path ('/promos/back-to-school-bonus' → 'Back to School Bonus'): a slug
 * title-cased reads 'Back To School Bonus', not what the page's heading says.
 */
export type CrumbTitles = Readonly<Record<string, string>>;

/** Paths are matched as the router matches them: decoded, in any case, with or without '/'. */
const crumbKey = (path: string) => decodeSegment(path).toLowerCase().replace(/\/+$/, '');

/** Empty segments (trailing or doubled slashes) are skipped. */
export function breadcrumbTrail(pathname: string, titles: CrumbTitles = {}): Crumb[] {
  const titleOf = new Map(Object.entries(titles).map(([path, title]) => [crumbKey(path), title]));
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const trail: Crumb[] = [{ label: 'Home', href: '/', page: true }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const label = titleOf.get(crumbKey(href)) ?? crumbLabel(segment);
    if (label === '') return;
    trail.push({ label, href, page: !PAGELESS.has(href.toLowerCase()) });
  });
  return trail;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/** Rich text (a promo's HTML) as one plain line, cut at a word within the length a card shows. */
export function plainSummary(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A page as it is shared: its title as in the tab, what it is about, and its picture. */
export interface SharedPage {
  title: string;
  description: string;
  /** The canonical path, percent-encoded. */
  path: string;
  /** Site-relative or absolute. */
  image: string | null;
  /** The titles of the item pages in its trail, itself included. */
  crumbTitles?: CrumbTitles | undefined;
}

export type HeadTag =
  | { kind: 'name'; name: string; content: string }
  | { kind: 'property'; property: string; content: string }
  | { kind: 'canonical'; href: string }
  | { kind: 'json-ld'; json: Record<string, unknown> };

/** The home page is the organisation's; every other page sits in its breadcrumb trail. */
function structuredData(page: SharedPage, origin: string): Record<string, unknown> {
  if (page.path === '/') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(page.path, page.crumbTitles)
      .filter((crumb) => crumb.page)
      .map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: `${origin}${crumb.href}`,
      })),
  };
}

/** Description, canonical URL, Open Graph and Twitter card tags, and JSON-LD, with absolute URLs. */
export function shareTags(page: SharedPage, origin: string): HeadTag[] {
  const url = `${origin}${page.path}`;
  const image = page.image ? new URL(page.image, `${origin}/`).href : null;
  const description = plainSummary(page.description);
  return [
    { kind: 'name', name: 'description', content: description },
    { kind: 'canonical', href: url },
    { kind: 'property', property: 'og:type', content: 'website' },
    { kind: 'property', property: 'og:site_name', content: BRAND },
    { kind: 'property', property: 'og:title', content: page.title },
    { kind: 'property', property: 'og:description', content: description },
    { kind: 'property', property: 'og:url', content: url },
    ...(image ? [{ kind: 'property' as const, property: 'og:image', content: image }] : []),
    {
      kind: 'name',
      name: 'twitter:card',
      content: image ? 'summary_large_image' : 'summary',
    },
    { kind: 'name', name: 'twitter:title', content: page.title },
    { kind: 'name', name: 'twitter:description', content: description },
    ...(image ? [{ kind: 'name' as const, name: 'twitter:image', content: image }] : []),
    { kind: 'json-ld', json: structuredData(page, origin) },
  ];
}

/** JSON in a script element: no '<' can close it, whatever a title holds. */
export const scriptJson = (json: unknown): string =>
  JSON.stringify(json)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
