import type { FastifyPluginAsync } from 'fastify';
import { requesterOf, contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import * as accountDeletionCalls from '#contract/calls/account-deletion';
import type { AppContext } from '../../context';
import { asVerifiedMember, memberAccountOf } from '../../http/session';
import {
  keepAccount,
  requestDeletionCode,
  scheduleDeletion,
} from '../../services/account-deletion';
import { manilaIso } from '../../shared/manila';

/** Delete my account: the SMS code, the scheduled deletion, keeping it. */
export function accountDeletionRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, accountDeletionCalls.requestDeletionCode, { hashesPasscode: true }),
      handler: (request, reply) =>
        asVerifiedMember(request, reply, {
          endsSessions: false,
          run: (member) =>
            requestDeletionCode(context, {
              member,
              passcode: request.body.passcode,
              now: clock(),
              requester: requesterOf(request, context),
            }),
        }),
    });

    app.route({
      ...contractRoute(context, accountDeletionCalls.scheduleDeletion, { hashesPasscode: true }),
      handler: async (request, reply) => {
        const { member_token: memberToken, ...input } = request.body;
        const { memberId, deletionDueAt, sessionsEnded } = await asVerifiedMember(request, reply, {
          endsSessions: true,
          run: async (member) => ({
            memberId: member.id,
            ...(await scheduleDeletion(context, {
              member,
              input: { ...input, memberToken },
              now: clock(),
              log: request.log,
            })),
          }),
        });
        request.log.info(
          { event: 'account_deletion.scheduled', memberId, sessionsEnded },
          'account deletion scheduled; sessions ended',
        );
        return { deletionDueAt: manilaIso(deletionDueAt) };
      },
    });

    app.route({
      ...contractRoute(context, accountDeletionCalls.keepAccount),
      handler: async (request) => {
        const { member } = memberAccountOf(request);
        if (await keepAccount(context, { member, now: clock(), log: request.log })) {
          request.log.info(
            { event: 'account_deletion.cancelled', memberId: member.id },
            'account kept',
          );
        }
        return { success: true as const };
      },
    });
  };
}
