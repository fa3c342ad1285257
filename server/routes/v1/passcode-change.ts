import type { FastifyPluginAsync } from 'fastify';
import { requesterOf, contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import * as passcodeChangeCalls from '#contract/calls/passcode-change';
import type { AppContext } from '../../context';
import { asVerifiedMember } from '../../http/session';
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
      handler: (request, reply) =>
        asVerifiedMember(request, reply, {
          endsSessions: false,
          run: (member) =>
            requestPasscodeChange(context, {
              member,
              input: request.body,
              now: clock(),
              requester: requesterOf(request, context),
            }),
        }),
    });

    app.route({
      ...contractRoute(context, passcodeChangeCalls.changePasscode, { hashesPasscode: true }),
      handler: async (request, reply) => {
        const { member_token: memberToken, ...input } = request.body;
        const { memberId, sessionsEnded, noticeSent } = await asVerifiedMember(request, reply, {
          endsSessions: true,
          run: async (member) => ({
            memberId: member.id,
            ...(await changePasscode(context, {
              member,
              input: { ...input, memberToken },
              now: clock(),
              log: request.log,
            })),
          }),
        });
        request.log.info(
          { event: 'passcode.change', memberId, sessionsEnded },
          'passcode changed; sessions ended',
        );
        if (!noticeSent) {
          request.log.warn({ event: 'passcode.notice_failed', memberId }, 'change notice not sent');
        }
        return { success: true as const };
      },
    });
  };
}
