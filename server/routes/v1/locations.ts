import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '#contract/endpoints';
import { LOCATIONS_MAX_AGE_SECONDS } from '#contract/locations';
import { ApiError } from '../../shared/errors';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { cachedAnswer, locationData, type CachedAnswer } from '../../services/locations';

const LOCATIONS_CACHE = `public, max-age=${String(LOCATIONS_MAX_AGE_SECONDS)}`;

/**
 * Provinces, cities and barangays for the address form (docs/decisions/0017-psgc-locations.md).
 * Public, the same for everyone, and changed only by a new PSGC release: each list is serialised
 * once, answered with a strong ETag, and may be kept by the browser for a day.
 */
export function locationRoutes(): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
      void reply.header('cache-control', LOCATIONS_CACHE).header('etag', answer.etag);
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      // Serialised once per list (checked against the contract by the tests), sent as is.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(answer.body);
    }

    app.route({
      ...contractRoute(endpoints.getLocationsProvinces),
      handler: async (request, reply) =>
        send(
          request,
          reply,
          cachedAnswer('provinces', () => locationData().provinces),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getLocationsCities),
      handler: async (request, reply) => {
        const { province } = request.query;
        const cities = locationData().citiesByProvince.get(province);
        if (!cities) throw new ApiError('NOT_FOUND', { message: 'Unknown province.' });
        return send(
          request,
          reply,
          cachedAnswer(`cities:${province}`, () => cities),
        );
      },
    });

    app.route({
      ...contractRoute(endpoints.getLocationsBarangays),
      handler: async (request, reply) => {
        const { province, city } = request.query;
        const data = locationData();
        if (data.city.get(city)?.provinceCode !== province) {
          throw new ApiError('NOT_FOUND', { message: 'Unknown city for this province.' });
        }
        const barangays = data.barangaysByCity.get(city) ?? [];
        return send(
          request,
          reply,
          cachedAnswer(`barangays:${city}`, () => barangays),
        );
      },
    });
  };
}
