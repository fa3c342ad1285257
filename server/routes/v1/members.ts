import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { memberSessionOf, requireMember } from '../../http/session';
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

    const details = endpoints.getMemberDetails;
    app.route({
      method: details.method,
      url: details.path,
      schema: { querystring: details.query, response: { 200: details.response } },
      handler: async (request) => {
        const { member, card } = await load(memberSessionOf(request).memberId);
        return toMemberDetails(member, card.cardNumber);
      },
    });

    const card = endpoints.getMemberCard;
    app.route({
      method: card.method,
      url: card.path,
      schema: { querystring: card.query, response: { 200: card.response } },
      handler: async (request) =>
        toMemberCard((await load(memberSessionOf(request).memberId)).card),
    });
  };
}
