import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import type { TemplateKind } from './database-templates';

/**
 * A database of its own for one test: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Empty, or a copy of
 * the run's migrated or seeded template (tests/support/database-templates.ts).
 */
export interface TestDatabaseOptions {
  statementTimeoutMs?: number;
  /** Where the app's pool connects (a proxy in front of the test database, to cut it). */
  connectThrough?: (url: URL) => URL;
  /** Start as a copy of this template instead of empty. */
  template?: TemplateKind;
}

const dumps = new Map<TemplateKind, Promise<Buffer>>();

function pgliteDump(kind: TemplateKind): Promise<Buffer> {
  let dump = dumps.get(kind);
  if (!dump) {
    dump = readFile(inject('databaseTemplates')[kind]);
    dumps.set(kind, dump);
  }
  return dump;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (!options.template) return openDatabase({});
    const dump = await pgliteDump(options.template);
    return openDatabase({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  }

  const name = `gr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = options.template
    ? ` template ${inject('databaseTemplates')[options.template]}`
    : '';
  await admin.query(`create database ${name}${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    url: (options.connectThrough?.(new URL(url)) ?? url).toString(),
    ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // Without `force`: every connection of the app's pool is closed by now, and a forced drop
      // would race a connection still saying goodbye (its 57P01 surfaces as an uncaught error).
      await cleanup.query(`drop database if exists ${name}`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
