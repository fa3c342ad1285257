import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { manilaDay } from '#server/shared/manila';
import type { TemplateKind } from './database-templates';

/** In-memory PGlite, or a new database on TEST_DATABASE_URL's server (dropped again on close). */
export interface TestDatabaseOptions {
  statementTimeoutMs?: number;
  /** Where the app's pool connects (a proxy in front of the test database, to cut it). */
  connectThrough?: (url: URL) => URL;
  template?: TemplateKind;
  /** The seeded template's day in Manila: the day of the server's clock (today if left out). */
  day?: string;
}

const dumps = new Map<string, Promise<Buffer>>();

/** PGlite: the dump file; PostgreSQL: the database name. */
function templateName(kind: TemplateKind, day: string): string {
  const templates = inject('databaseTemplates');
  if (kind === 'migrated') return templates.migrated;
  const name = templates.seeded[day];
  if (!name) throw new Error(`no seeded template for ${day}: the run began before the day before`);
  return name;
}

function pgliteDump(file: string): Promise<Buffer> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file);
    dumps.set(file, dump);
  }
  return dump;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template =
    options.template && templateName(options.template, options.day ?? manilaDay(new Date()));
  if (!adminUrl) {
    if (!template) return openDatabase({});
    const dump = await pgliteDump(template);
    return openDatabase({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  }

  const name = `gr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
      // Without `force`: a forced drop would race a pool connection still saying goodbye (57P01).
      await cleanup.query(`drop database if exists ${name}`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A new, empty database on TEST_DATABASE_URL's server, for server processes to migrate. */
export async function emptyPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name}`) };
}
