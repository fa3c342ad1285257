import type { FastifyPluginAsync } from 'fastify';
import * as editorialCalls from '#contract/calls/editorial';
import type { AppContext } from '../../context';
import { contentRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { findPolicy, findStory, listStories } from '../../services/editorial';
import { manilaDay } from '../../shared/manila';

/** Stories and policy pages: lists hold what is published by today in Asia/Manila. */
export function editorialRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route(
      contentRoute(context, editorialCalls.getStories, ({ query }) =>
        listStories(context, { query, today: manilaDay(clock()) }),
      ),
    );
    app.route(
      contentRoute(context, editorialCalls.getStory, ({ params }) =>
        findStory(context, params.slug),
      ),
    );
    app.route(
      contentRoute(context, editorialCalls.getPolicy, ({ params }) =>
        findPolicy(context, params.kind),
      ),
    );
  };
}
