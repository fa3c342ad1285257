import type { FastifyPluginAsync } from 'fastify';
import * as passcodeChangeCalls from '#contract/calls/passcode-change';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import {
  clearCookiesOnSessionsEnded,
  clearSessionCookies,
  memberAccountOf,
} from '../../http/session';
import type { ValibotTypeProvider } from '../../http/valibot';
import { changePasscode, requestPasscodeChange } from '../../services/passcode-change';

/** Change passcode for a signed-in member: the SMS challenge, then the change (all sessions end). */
export function passcodeChangeRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, passcodeChangeCalls.requestPasscodeChange, {
        hashesPasscode: true,
      }),
      handler: async (request, reply) => {
        const { member } = memberAccountOf(request);
        return requestPasscodeChange(context, member, request.body, clock(), {
          ip: request.ip,
          log: request.log,
          metrics: context.metrics,
        }).catch(clearCookiesOnSessionsEnded(request, reply));
      },
    });

    app.route({
      ...contractRoute(context, passcodeChangeCalls.changePasscode, { hashesPasscode: true }),
      handler: async (request, reply) => {
        const { member } = memberAccountOf(request);
        const { sessionsEnded, noticeSent } = await changePasscode(
          context,
          member,
          {
            oldPasscode: request.body.oldPasscode,
            newPasscode: request.body.newPasscode,
            confirmPasscode: request.body.confirmPasscode,
            refCode: request.body.refCode,
            memberToken: request.body.member_token,
          },
          clock(),
          request.log,
        ).catch(clearCookiesOnSessionsEnded(request, reply));
        clearSessionCookies(request, reply);
        request.log.info(
          { event: 'passcode.change', memberId: member.id, sessionsEnded },
          'passcode changed; sessions ended',
        );
        if (!noticeSent) {
          request.log.warn(
            { event: 'passcode.notice_failed', memberId: member.id },
            'change notice not sent',
          );
        }
        return { success: true as const };
      },
    });
  };
}
