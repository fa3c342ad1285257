import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { memberSessionOf, requireMember } from '../../http/session';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { findCard, findMemberById, toMemberCard, toMemberDetails } from '../../services/members';

/** The signed-in member's details and card, always of the session's member (never an id sent in). */
export function memberRoutes(context: AppContext): FastifyPluginAsync {
  const { db } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.addHook('preHandler', requireMember(context));

    async function load(memberId: string) {
      const [member, card] = await Promise.all([
        findMemberById(db, memberId),
        findCard(db, memberId),
      ]);
      // A member without a card cannot be seeded or registered; treat it as signed out.
      if (!member || !card) throw new ApiError('UNAUTHENTICATED', { code: 302 });
      return { member, card };
    }

    app.route({
      ...contractRoute(endpoints.getMemberDetails),
      handler: async (request) => {
        const { member, card } = await load(memberSessionOf(request).memberId);
        return toMemberDetails(member, card.cardNumber);
      },
    });

    app.route({
      ...contractRoute(endpoints.getMemberCard),
      handler: async (request) =>
        toMemberCard((await load(memberSessionOf(request).memberId)).card),
    });
  };
}
