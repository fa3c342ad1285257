import type { FastifyPluginAsync } from 'fastify';
import * as captchaCalls from '#contract/calls/captcha';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { passCaptcha } from '../../services/captcha';

/** The captcha check: a solved captcha becomes a one-use pass for the call that needs it. */
export function captchaRoutes(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, captchaCalls.verifyCaptcha),
      handler: async (request) =>
        passCaptcha(context, { token: request.body.recaptcha, ip: request.ip, log: request.log }),
    });
  };
}
