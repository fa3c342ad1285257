import type { FastifyPluginAsync } from 'fastify';
import * as codesCalls from '#contract/calls/codes';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { requesterOf } from '../../http/requester';
import { requireMobile } from '../../http/mobile';
import { readMemberSession } from '../../http/session';
import type { ValibotTypeProvider } from '../../http/valibot';
import {
  requestForceResetCode,
  requestResetCode,
  resetPasscode,
  sendSmsCode,
  verifySmsCode,
} from '../../services/codes';

/** One-time codes: forgot passcode, the force-reset challenge, SMS send and verify, and reset. */
export function codeRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, codesCalls.forgotPasscode),
      handler: async (request) => {
        const e164 = requireMobile(request.body.countryCode, request.body.mobile, 'mobile');
        const input = { request: request.body, e164 };
        return requestResetCode(context, input, requesterOf(request, context), clock());
      },
    });

    app.route({
      ...contractRoute(context, codesCalls.sendChallenge),
      handler: async (request) => {
        const e164 = requireMobile(request.body.countryCode, request.body.mobile, 'mobile');
        const input = { e164, recaptcha: request.body.recaptcha };
        return requestForceResetCode(context, input, requesterOf(request, context), clock());
      },
    });

    app.route({
      ...contractRoute(context, codesCalls.sendSms),
      handler: async (request) => {
        const { countryCode, mobileNumber } = request.body;
        const e164 = requireMobile(countryCode, mobileNumber, 'mobileNumber');
        const session = () => readMemberSession(context, request);
        const input = { request: request.body, e164, session };
        return sendSmsCode(context, input, requesterOf(request, context), clock());
      },
    });

    app.route({
      ...contractRoute(context, codesCalls.verifySms),
      handler: async (request) => {
        const session = () => readMemberSession(context, request);
        return verifySmsCode(
          context,
          { request: request.body, session, log: request.log },
          clock(),
        );
      },
    });

    app.route({
      ...contractRoute(context, codesCalls.resetPasscode, { hashesPasscode: true }),
      handler: async (request) => {
        const { memberId, noticeSent } = await resetPasscode(
          context,
          {
            refCode: request.body.refCode,
            memberToken: request.body.member_token,
            passcode: request.body.passcode,
            confirmPasscode: request.body.confirmPasscode,
          },
          clock(),
        );
        request.log.info({ event: 'passcode.reset', memberId }, 'passcode reset; sessions ended');
        if (!noticeSent) {
          request.log.warn({ event: 'passcode.notice_failed', memberId }, 'change notice not sent');
        }
        return { success: true as const };
      },
    });
  };
}
