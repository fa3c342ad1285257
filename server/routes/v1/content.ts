import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import {
  findCard,
  findCardWebview,
  listCardPartners,
  listCards,
} from '../../services/content/cards';
import { manilaDay } from '../../shared/manila';
import {
  findLoadingPartner,
  findPartnerById,
  findPartnerBySlug,
  listPartnerAddresses,
  listPartners,
  listPartnerStores,
} from '../../services/content/partners';
import { findPolicy } from '../../services/content/policies';
import { findPromo, listPromos } from '../../services/content/promos';
import { findShop, listShops, relatedShops } from '../../services/content/shops';
import { findStory, listStories } from '../../services/content/stories';

/**
 * Promos, offers, partners and their stores, cards, stories and policy pages
 * (docs/decisions/0023-content-store.md). Lists hold what runs today in Asia/Manila by the app
 * clock; details answer any item. A path parameter the contract refuses is a 404, like a missing
 * item; a bad query value is a 400. Every 200 comes through the content cache (decision 0027):
 * `public, max-age=60` with an ETag; errors (404, 400) are not kept and stay no-store.
 */
export function contentRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock, contentCache } = context;
  const today = () => manilaDay(clock());
  const notFoundParams = { badParamsNotFound: true };

  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(endpoints.getPromos),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPromos.response, () =>
          listPromos(db, request.query, today()),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getPromo, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPromo.response, () =>
          findPromo(db, request.params.promoType, request.params.slug),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getShops),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getShops.response, () =>
          listShops(db, request.query, today()),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getShop, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getShop.response, () =>
          findShop(db, request.params.shopType, request.params.slug),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getRelatedShops, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getRelatedShops.response, () =>
          relatedShops(db, request.params.categoryId, request.params.slug, today()),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getPartners),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPartners.response, () =>
          listPartners(db, request.query),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getPartner, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPartner.response, () =>
          findPartnerById(db, request.params.id),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getPartnerBySlug, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPartnerBySlug.response, () =>
          findPartnerBySlug(db, request.params.slug),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getPartnerStores),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPartnerStores.response, () =>
          listPartnerStores(db, request.query),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getPartnerAddresses),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPartnerAddresses.response, () =>
          listPartnerAddresses(db, request.query),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getLoadingPartner, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getLoadingPartner.response, () =>
          findLoadingPartner(db, request.params.slug),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getCards),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getCards.response, () =>
          listCards(db, request.query.card_type),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getCard, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getCard.response, () =>
          findCard(db, request.params.key),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getCardWebview, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getCardWebview.response, () =>
          findCardWebview(db, request.params.key),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getCardPartners, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getCardPartners.response, () =>
          listCardPartners(db, request.params.key, request.params.kind),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getStories),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getStories.response, () =>
          listStories(db, request.query, today()),
        ),
    });
    app.route({
      ...contractRoute(endpoints.getStory, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getStory.response, () =>
          findStory(db, request.params.slug),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getPolicy, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getPolicy.response, () =>
          findPolicy(db, request.params.kind),
        ),
    });
  };
}
