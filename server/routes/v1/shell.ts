import type { FastifyPluginAsync } from 'fastify';
import * as shellCalls from '#contract/calls/shell';
import type { AppContext } from '../../context';
import { contentRoute, contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { clientConfigOf, readAnnouncements, readSettings } from '../../services/shell';

/** What every page asks for as it starts. */
export function shellRoutes(context: AppContext): FastifyPluginAsync {
  const { config } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route(
      contentRoute(context, shellCalls.getSettings, (request) =>
        readSettings(context, (what) =>
          request.log.warn({ what }, 'settings row left out: not in contract'),
        ),
      ),
    );
    app.route(contentRoute(context, shellCalls.getAnnouncements, () => readAnnouncements(context)));
    app.route({
      ...contractRoute(context, shellCalls.getClientConfig),
      handler: async () => clientConfigOf(config),
    });
  };
}
