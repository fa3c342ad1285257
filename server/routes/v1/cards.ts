import type { FastifyPluginAsync } from 'fastify';
import * as cardsCalls from '#contract/calls/cards';
import type { AppContext } from '../../context';
import { contentRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { findCard, findCardWebview, listCardPartners, listCards } from '../../services/cards';

/** Card products, their web view and their partners. */
export function cardRoutes(context: AppContext): FastifyPluginAsync {
  const { db } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route(
      contentRoute(context, cardsCalls.getCards, ({ query }) => listCards(db, query.card_type)),
    );
    app.route(contentRoute(context, cardsCalls.getCard, ({ params }) => findCard(db, params.key)));
    app.route(
      contentRoute(context, cardsCalls.getCardWebview, ({ params }) =>
        findCardWebview(db, params.key),
      ),
    );
    app.route(
      contentRoute(context, cardsCalls.getCardPartners, ({ params }) =>
        listCardPartners(db, params.key, params.kind),
      ),
    );
  };
}
