import type { FastifyPluginAsync } from 'fastify';
import * as claimsCalls from '#contract/calls/claims';
import { claimWindow } from '#contract/claims';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberAccountOf } from '../../http/session';
import { memberClaims, submitClaim } from '../../services/claims';
import { manilaDay } from '../../shared/manila';

/** The signed-in member's missing-points claims, always for the session's card. */
export function claimRoutes(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route({
      ...contractRoute(context, claimsCalls.submitClaim),
      handler: async (request) => {
        const { member, card } = memberAccountOf(request);
        return submitClaim(context, {
          member,
          cardId: card.id,
          input: request.body,
          now: context.clock(),
          log: request.log,
        });
      },
    });
    app.route({
      ...contractRoute(context, claimsCalls.listClaims),
      handler: async (request) => ({
        data: await memberClaims(context, memberAccountOf(request).member.id),
        window: claimWindow(manilaDay(context.clock())),
      }),
    });
  };
}
