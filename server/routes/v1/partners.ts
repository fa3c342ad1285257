import type { FastifyPluginAsync } from 'fastify';
import * as partnersCalls from '#contract/calls/partners';
import type { AppContext } from '../../context';
import { contentRoute, contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { nearbyStores } from '../../services/nearby-stores';
import {
  findLoadingPartner,
  findPartnerById,
  findPartnerBySlug,
  listPartnerAddresses,
  listPartners,
  listPartnerStores,
} from '../../services/partners';

/** Partners, their stores and addresses, and the loading partners of a card. */
export function partnerRoutes(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route(
      contentRoute(context, partnersCalls.getPartners, ({ query }) => listPartners(context, query)),
    );
    app.route(
      contentRoute(context, partnersCalls.getPartner, ({ params }) =>
        findPartnerById(context, params.id),
      ),
    );
    app.route(
      contentRoute(context, partnersCalls.getPartnerBySlug, ({ params }) =>
        findPartnerBySlug(context, params.slug),
      ),
    );
    app.route(
      contentRoute(context, partnersCalls.getPartnerStores, ({ query }) =>
        listPartnerStores(context, query),
      ),
    );
    // Not a content answer: it depends on the member's location, which no cache may keep.
    app.route({
      ...contractRoute(context, partnersCalls.getNearbyStores),
      handler: async (request) => nearbyStores(context, request.query),
    });
    app.route(
      contentRoute(context, partnersCalls.getPartnerAddresses, ({ query }) =>
        listPartnerAddresses(context, query),
      ),
    );
    app.route(
      contentRoute(context, partnersCalls.getLoadingPartner, ({ params }) =>
        findLoadingPartner(context, params.slug),
      ),
    );
  };
}
