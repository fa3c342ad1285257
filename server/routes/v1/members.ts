import type { FastifyPluginAsync } from 'fastify';
import * as membersCalls from '#contract/calls/members';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberAccountOf } from '../../http/session';
import {
  memberDetails,
  toMemberCard,
  toMemberDetails,
  updatePreferences,
  updateProfile,
} from '../../services/members';

/** Always the session's member and card, never an id sent in. */
export function memberRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, membersCalls.getMemberDetails),
      handler: async (request) => {
        const { member, card } = memberAccountOf(request);
        return toMemberDetails(member, card.cardNumber);
      },
    });

    app.route({
      ...contractRoute(context, membersCalls.getMemberCard),
      handler: async (request) => toMemberCard(memberAccountOf(request).card),
    });

    app.route({
      ...contractRoute(context, membersCalls.updateMemberDetails),
      handler: async (request) => {
        const { member } = memberAccountOf(request);
        await updateProfile(context, { member, body: request.body, now: clock() });
        request.log.info(
          { event: 'profile.update', memberId: member.id, section: request.body.section },
          'profile section saved',
        );
        return memberDetails(context, member.id);
      },
    });

    app.route({
      ...contractRoute(context, membersCalls.updatePreferences),
      handler: async (request) => {
        const { member } = memberAccountOf(request);
        await updatePreferences(context, {
          memberId: member.id,
          preferences: request.body,
          now: clock(),
        });
        return memberDetails(context, member.id);
      },
    });
  };
}
