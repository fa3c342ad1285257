import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { readAnnouncements } from '../../services/announcements';
import { readSettings } from '../../services/settings';
import { authRoutes } from './auth';
import { clientConfigRoutes } from './client-config';
import { codeRoutes } from './codes';
import { contentRoutes } from './content';
import { formRoutes } from './forms';
import { linkRoutes } from './links';
import { locationRoutes } from './locations';
import { memberRoutes } from './members';
import { socialRoutes } from './social';

export function apiV1(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    const { db, contentCache } = context;
    // Everything under api/v1 is private unless a route says otherwise (SEC-45, ASVS 14.3.2):
    // member answers, session answers and errors are never stored by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    });

    // Settings and announcements are public content too: cached, with an ETag (decision 0027).
    app.route({
      ...contractRoute(endpoints.getSettings),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getSettings.response, () =>
          readSettings(db, (what) =>
            request.log.warn({ what }, 'settings row left out: not in contract'),
          ),
        ),
    });

    app.route({
      ...contractRoute(endpoints.getAnnouncements),
      handler: async (request, reply) =>
        contentCache.send(request, reply, endpoints.getAnnouncements.response, () =>
          readAnnouncements(db),
        ),
    });

    await app.register(clientConfigRoutes(context));
    await app.register(authRoutes(context));
    await app.register(socialRoutes(context));
    await app.register(memberRoutes(context));
    await app.register(codeRoutes(context));
    await app.register(locationRoutes());
    await app.register(formRoutes(context));
    await app.register(contentRoutes(context));
    await app.register(linkRoutes(context));
  };
}
