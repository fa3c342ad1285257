import type { FastifyPluginAsync } from 'fastify';
import * as pagesCalls from '#contract/calls/pages';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { findPolicy, findStory, listStories } from '../../services/pages';
import { manilaDay } from '../../shared/manila';

/**
 * Stories and policy pages: lists hold what is published by today in Asia/Manila. Details answer any item; a path parameter the contract refuses is a 404, like a missing
 * item. Every 200 comes through the content cache (decision 0027).
 */
export function pageRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock, contentCache } = context;
  const today = () => manilaDay(clock());
  const notFoundParams = { badParamsNotFound: true };

  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, pagesCalls.getStories),
      handler: async (request, reply) =>
        contentCache.send(request, reply, pagesCalls.getStories.response, () =>
          listStories(db, request.query, today()),
        ),
    });
    app.route({
      ...contractRoute(context, pagesCalls.getStory, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, pagesCalls.getStory.response, () =>
          findStory(db, request.params.slug),
        ),
    });
    app.route({
      ...contractRoute(context, pagesCalls.getPolicy, notFoundParams),
      handler: async (request, reply) =>
        contentCache.send(request, reply, pagesCalls.getPolicy.response, () =>
          findPolicy(db, request.params.kind),
        ),
    });
  };
}
