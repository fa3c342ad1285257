import type { FastifyPluginAsync } from 'fastify';
import * as cardsCalls from '#contract/calls/cards';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { findCard, findCardWebview, listCardPartners, listCards } from '../../services/cards';

/**
 * Card products, their web view and their partners. Details answer any item; a path parameter the contract refuses is a 404, like a missing
 * item. Every 200 comes through the content cache (decision 0027).
 */
export function cardRoutes(context: AppContext): FastifyPluginAsync {
  const { db, contentCache } = context;
  const notFoundParams = { badParamsNotFound: true };

  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, cardsCalls.getCards),
      handler: async (request, reply) =>
        contentCache.send(request, reply, cardsCalls.getCards.response, () =>
          listCards(db, request.query.card_type),
        ),
    });
    app.route({
      ...contractRoute(context, cardsCalls.getCard, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, cardsCalls.getCard.response, () =>
          findCard(db, request.params.key),
        ),
    });
    app.route({
      ...contractRoute(context, cardsCalls.getCardWebview, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, cardsCalls.getCardWebview.response, () =>
          findCardWebview(db, request.params.key),
        ),
    });
    app.route({
      ...contractRoute(context, cardsCalls.getCardPartners, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, cardsCalls.getCardPartners.response, () =>
          listCardPartners(db, request.params.key, request.params.kind),
        ),
    });
  };
}
