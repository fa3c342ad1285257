import {
  type CrumbTitles,
  type HeadTag,
  headTitle,
  plainSummary,
  scriptJson,
  type SeoFields,
  shareTags,
  SITE_DESCRIPTION,
} from '#contract/page-head';
import type { ContentPageId } from '#contract/settings';
import { contentPage, type HeadMatch, NOT_FOUND_TITLE, settingsOfMatches } from './settings';
import { siteOrigin } from './site-origin';

/** What a page tells search engines and the apps its link is pasted into. */
export interface PageToShare {
  /** As in the browser's tab ('Promos | Go Rewards'). */
  title: string;
  /** Plain or rich text; the site's own description when the page has none. */
  description?: string | null | undefined;
  /** The page's own picture (a promo's, a partner's, a card's), site-relative or absolute. */
  image?: string | null | undefined;
  /** Its trail's item pages by path, as their headings read (itself, a card above it). */
  crumbTitles?: CrumbTitles | undefined;
}

/** The part of a route match a head needs: where it is and whether it was found. */
export interface SharedMatch {
  pathname: string;
  status: string;
}

/** One address per page: '/cards/' and '/cards' are the same page. */
const canonicalPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

type MetaTag =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/** A route's head() answer: the router renders each tag (HeadContent). */
export interface SharedHead {
  meta: MetaTag[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

function metaOf(tag: HeadTag): MetaTag[] {
  if (tag.kind === 'name') return [{ name: tag.name, content: tag.content }];
  if (tag.kind === 'property') return [{ property: tag.property, content: tag.content }];
  return [];
}

/**
 * A route's head: its title, a description, the canonical URL, Open Graph and Twitter card tags
 * and JSON-LD (Organization on the home page, the breadcrumb trail elsewhere), with absolute URLs
 * on the site's origin. A page that was not found has only its 'Page Not Found' title.
 */
export function sharedHead(match: SharedMatch, page: PageToShare): SharedHead {
  if (match.status === 'notFound')
    return { meta: [{ title: NOT_FOUND_TITLE }], links: [], scripts: [] };
  const description = page.description?.trim() || SITE_DESCRIPTION;
  const origin = siteOrigin();
  if (!origin) {
    return {
      meta: [{ title: page.title }, { name: 'description', content: plainSummary(description) }],
      links: [],
      scripts: [],
    };
  }
  const tags = shareTags(
    {
      title: page.title,
      description,
      path: canonicalPath(match.pathname),
      image: page.image ?? null,
      crumbTitles: page.crumbTitles,
    },
    origin,
  );
  return {
    meta: [{ title: page.title }, ...tags.flatMap(metaOf)],
    links: tags.flatMap((tag) =>
      tag.kind === 'canonical' ? [{ rel: 'canonical', href: tag.href }] : [],
    ),
    // Data, not code: the page's script policy does not apply to it.
    scripts: tags.flatMap((tag) =>
      tag.kind === 'json-ld'
        ? [{ type: 'application/ld+json', children: scriptJson(tag.json) }]
        : [],
    ),
  };
}

/** A content item (promo, offer, partner, card, story): its SEO title and description, or its own. */
export interface ItemToShare {
  title: string;
  seo?: SeoFields | undefined;
  summary?: string | undefined;
  image?: string | null | undefined;
}

/**
 * A detail page's head: the item's SEO title, else its title, else the fallback. Its trail names
 * the item by its title, and the item pages above it by `trail`.
 */
export function itemHead(
  match: SharedMatch,
  item: ItemToShare | undefined,
  fallback: string,
  trail: CrumbTitles = {},
) {
  return sharedHead(match, {
    title: headTitle(item?.seo, item?.title || fallback),
    description: item?.seo?.description?.trim() || item?.summary,
    image: item?.image,
    crumbTitles: item?.title ? { ...trail, [match.pathname]: item.title } : trail,
  });
}

/** A promo, an offer or a story, shared with its catalogue picture and short description. */
export function offerToShare(offer: {
  title: string;
  seo?: SeoFields | undefined;
  short_description: string;
  catalog_img: { path: string };
}): ItemToShare {
  return {
    title: offer.title,
    seo: offer.seo,
    summary: offer.short_description,
    image: offer.catalog_img.path,
  };
}

/** A page with the settings' SEO fields (home, about, a policy): its SEO title, else the fallback. */
export function pageHead(match: SharedMatch, seo: SeoFields | undefined, fallback: string) {
  return sharedHead(match, { title: headTitle(seo, fallback), description: seo?.description });
}

/** A list page (promos, partners, cards, stories…) with its settings page's SEO fields. */
export function contentPageHead(
  { match, matches }: { match: SharedMatch; matches: readonly HeadMatch[] },
  apiId: ContentPageId,
  fallback: string,
) {
  return pageHead(match, contentPage(settingsOfMatches(matches), apiId)?.seo, fallback);
}
