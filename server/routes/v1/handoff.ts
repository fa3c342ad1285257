import type { FastifyPluginAsync } from 'fastify';
import { HANDOFF_LIFETIME_SECONDS } from '#contract/auth';
import * as handoffCalls from '#contract/calls/handoff';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberSessionOf, replaceBrowserSession } from '../../http/session';
import { exchangeHandoffCode, mintHandoffCode, previewHandoffCode } from '../../services/handoff';
import { secondsUntil } from '../../services/sessions';
import { ApiError } from '../../shared/errors';

export function handoffRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, handoffCalls.mintHandoff),
      handler: async (request) => {
        const { memberId, sessionId } = memberSessionOf(request);
        const issued = await mintHandoffCode(context, { memberId, sessionId, now: clock() });
        request.log.info({ event: 'handoff.minted' }, 'handoff code minted');
        return { code: issued.token, expiresInSeconds: HANDOFF_LIFETIME_SECONDS };
      },
    });

    app.route({
      ...contractRoute(context, handoffCalls.previewHandoff),
      handler: async (request) => {
        const preview = await previewHandoffCode(context, {
          code: request.body.token,
          now: clock(),
        });
        if (!preview) {
          request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
          throw new ApiError('HANDOFF_INVALID');
        }
        return preview;
      },
    });

    app.route({
      ...contractRoute(context, handoffCalls.exchangeHandoff),
      handler: async (request, reply) => {
        const session = await exchangeHandoffCode(context, {
          code: request.body.token,
          now: clock(),
        });
        if (!session) {
          request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
          throw new ApiError('HANDOFF_INVALID');
        }
        await replaceBrowserSession(context, { request, reply, session, signIn: false });
        request.log.info({ event: 'handoff.success' }, 'handoff code exchanged for a session');
        return { expiresInSeconds: secondsUntil(session.expiresAt, clock()) };
      },
    });
  };
}
