import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { devEndpoints, testEndpoints } from '#contract/endpoints';
import { runHousekeeping } from '../services/housekeeping';
import type { AppContext } from '../context';
import { createDevCaptcha } from '../services/blocks/dev-captcha';
import { outbox } from '../db/schema';
import { contractRoute, type ValibotTypeProvider } from '../http/contract-route';
import { normalizeMobile } from '../services/blocks/phone';

const OUTBOX_LIMIT = 100;

function recipientFilter(to: string): SQL {
  if (to.includes('@')) return sql`lower(${outbox.to}) = ${to.toLowerCase()}`;
  return eq(outbox.to, normalizeMobile('PH', to) ?? to);
}

export function devRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock } = context;
  const devCaptcha = createDevCaptcha(db, clock);
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.route({
      ...contractRoute(context, devEndpoints.getOutbox),
      handler: async (request) => {
        const filters: SQL[] = [];
        if (request.query.to) filters.push(recipientFilter(request.query.to));
        const rows = await db
          .select()
          .from(outbox)
          .where(and(...filters))
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(OUTBOX_LIMIT);
        return rows.map((row) => ({
          to: row.to,
          channel: row.channel,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        }));
      },
    });

    app.route({
      ...contractRoute(context, devEndpoints.getDevCaptcha),
      handler: async () => ({ token: await devCaptcha.issue() }),
    });

    const overloadControl = context.overloadControl;
    if (overloadControl) {
      app.route({
        ...contractRoute(context, testEndpoints.simulateOverload),
        handler: async (request) => {
          const { cause, seconds } = request.body;
          const until = overloadControl.saturate(cause, seconds * 1000);
          request.log.warn({ cause, seconds }, 'test: requests shed as overloaded');
          return { until: until.toISOString() };
        },
      });
    }

    const clockControl = context.clockControl;
    if (clockControl) {
      app.route({
        ...contractRoute(context, testEndpoints.advanceClock),
        handler: async (request) => {
          clockControl.advance(request.body.seconds * 1000);
          request.log.warn({ seconds: request.body.seconds }, 'test clock moved forward');
          return { now: clock().toISOString() };
        },
      });
      app.route({
        ...contractRoute(context, testEndpoints.runHousekeeping),
        handler: async () => {
          const result = await runHousekeeping(context);
          context.metrics.housekeeping(result);
          return result;
        },
      });
    }
  };
}
