import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { ApiError } from '../../shared/errors';
import { clearSessionCookies, memberSessionOf, requireMember } from '../../http/session';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import {
  factorsOf,
  registerEmailFactor,
  resendEmailFactor,
  verifyEmailFactor,
} from '../../services/email-factor';
import { findMemberWithCard, toMemberCard, toMemberDetails } from '../../services/members';
import {
  changePasscode,
  requestPasscodeChange,
  SessionsEndedError,
} from '../../services/passcode-change';
import { maskEmail } from '../../services/phone';
import { updatePreferences, updateProfile } from '../../services/profile';
import {
  allTransactions,
  listTransactions,
  transactionStores,
  transactionsCsv,
} from '../../services/transactions';

/**
 * The signed-in member's account: details, card, profile sections, preferences, email factor,
 * change passcode and transactions. Always the session's member and card, never an id sent in
 * (DECISIONS.md, Account area); answers are never cached (the api/v1 default, no-store).
 */
export function memberRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.addHook('preHandler', requireMember(context));

    /**
     * The member and card read with the session at the start of this request (requireMember's
     * one query), so a read costs no further round trip.
     */
    function account(request: FastifyRequest) {
      const { member, card } = memberSessionOf(request);
      // A member without a card cannot be seeded or registered; treat it as signed out.
      if (!card) throw new ApiError('UNAUTHENTICATED', { code: 302 });
      return { member, card };
    }

    /** The member's details read again, after a call changed them. */
    async function freshDetails(request: FastifyRequest) {
      const found = await findMemberWithCard(db, memberSessionOf(request).memberId);
      if (!found) throw new ApiError('UNAUTHENTICATED', { code: 302 });
      return toMemberDetails(found.member, found.card.cardNumber);
    }

    /** A call that ended the member's sessions clears the cookies on its answer too. */
    function clearCookiesOnSessionsEnded(request: FastifyRequest, reply: FastifyReply) {
      return (error: unknown): never => {
        if (error instanceof SessionsEndedError) clearSessionCookies(request, reply);
        throw error;
      };
    }

    app.route({
      ...contractRoute(endpoints.getMemberDetails),
      handler: async (request) => {
        const { member, card } = account(request);
        return toMemberDetails(member, card.cardNumber);
      },
    });

    app.route({
      ...contractRoute(endpoints.getMemberCard),
      handler: async (request) => toMemberCard(account(request).card),
    });

    app.route({
      ...contractRoute(endpoints.updateMemberDetails),
      handler: async (request) => {
        const { member } = account(request);
        await updateProfile(db, member, request.body, clock());
        request.log.info(
          { event: 'profile.update', memberId: member.id, section: request.body.section },
          'profile section saved',
        );
        return freshDetails(request);
      },
    });

    app.route({
      ...contractRoute(endpoints.updatePreferences),
      handler: async (request) => {
        const { member } = account(request);
        await updatePreferences(db, member.id, request.body, clock());
        return freshDetails(request);
      },
    });

    app.route({
      ...contractRoute(endpoints.getMemberFactors),
      handler: async (request) => ({ data: factorsOf(account(request).member) }),
    });

    app.route({
      ...contractRoute(endpoints.registerEmailFactor),
      handler: async (request) => {
        const { member } = account(request);
        const sent = await registerEmailFactor(context, member, request.body.email, clock());
        request.log.info(
          { event: 'otp.send', purpose: 'email', email: maskEmail(request.body.email) },
          'email code requested',
        );
        return sent;
      },
    });

    app.route({
      ...contractRoute(endpoints.resendEmailFactor),
      handler: async (request) => {
        const { member } = account(request);
        const sent = await resendEmailFactor(context, member, request.body.refCode, clock());
        request.log.info({ event: 'otp.resend', purpose: 'email' }, 'email code sent again');
        return sent;
      },
    });

    app.route({
      ...contractRoute(endpoints.verifyEmailFactor),
      handler: async (request) => {
        const { member } = account(request);
        try {
          await verifyEmailFactor(context, member, request.body, clock());
        } catch (error) {
          if (error instanceof ApiError) {
            request.log.info(
              { event: 'otp.verify', purpose: 'email', outcome: error.key },
              'email code refused',
            );
          }
          throw error;
        }
        request.log.info(
          { event: 'otp.verify', purpose: 'email', outcome: 'success' },
          'email verified',
        );
        return freshDetails(request);
      },
    });

    app.route({
      ...contractRoute(endpoints.requestPasscodeChange),
      handler: async (request, reply) => {
        const { member } = account(request);
        return requestPasscodeChange(context, member, request.body, clock(), {
          ip: request.ip,
          log: request.log,
        }).catch(clearCookiesOnSessionsEnded(request, reply));
      },
    });

    app.route({
      ...contractRoute(endpoints.changePasscode),
      handler: async (request, reply) => {
        const { member } = account(request);
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

    app.route({
      ...contractRoute(endpoints.getTransactions),
      handler: async (request) => {
        const { card } = account(request);
        return listTransactions(db, card.id, request.query);
      },
    });

    app.route({
      ...contractRoute(endpoints.downloadTransactions),
      handler: async (request, reply) => {
        const { card } = account(request);
        const rows = await allTransactions(db, card.id, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .send(transactionsCsv(rows));
      },
    });

    app.route({
      ...contractRoute(endpoints.getTransactionStores),
      handler: async (request) => ({
        data: await transactionStores(db, account(request).card.id),
      }),
    });
  };
}
