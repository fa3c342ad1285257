import type { FastifyPluginAsync } from 'fastify';
import * as dataExportCalls from '#contract/calls/data-export';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberAccountOf } from '../../http/session';
import { memberDataExport } from '../../services/data-export';
import { manilaDay } from '../../shared/manila';

/** The session's member's own data, as a file to keep. */
export function dataExportRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, dataExportCalls.exportMemberData),
      handler: async (request, reply) => {
        const { member, card } = memberAccountOf(request);
        const now = clock();
        request.log.info({ event: 'member.data_export', memberId: member.id }, 'data exported');
        void reply.header(
          'content-disposition',
          `attachment; filename="go-rewards-my-data-${manilaDay(now)}.json"`,
        );
        return memberDataExport(context, { member, card, now });
      },
    });
  };
}
