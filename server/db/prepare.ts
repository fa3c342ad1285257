import path from 'node:path';
import type { AppConfig } from '../config';
import { createPasscodeHasher } from '../adapters/passcode-hasher';
import { openDatabase, type DatabaseHandle } from './client';
import { isEmpty, seed } from './seed/index';

export const PRODUCTION_SEED_REFUSAL =
  'refuses to run with NODE_ENV=production: the demo members share a published demo passcode, and their numbers could belong to real subscribers. Production databases are migrated only (npm run db:migrate).';

/** Never in production: anyone could sign in as a demo member with the published passcode. */
export async function migrateAndSeed(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'env' | 'passcodePepper'>,
): Promise<boolean> {
  // Several processes starting at once on one database: one migrates (and seeds) at a time; the
  // others then find the work done.
  const prepared = await database.exclusively('migration', 'wait', async () => {
    await database.migrate();
    if (config.env === 'production') return false;
    const empty = await isEmpty(database.db);
    if (empty) await seed(database.db, { hasher: createPasscodeHasher(config.passcodePepper) });
    return empty;
  });
  return prepared.ran && prepared.value;
}

export async function prepareDatabase(
  config: AppConfig,
  onConnectionError?: (error: Error) => void,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    owner: { command: 'the portal', port: config.port },
    ...(onConnectionError ? { onConnectionError } : {}),
  });
  return { database, seeded: await migrateAndSeed(database, config) };
}
