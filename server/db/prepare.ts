import path from 'node:path';
import type { AppConfig } from '../config';
import { createPasscodeHasher } from '../services/passcode-hasher';
import { openDatabase, type DatabaseHandle } from './client';
import { isEmpty, seed } from './seed/index';

/** Opens the configured database, applies migrations and seeds it when it is empty. */
export async function prepareDatabase(
  config: AppConfig,
  onConnectionError?: (error: Error) => void,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    ...(onConnectionError ? { onConnectionError } : {}),
  });
  await database.migrate();
  const empty = await isEmpty(database.db);
  if (empty) await seed(database.db, { hasher: createPasscodeHasher(config.passcodePepper) });
  return { database, seeded: empty };
}
