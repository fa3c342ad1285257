import type { FastifyPluginAsync } from 'fastify';
import * as shellCalls from '#contract/calls/shell';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { clientConfigOf, readAnnouncements, readSettings } from '../../services/shell';

/** What every page asks for as it starts. Settings and announcements are cached (decision 0027). */
export function shellRoutes(context: AppContext): FastifyPluginAsync {
  const { db, config, contentCache } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, shellCalls.getSettings),
      handler: async (request, reply) =>
        contentCache.send(request, reply, shellCalls.getSettings.response, () =>
          readSettings(db, (what) =>
            request.log.warn({ what }, 'settings row left out: not in contract'),
          ),
        ),
    });

    app.route({
      ...contractRoute(context, shellCalls.getAnnouncements),
      handler: async (request, reply) =>
        contentCache.send(request, reply, shellCalls.getAnnouncements.response, () =>
          readAnnouncements(db),
        ),
    });

    app.route({
      ...contractRoute(context, shellCalls.getClientConfig),
      handler: async () => clientConfigOf(config),
    });
  };
}
