import type { FastifyPluginAsync, FastifyReply } from 'fastify';
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
import { manilaToday } from '../../services/content/common';
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
 * Public content is the same for every visitor: a browser may keep an answer for a minute.
 * Errors (404, 400) keep the api/v1 default, no-store.
 */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60';

/**
 * Promos, offers, partners and their stores, cards, stories and policy pages
 * (docs/decisions/0023-content-store.md). Lists hold what runs today in Asia/Manila by the app
 * clock; details answer any item. A path parameter the contract refuses is a 404, like a missing
 * item; a bad query value is a 400.
 */
export function contentRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock } = context;
  const today = () => manilaToday(clock());
  const cached = <T>(reply: FastifyReply, body: T) => {
    void reply.header('cache-control', PUBLIC_CONTENT_CACHE);
    return body;
  };
  const notFoundParams = { badParamsNotFound: true };

  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(endpoints.getPromos),
      handler: async (request, reply) =>
        cached(reply, await listPromos(db, request.query, today())),
    });
    app.route({
      ...contractRoute(endpoints.getPromo, notFoundParams),
      handler: async (request, reply) =>
        cached(reply, await findPromo(db, request.params.promoType, request.params.slug)),
    });

    app.route({
      ...contractRoute(endpoints.getShops),
      handler: async (request, reply) => cached(reply, await listShops(db, request.query, today())),
    });
    app.route({
      ...contractRoute(endpoints.getShop, notFoundParams),
      handler: async (request, reply) =>
        cached(reply, await findShop(db, request.params.shopType, request.params.slug)),
    });
    app.route({
      ...contractRoute(endpoints.getRelatedShops, notFoundParams),
      handler: async (request, reply) =>
        cached(
          reply,
          await relatedShops(db, request.params.categoryId, request.params.slug, today()),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getPartners),
      handler: async (request, reply) => cached(reply, await listPartners(db, request.query)),
    });
    app.route({
      ...contractRoute(endpoints.getPartner, notFoundParams),
      handler: async (request, reply) =>
        cached(reply, await findPartnerById(db, request.params.id)),
    });
    app.route({
      ...contractRoute(endpoints.getPartnerBySlug, notFoundParams),
      handler: async (request, reply) =>
        cached(reply, await findPartnerBySlug(db, request.params.slug)),
    });
    app.route({
      ...contractRoute(endpoints.getPartnerStores),
      handler: async (request, reply) => cached(reply, await listPartnerStores(db, request.query)),
    });
    app.route({
      ...contractRoute(endpoints.getPartnerAddresses),
      handler: async (request, reply) =>
        cached(reply, await listPartnerAddresses(db, request.query)),
    });
    app.route({
      ...contractRoute(endpoints.getLoadingPartner, notFoundParams),
      handler: async (request, reply) =>
        cached(reply, await findLoadingPartner(db, request.params.slug)),
    });

    app.route({
      ...contractRoute(endpoints.getCards),
      handler: async (request, reply) =>
        cached(reply, await listCards(db, request.query.card_type)),
    });
    app.route({
      ...contractRoute(endpoints.getCard, notFoundParams),
      handler: async (request, reply) => cached(reply, await findCard(db, request.params.key)),
    });
    app.route({
      ...contractRoute(endpoints.getCardWebview, notFoundParams),
      handler: async (request, reply) =>
        cached(reply, await findCardWebview(db, request.params.key)),
    });
    app.route({
      ...contractRoute(endpoints.getCardPartners, notFoundParams),
      handler: async (request, reply) =>
        cached(reply, await listCardPartners(db, request.params.key, request.params.kind)),
    });

    app.route({
      ...contractRoute(endpoints.getStories),
      handler: async (request, reply) =>
        cached(reply, await listStories(db, request.query, today())),
    });
    app.route({
      ...contractRoute(endpoints.getStory, notFoundParams),
      handler: async (request, reply) => cached(reply, await findStory(db, request.params.slug)),
    });

    app.route({
      ...contractRoute(endpoints.getPolicy, notFoundParams),
      handler: async (request, reply) => cached(reply, await findPolicy(db, request.params.kind)),
    });
  };
}
