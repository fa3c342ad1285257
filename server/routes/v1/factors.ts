import type { FastifyPluginAsync } from 'fastify';
import * as factorsCalls from '#contract/calls/factors';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberAccountOf } from '../../http/session';
import {
  factorsOf,
  registerEmailFactor,
  resendEmailFactor,
  verifyEmailFactor,
} from '../../services/factors';
import { maskEmail } from '../../services/blocks/phone';

/** The signed-in member's email factor: list, register, verify and resend its code. */
export function factorRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, factorsCalls.getMemberFactors),
      handler: async (request) => ({ data: factorsOf(memberAccountOf(request).member) }),
    });

    app.route({
      ...contractRoute(context, factorsCalls.registerEmailFactor),
      handler: async (request) => {
        const { member } = memberAccountOf(request);
        const sent = await registerEmailFactor(context, {
          member,
          email: request.body.email,
          now: clock(),
        });
        request.log.info(
          { event: 'otp.send', purpose: 'email', email: maskEmail(request.body.email) },
          'email code requested',
        );
        return sent;
      },
    });

    app.route({
      ...contractRoute(context, factorsCalls.resendEmailFactor),
      handler: async (request) => {
        const { member } = memberAccountOf(request);
        const sent = await resendEmailFactor(context, {
          member,
          refCode: request.body.refCode,
          now: clock(),
        });
        request.log.info({ event: 'otp.resend', purpose: 'email' }, 'email code sent again');
        return sent;
      },
    });

    app.route({
      ...contractRoute(context, factorsCalls.verifyEmailFactor),
      handler: async (request) => {
        const { member } = memberAccountOf(request);
        return verifyEmailFactor(context, {
          member,
          input: request.body,
          now: clock(),
          log: request.log,
        });
      },
    });
  };
}
