import type { FastifyPluginAsync } from 'fastify';
import * as linksCalls from '#contract/calls/links';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberSessionOf } from '../../http/session';
import { mintLinkHandoff, redeemLinkHandoff } from '../../services/links';

/** Header links to allow-listed partner hosts: the click-time handoff code and its redemption. */
export function linkRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, linksCalls.mintLinkHandoff),
      handler: async (request) => {
        return mintLinkHandoff(context, {
          memberId: memberSessionOf(request).memberId,
          url: request.body.url,
          log: request.log,
          now: clock(),
        });
      },
    });

    app.route({
      ...contractRoute(context, linksCalls.redeemLinkHandoff),
      handler: async (request) =>
        redeemLinkHandoff(context, { ...request.body, log: request.log, now: clock() }),
    });
  };
}
