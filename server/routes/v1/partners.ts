import type { FastifyPluginAsync } from 'fastify';
import * as partnersCalls from '#contract/calls/partners';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import {
  findLoadingPartner,
  findPartnerById,
  findPartnerBySlug,
  listPartnerAddresses,
  listPartners,
  listPartnerStores,
} from '../../services/partners';

/**
 * Partners, their stores and addresses, and the loading partners of a card. Details answer any item; a path parameter the contract refuses is a 404, like a missing
 * item. Every 200 comes through the content cache (decision 0027).
 */
export function partnerRoutes(context: AppContext): FastifyPluginAsync {
  const { db, contentCache } = context;
  const notFoundParams = { badParamsNotFound: true };

  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, partnersCalls.getPartners),
      handler: async (request, reply) =>
        contentCache.send(request, reply, partnersCalls.getPartners.response, () =>
          listPartners(db, request.query),
        ),
    });
    app.route({
      ...contractRoute(context, partnersCalls.getPartner, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, partnersCalls.getPartner.response, () =>
          findPartnerById(db, request.params.id),
        ),
    });
    app.route({
      ...contractRoute(context, partnersCalls.getPartnerBySlug, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, partnersCalls.getPartnerBySlug.response, () =>
          findPartnerBySlug(db, request.params.slug),
        ),
    });
    app.route({
      ...contractRoute(context, partnersCalls.getPartnerStores),
      handler: async (request, reply) =>
        contentCache.send(request, reply, partnersCalls.getPartnerStores.response, () =>
          listPartnerStores(db, request.query),
        ),
    });
    app.route({
      ...contractRoute(context, partnersCalls.getPartnerAddresses),
      handler: async (request, reply) =>
        contentCache.send(request, reply, partnersCalls.getPartnerAddresses.response, () =>
          listPartnerAddresses(db, request.query),
        ),
    });
    app.route({
      ...contractRoute(context, partnersCalls.getLoadingPartner, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, partnersCalls.getLoadingPartner.response, () =>
          findLoadingPartner(db, request.params.slug),
        ),
    });
  };
}
