import type { FastifyPluginAsync } from 'fastify';
import * as accountDeletionCalls from '#contract/calls/account-deletion';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import {
  clearCookiesOnSessionsEnded,
  clearSessionCookies,
  memberAccountOf,
} from '../../http/session';
import type { ValibotTypeProvider } from '../../http/valibot';
import {
  keepAccount,
  requestDeletionCode,
  scheduleDeletion,
} from '../../services/account-deletion';
import { manilaIso } from '../../shared/manila';

/** Delete my account (issue 22, item 3): the SMS code, the scheduled deletion, keeping it. */
export function accountDeletionRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, accountDeletionCalls.requestDeletionCode, { hashesPasscode: true }),
      handler: async (request, reply) => {
        const { member } = memberAccountOf(request);
        return requestDeletionCode(context, member, request.body, clock(), {
          ip: request.ip,
          log: request.log,
          metrics: context.metrics,
        }).catch(clearCookiesOnSessionsEnded(request, reply));
      },
    });

    app.route({
      ...contractRoute(context, accountDeletionCalls.scheduleDeletion, { hashesPasscode: true }),
      handler: async (request, reply) => {
        const { member } = memberAccountOf(request);
        const { deletionDueAt, sessionsEnded } = await scheduleDeletion(
          context,
          member,
          {
            passcode: request.body.passcode,
            refCode: request.body.refCode,
            memberToken: request.body.member_token,
          },
          clock(),
          request.log,
        ).catch(clearCookiesOnSessionsEnded(request, reply));
        clearSessionCookies(request, reply);
        request.log.info(
          { event: 'account_deletion.scheduled', memberId: member.id, sessionsEnded },
          'account deletion scheduled; sessions ended',
        );
        return { deletionDueAt: manilaIso(deletionDueAt) };
      },
    });

    app.route({
      ...contractRoute(context, accountDeletionCalls.keepAccount),
      handler: async (request) => {
        const { member } = memberAccountOf(request);
        if (await keepAccount(context, member, clock(), request.log)) {
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
