import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { describeFailure } from './db/failure';
import { prepareDatabase } from './db/prepare';
import { startDevelopmentProvider } from './dev-provider-start';

async function main() {
  const loaded = loadConfig();
  let reportConnectionError = (error: Error) => {
    console.warn(`database connection lost: ${error.message}`);
  };
  const [providers, { database, seeded }] = await Promise.all([
    startDevelopmentProvider(loaded),
    prepareDatabase(loaded, (error) => {
      reportConnectionError(error);
    }),
  ]);
  const { config } = providers;
  let clockOffsetMs = 0;
  const app = await buildApp({
    config,
    database,
    housekeeping: true,
    processMetrics: true,
    ...(config.env === 'test'
      ? {
          clock: () => new Date(Date.now() + clockOffsetMs),
          clockControl: {
            advance: (milliseconds: number) => {
              clockOffsetMs += milliseconds;
            },
          },
        }
      : {}),
  });
  reportConnectionError = (error) => {
    app.log.warn({ err: error }, 'database connection lost; the pool will open a new one');
  };
  if (seeded) app.log.info('seeded an empty database with the demo data');
  else if (config.env === 'production') app.log.info('production: migrated only, no demo data');
  app.addHook('onClose', providers.close);
  if (providers.devIssuer) {
    app.log.info(`development sign-in provider on ${providers.devIssuer} (never in production)`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Keep-alive connections outlive their last answer by Fastify's 72 s keep-alive timeout:
    // each one is closed as soon as its request in flight is answered.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  app.log.info(`Go Rewards portal on ${address} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
