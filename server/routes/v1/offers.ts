import type { FastifyPluginAsync } from 'fastify';
import * as offersCalls from '#contract/calls/offers';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { findPromo, findShop, listPromos, listShops, relatedShops } from '../../services/offers';
import { manilaDay } from '../../shared/manila';

/**
 * Promos and shop-online offers: lists hold what runs today in Asia/Manila by the app clock. Details answer any item; a path parameter the contract refuses is a 404, like a missing
 * item. Every 200 comes through the content cache (decision 0027).
 */
export function offerRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock, contentCache } = context;
  const today = () => manilaDay(clock());
  const notFoundParams = { badParamsNotFound: true };

  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, offersCalls.getPromos),
      handler: async (request, reply) =>
        contentCache.send(request, reply, offersCalls.getPromos.response, () =>
          listPromos(db, request.query, today()),
        ),
    });
    app.route({
      ...contractRoute(context, offersCalls.getPromo, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, offersCalls.getPromo.response, () =>
          findPromo(db, request.params.promoType, request.params.slug),
        ),
    });
    app.route({
      ...contractRoute(context, offersCalls.getShops),
      handler: async (request, reply) =>
        contentCache.send(request, reply, offersCalls.getShops.response, () =>
          listShops(db, request.query, today()),
        ),
    });
    app.route({
      ...contractRoute(context, offersCalls.getShop, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, offersCalls.getShop.response, () =>
          findShop(db, request.params.shopType, request.params.slug),
        ),
    });
    app.route({
      ...contractRoute(context, offersCalls.getRelatedShops, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, offersCalls.getRelatedShops.response, () =>
          relatedShops(db, request.params.categoryId, request.params.slug, today()),
        ),
    });
  };
}
