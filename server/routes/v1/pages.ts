import type { FastifyPluginAsync } from 'fastify';
import * as pagesCalls from '#contract/calls/pages';
import type { AppContext } from '../../context';
import { contentRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { findPolicy, findStory, listStories } from '../../services/pages';
import { manilaDay } from '../../shared/manila';

/** Stories and policy pages: lists hold what is published by today in Asia/Manila. */
export function pageRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route(
      contentRoute(context, pagesCalls.getStories, ({ query }) =>
        listStories(context, { query, today: manilaDay(clock()) }),
      ),
    );
    app.route(
      contentRoute(context, pagesCalls.getStory, ({ params }) => findStory(context, params.slug)),
    );
    app.route(
      contentRoute(context, pagesCalls.getPolicy, ({ params }) => findPolicy(context, params.kind)),
    );
  };
}
