import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import type { AppPageMatch } from '#contract/app-paths';
import { hasCardPartners } from '#contract/cards';
import { endpoints } from '#contract/endpoints';
import { PROMO_TYPES } from '#contract/promos';
import { SHOP_TYPES } from '#contract/shops';
import type { Database } from '../db/client';
import { findCard, findCardWebview } from './cards';
import { contentGeneration } from '../db/content-generation';
import { findLoadingPartner, findPartnerBySlug } from './partners';
import { findPromo, findShop } from './offers';
import { findStory } from './pages';
import { ApiError } from '../shared/errors';
import { findRaffle, findSurvey } from './forms';

/**
 * Issue 18, item 17: each check mirrors the page's loader in src/routes/, with the contract's
 * parameter rules.
 */
export interface AppPageChecks {
  exists(page: AppPageMatch): Promise<boolean>;
}

async function found(load: () => Promise<unknown>): Promise<boolean> {
  try {
    await load();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.key === 'NOT_FOUND') return false;
    throw error;
  }
}

function parsed<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> | null {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : null;
}

async function cardWithPartners(db: Database, slug: string): Promise<boolean> {
  const params = parsed(endpoints.getCard.params, { key: slug });
  if (!params) return false;
  try {
    return hasCardPartners((await findCard(db, params.key)).type);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'NOT_FOUND') return false;
    throw error;
  }
}

async function check(
  db: Database,
  page: AppPageMatch,
  options: { devTools: boolean },
): Promise<boolean> {
  const param = (name: string) => page.params[name] ?? '';
  switch (page.path) {
    case '/promos/$id': {
      const params = parsed(endpoints.getPromo.params, { promoType: '1', slug: param('id') });
      return !!params && found(() => findPromo(db, PROMO_TYPES.regular, params.slug));
    }
    case '/new-this-month/$slug': {
      const params = parsed(endpoints.getShop.params, { shopType: '2', slug: param('slug') });
      if (!params) return false;
      return (
        (await found(() => findShop(db, SHOP_TYPES.newThisMonth, params.slug))) ||
        found(() => findPromo(db, PROMO_TYPES.newThisMonth, params.slug))
      );
    }
    case '/shop-online/$slug': {
      const params = parsed(endpoints.getShop.params, { shopType: '1', slug: param('slug') });
      return !!params && found(() => findShop(db, SHOP_TYPES.shopOnline, params.slug));
    }
    case '/partners/$slug': {
      const params = parsed(endpoints.getPartnerBySlug.params, { slug: param('slug') });
      return !!params && found(() => findPartnerBySlug(db, params.slug));
    }
    case '/cards/$slug/': {
      const params = parsed(endpoints.getCard.params, { key: param('slug') });
      return !!params && found(() => findCard(db, params.key));
    }
    case '/cards/$slug/partners/':
    case '/cards/$slug/partners/distribution':
    case '/cards/$slug/partners/loading/':
      return cardWithPartners(db, param('slug'));
    case '/cards/$slug/partners/loading/$partnerSlug': {
      const params = parsed(endpoints.getLoadingPartner.params, { slug: param('partnerSlug') });
      return (
        !!params &&
        (await cardWithPartners(db, param('slug'))) &&
        found(() => findLoadingPartner(db, params.slug))
      );
    }
    case '/stories/$slug': {
      const params = parsed(endpoints.getStory.params, { slug: param('slug') });
      return !!params && found(() => findStory(db, params.slug));
    }
    case '/terms/$uuid':
    case '/termswb/$uuid':
    case '/privacy-policy/$uuid':
    case '/policywb/$uuid': {
      const params = parsed(endpoints.getCardWebview.params, { key: param('uuid') });
      return !!params && found(() => findCardWebview(db, params.key));
    }
    case '/raffle/$slug': {
      const params = parsed(endpoints.getRaffle.params, { slug: param('slug') });
      return !!params && found(() => findRaffle(db, params.slug));
    }
    case '/survey/$surveyId': {
      const params = parsed(endpoints.getSurvey.params, { surveyId: param('surveyId') });
      return !!params && found(() => findSurvey(db, params.surveyId));
    }
    // Development pages: the outbox where the server has one; the statechart viewer only in a
    // Vite development build, which this server never serves (it serves `vite build`'s output).
    case '/dev/outbox':
      return options.devTools;
    case '/dev/statecharts':
      return false;
    default:
      return true;
  }
}

const CHECK_TTL_MS = 60_000;
const CHECK_ENTRIES = 1000;

export function createAppPageChecks(
  db: Database,
  options: { devTools: boolean; clock: () => Date },
): AppPageChecks {
  const kept = new LRUCache<string, { exists: boolean; at: number; generation: number }>({
    max: CHECK_ENTRIES,
  });
  return {
    async exists(page) {
      if (Object.keys(page.params).length === 0) return check(db, page, options);
      const key = `${page.path} ${JSON.stringify(page.params)}`;
      const now = options.clock().getTime();
      const generation = contentGeneration();
      const entry = kept.get(key);
      if (entry && entry.generation === generation && now - entry.at < CHECK_TTL_MS) {
        return entry.exists;
      }
      const exists = await check(db, page, options);
      kept.set(key, { exists, at: now, generation });
      return exists;
    },
  };
}
