import type { FastifyPluginAsync } from 'fastify';
import {
  requesterOf,
  requireMobile,
  contractRoute,
  type ValibotTypeProvider,
} from '../../http/contract-route';
import * as codesCalls from '#contract/calls/codes';
import type { AppContext } from '../../context';
import { readMemberSession } from '../../http/session';
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
        return requestResetCode(context, {
          request: request.body,
          e164,
          requester: requesterOf(request, context),
          now: clock(),
        });
      },
    });

    app.route({
      ...contractRoute(context, codesCalls.sendChallenge),
      handler: async (request) => {
        const e164 = requireMobile(request.body.countryCode, request.body.mobile, 'mobile');
        return requestForceResetCode(context, {
          e164,
          recaptcha: request.body.recaptcha,
          requester: requesterOf(request, context),
          now: clock(),
        });
      },
    });

    app.route({
      ...contractRoute(context, codesCalls.sendSms),
      handler: async (request) => {
        const { countryCode, mobileNumber } = request.body;
        const e164 = requireMobile(countryCode, mobileNumber, 'mobileNumber');
        return sendSmsCode(context, {
          request: request.body,
          e164,
          session: () => readMemberSession(context, request),
          requester: requesterOf(request, context),
          now: clock(),
        });
      },
    });

    app.route({
      ...contractRoute(context, codesCalls.verifySms),
      handler: async (request) =>
        verifySmsCode(context, {
          request: request.body,
          session: () => readMemberSession(context, request),
          log: request.log,
          now: clock(),
        }),
    });

    app.route({
      ...contractRoute(context, codesCalls.resetPasscode, { hashesPasscode: true }),
      handler: async (request) => {
        const { memberId, noticeSent } = await resetPasscode(context, {
          input: {
            refCode: request.body.refCode,
            memberToken: request.body.member_token,
            passcode: request.body.passcode,
            confirmPasscode: request.body.confirmPasscode,
          },
          now: clock(),
        });
        request.log.info({ event: 'passcode.reset', memberId }, 'passcode reset; sessions ended');
        if (!noticeSent) {
          request.log.warn({ event: 'passcode.notice_failed', memberId }, 'change notice not sent');
        }
        return { success: true as const };
      },
    });
  };
}
