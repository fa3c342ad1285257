import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import type { AppPageMatch } from '#contract/app-paths';
import { hasCardPartners } from '#contract/cards';
import { endpoints } from '#contract/endpoints';
import {
  BRAND,
  headTitle,
  type SeoFields,
  type SharedPage,
  SITE_DESCRIPTION,
} from '#contract/page-head';
import { PROMO_TYPES } from '#contract/promos';
import { SHOP_TYPES } from '#contract/shops';
import { findCard, findCardWebview } from './cards';
import type { Deps } from './deps';
import { contentGeneration } from '../db/content-generation';
import { findLoadingPartner, findPartnerBySlug } from './partners';
import { findPromo, findShop } from './offers';
import { findStory } from './editorial';
import { ApiError } from '../shared/errors';
import { findRaffle, findSurvey } from './forms';

/**
 * Each check mirrors the page's loader in src/routes/, with the contract's
 * parameter rules.
 */
export interface AppPageChecks {
  /** Whether the page is there, and for a content page how its link is shared. */
  find(page: AppPageMatch): Promise<PageFound>;
}

export interface PageFound {
  exists: boolean;
  shared: SharedPage | null;
}

const MISSING: PageFound = { exists: false, shared: null };
const PRESENT: PageFound = { exists: true, shared: null };
const present = (exists: boolean): PageFound => (exists ? PRESENT : MISSING);

async function loaded<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.key === 'NOT_FOUND') return null;
    throw error;
  }
}

async function found(load: () => Promise<unknown>): Promise<boolean> {
  return (await loaded(load)) !== null;
}

interface ContentItem {
  title: string;
  seo?: SeoFields;
  summary: string;
  image: string | null;
}

/** A content page found: shared with its SEO title and description, or its own. */
async function sharedItem({
  path,
  fallbackTitle,
  load,
}: {
  path: string;
  fallbackTitle: string;
  load: () => Promise<ContentItem | null>;
}): Promise<PageFound> {
  const item = await load();
  if (!item) return MISSING;
  return {
    exists: true,
    shared: {
      title: headTitle(item.seo, item.title || fallbackTitle),
      description: item.seo?.description?.trim() || item.summary,
      path,
      image: item.image,
      crumbTitles: { [path]: item.title },
    },
  };
}

function parsed<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> | null {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : null;
}

async function cardWithPartners(deps: Deps<'db'>, slug: string): Promise<boolean> {
  const params = parsed(endpoints.getCard.params, { key: slug });
  if (!params) return false;
  try {
    return hasCardPartners((await findCard(deps, params.key)).type);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'NOT_FOUND') return false;
    throw error;
  }
}

const slugPath = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;
const offerItem = (offer: {
  title: string;
  seo: SeoFields;
  short_description: string;
  catalog_img: { path: string };
}): ContentItem => ({
  title: offer.title,
  seo: offer.seo,
  summary: offer.short_description,
  image: offer.catalog_img.path,
});

