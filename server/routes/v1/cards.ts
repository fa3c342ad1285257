import type { FastifyPluginAsync } from 'fastify';
import * as cardsCalls from '#contract/calls/cards';
import type { AppContext } from '../../context';
import { contentRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { findCard, findCardWebview, listCardPartners, listCards } from '../../services/cards';

/** Card products, their web view and their partners. */
export function cardRoutes(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route(
      contentRoute(context, cardsCalls.getCards, ({ query }) =>
        listCards(context, query.card_type),
      ),
    );
    app.route(
      contentRoute(context, cardsCalls.getCard, ({ params }) => findCard(context, params.key)),
    );
    app.route(
      contentRoute(context, cardsCalls.getCardWebview, ({ params }) =>
        findCardWebview(context, params.key),
      ),
    );
    app.route(
      contentRoute(context, cardsCalls.getCardPartners, ({ params }) =>
        listCardPartners(context, { key: params.key, kind: params.kind }),
      ),
    );
  };
}
