import type { FastifyPluginAsync } from 'fastify';
import { requesterOf, contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import * as appLinkCalls from '#contract/calls/app-link';
import type { AppContext } from '../../context';
import { requestAppLink } from '../../services/app-link';

/** Get the app: the download link by SMS. */
export function appLinkRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, appLinkCalls.sendAppLink),
      handler: async (request) =>
        requestAppLink(context, {
          request: request.body,
          requester: requesterOf(request, context),
          now: clock(),
        }),
    });
  };
}
