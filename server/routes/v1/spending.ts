import type { FastifyPluginAsync } from 'fastify';
import * as spendingCalls from '#contract/calls/spending';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberAccountOf } from '../../http/session';
import { memberSpending } from '../../services/spending';

/** The signed-in member's spending towards the Black Card, always of the session's card. */
export function spendingRoutes(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route({
      ...contractRoute(context, spendingCalls.getSpending),
      handler: async (request) => ({
        data: await memberSpending(context, memberAccountOf(request).card),
      }),
    });
  };
}
