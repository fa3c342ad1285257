import type { FastifyPluginAsync } from 'fastify';
import * as formsCalls from '#contract/calls/forms';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import {
  enterRaffle,
  findRaffle,
  findSurvey,
  submitSurvey,
  toRaffle,
  toSurvey,
} from '../../services/forms';

/** The raffle registration form and the survey e-form (public pages, no session needed). */
export function formRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, formsCalls.getRaffle),
      handler: async (request) => toRaffle(await findRaffle(context, request.params.slug), clock()),
    });

    app.route({
      ...contractRoute(context, formsCalls.enterRaffle),
      handler: async (request) => {
        await enterRaffle(context, {
          slug: request.params.slug,
          entry: request.body,
          log: request.log,
          now: clock(),
        });
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...contractRoute(context, formsCalls.getSurvey),
      handler: async (request) => toSurvey(await findSurvey(context, request.params.surveyId)),
    });

    app.route({
      ...contractRoute(context, formsCalls.submitSurvey),
      handler: async (request) => {
        await submitSurvey(context, {
          surveyId: request.params.surveyId,
          response: request.body,
          ip: request.ip,
          log: request.log,
          now: clock(),
        });
        return { success: true as const };
      },
    });
  };
}
