import type { FastifyPluginAsync } from 'fastify';
import * as offersCalls from '#contract/calls/offers';
import type { AppContext } from '../../context';
import { contentRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { findPromo, findShop, listPromos, listShops, relatedShops } from '../../services/offers';
import { manilaDay } from '../../shared/manila';

/** Promos and shop-online offers: lists hold what runs today in Asia/Manila by the app clock. */
export function offerRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  const today = () => manilaDay(clock());
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route(
      contentRoute(context, offersCalls.getPromos, ({ query }) =>
        listPromos(context, { query, today: today() }),
      ),
    );
    app.route(
      contentRoute(context, offersCalls.getPromo, ({ params }) =>
        findPromo(context, { type: params.promoType, slug: params.slug }),
      ),
    );
    app.route(
      contentRoute(context, offersCalls.getShops, ({ query }) =>
        listShops(context, { query, today: today() }),
      ),
    );
    app.route(
      contentRoute(context, offersCalls.getShop, ({ params }) =>
        findShop(context, { shopType: params.shopType, slug: params.slug }),
      ),
    );
    app.route(
      contentRoute(context, offersCalls.getRelatedShops, ({ params }) =>
        relatedShops(context, { categoryId: params.categoryId, slug: params.slug, today: today() }),
      ),
    );
  };
}
