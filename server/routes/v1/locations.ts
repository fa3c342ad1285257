import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as locationsCalls from '#contract/calls/locations';
import { LOCATIONS_MAX_AGE_SECONDS } from '#contract/locations';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import {
  barangaysAnswer,
  citiesAnswer,
  provincesAnswer,
  type CachedAnswer,
} from '../../services/locations';

const LOCATIONS_CACHE = `public, max-age=${String(LOCATIONS_MAX_AGE_SECONDS)}`;

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  void reply.header('cache-control', LOCATIONS_CACHE).header('etag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  // Serialised once per list (checked against the contract by the tests), sent as is.
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(answer.body);
}

/** Decision 0017: serialised once per list, with a strong ETag, kept by the browser for a day. */
export function locationRoutes(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, locationsCalls.getLocationsProvinces),
      handler: async (request, reply) => send(request, reply, provincesAnswer()),
    });

    app.route({
      ...contractRoute(context, locationsCalls.getLocationsCities),
      handler: async (request, reply) => send(request, reply, citiesAnswer(request.query.province)),
    });

    app.route({
      ...contractRoute(context, locationsCalls.getLocationsBarangays),
      handler: async (request, reply) =>
        send(request, reply, barangaysAnswer(request.query.province, request.query.city)),
    });
  };
}
