import path from 'node:path';
import { loadConfig } from './config';
import { runClaimsCommand } from './services/claims-command';
import { openDatabase } from './db/client';
import { describeFailure } from './db/failure';

/**
 * npm run claims -- list | review | credit | decline (docs/decisions/0067-missing-points-claims.md).
 * On PGlite the data folder is the running portal's: stop `npm start` first (the folder's lock says
 * so); on PostgreSQL it runs beside the portal.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const dataDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir,
    owner: { command: 'npm run claims' },
  });
  try {
    return await runClaimsCommand(args, {
      db: database.db,
      now: () => new Date(),
      print: (line) => {
        console.log(line);
      },
    });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(describeFailure(error));
    process.exitCode = 1;
  },
);