async function find(
  deps: Deps<'db'>,
  { page, devTools }: { page: AppPageMatch; devTools: boolean },
): Promise<PageFound> {
  const param = (name: string) => page.params[name] ?? '';
  switch (page.path) {
    case '/': {
      const shared = { title: BRAND, description: SITE_DESCRIPTION, path: '/', image: null };
      return { exists: true, shared };
    }
    case '/promos/$id': {
      const params = parsed(endpoints.getPromo.params, { promoType: '1', slug: param('id') });
      if (!params) return MISSING;
      return sharedItem({
        path: slugPath('/promos', params.slug),
        fallbackTitle: 'Promos',
        load: async () => {
          const promo = await loaded(() =>
            findPromo(deps, { type: PROMO_TYPES.regular, slug: params.slug }),
          );
          return promo && offerItem(promo);
        },
      });
    }
    case '/new-this-month/$slug': {
      const params = parsed(endpoints.getShop.params, { shopType: '2', slug: param('slug') });
      if (!params) return MISSING;
      return sharedItem({
        path: slugPath('/new-this-month', params.slug),
        fallbackTitle: 'New This Month',
        load: async () => {
          const offer =
            (await loaded(() =>
              findShop(deps, { shopType: SHOP_TYPES.newThisMonth, slug: params.slug }),
            )) ??
            (await loaded(() =>
              findPromo(deps, { type: PROMO_TYPES.newThisMonth, slug: params.slug }),
            ));
          return offer && offerItem(offer);
        },
      });
    }
    case '/shop-online/$slug': {
      const params = parsed(endpoints.getShop.params, { shopType: '1', slug: param('slug') });
      if (!params) return MISSING;
      return sharedItem({
        path: slugPath('/shop-online', params.slug),
        fallbackTitle: 'Shop Online',
        load: async () => {
          const shop = await loaded(() =>
            findShop(deps, { shopType: SHOP_TYPES.shopOnline, slug: params.slug }),
          );
          return shop && offerItem(shop);
        },
      });
    }
    case '/partners/$slug': {
      const params = parsed(endpoints.getPartnerBySlug.params, { slug: param('slug') });
      if (!params) return MISSING;
      return sharedItem({
        path: slugPath('/partners', params.slug),
        fallbackTitle: 'Partners',
        load: async () => {
          const partner = await loaded(() => findPartnerBySlug(deps, params.slug));
          return (
            partner && {
              title: partner.title,
              seo: partner.seo,
              summary: partner.description,
              image: partner.catalog_img.path,
            }
          );
        },
      });
    }
    case '/cards/$slug/': {
      const params = parsed(endpoints.getCard.params, { key: param('slug') });
      if (!params) return MISSING;
      const card = await loaded(() => findCard(deps, params.key));
      if (!card) return MISSING;
      return sharedItem({
        path: slugPath('/cards', card.slug),
        fallbackTitle: 'Cards',
        load: async () => ({
          title: card.title,
          summary: card.short_description,
          image: card.banner_image.path,
        }),
      });
    }
    case '/cards/$slug/partners/':
    case '/cards/$slug/partners/distribution':
    case '/cards/$slug/partners/loading/':
      return present(await cardWithPartners(deps, param('slug')));
    case '/cards/$slug/partners/loading/$partnerSlug': {
      const params = parsed(endpoints.getLoadingPartner.params, { slug: param('partnerSlug') });
      return present(
        !!params &&
          (await cardWithPartners(deps, param('slug'))) &&
          (await found(() => findLoadingPartner(deps, params.slug))),
      );
    }
    case '/stories/$slug': {
      const params = parsed(endpoints.getStory.params, { slug: param('slug') });
      if (!params) return MISSING;
      return sharedItem({
        path: slugPath('/stories', params.slug),
        fallbackTitle: 'Stories',
        load: async () => {
          const story = await loaded(() => findStory(deps, params.slug));
          return story && offerItem(story);
        },
      });
    }
    case '/terms/$uuid':
    case '/termswb/$uuid':
    case '/privacy-policy/$uuid':
    case '/policywb/$uuid': {
      const params = parsed(endpoints.getCardWebview.params, { key: param('uuid') });
      return present(!!params && (await found(() => findCardWebview(deps, params.key))));
    }
    case '/raffle/$slug': {
      const params = parsed(endpoints.getRaffle.params, { slug: param('slug') });
      return present(!!params && (await found(() => findRaffle(deps, params.slug))));
    }
    case '/survey/$surveyId': {
      const params = parsed(endpoints.getSurvey.params, { surveyId: param('surveyId') });
      return present(!!params && (await found(() => findSurvey(deps, params.surveyId))));
    }
    // Development pages: the outbox where the server has one; the statechart viewer only in a
    // Vite development build, which this server never serves (it serves `vite build`'s output).
    case '/dev/outbox':
      return present(devTools);
    case '/dev/statecharts':
      return MISSING;
    default:
      return PRESENT;
  }
}

const CHECK_TTL_MS = 60_000;
const CHECK_ENTRIES = 1000;

export function createAppPageChecks(
  deps: Deps<'db' | 'clock'>,
  options: { devTools: boolean },
): AppPageChecks {
  const kept = new LRUCache<string, { found: PageFound; at: number; generation: number }>({
    max: CHECK_ENTRIES,
  });
  return {
    async find(page) {
      if (Object.keys(page.params).length === 0)
        return find(deps, { page, devTools: options.devTools });
      const key = `${page.path} ${JSON.stringify(page.params)}`;
      const now = deps.clock().getTime();
      const generation = contentGeneration();
      const entry = kept.get(key);
      if (entry && entry.generation === generation && now - entry.at < CHECK_TTL_MS) {
        return entry.found;
      }
      const found = await find(deps, { page, devTools: options.devTools });
      kept.set(key, { found, at: now, generation });
      return found;
    },
  };
}
