import path from 'node:path';
import { loadConfig } from '../config';
import { createPasscodeHasher } from '../adapters/passcode-hasher';
import { openDatabase } from './client';
import { describeFailure } from './failure';
import { PRODUCTION_SEED_REFUSAL } from './prepare';
import { seed, truncateAll } from './seed/index';

/** npm run db:migrate | db:seed | db:reset */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
    throw new Error('Usage: npm run db:migrate | db:seed | db:reset');
  }
  // Checked before the configuration is read or the database opened: nothing is touched.
  if (command !== 'migrate' && process.env.NODE_ENV === 'production') {
    throw new Error(`db:${command} ${PRODUCTION_SEED_REFUSAL}`);
  }
  const config = loadConfig();
  const dataDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir,
    owner: { command: `npm run db:${command}` },
    // A reset discards the data anyway: a folder that cannot be opened is made anew.
    ...(command === 'reset'
      ? {
          recreateUnopenable: (cause: string) => {
            console.log(
              `reset: the data folder ${String(dataDir)} could not be opened (${cause}): recreated`,
            );
          },
        }
      : {}),
  });
  try {
    await database.exclusively('migration', 'wait', async () => {
      await database.migrate();
      if (command === 'reset') await truncateAll(database.db);
      if (command !== 'migrate')
        await seed(database.db, { hasher: createPasscodeHasher(config.passcodePepper) });
    });
    console.log(`${command}: done (${database.kind}${dataDir ? ` in ${dataDir}` : ''})`);
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
