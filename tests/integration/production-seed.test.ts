import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { migrateAndSeed } from '#server/db/prepare';
import { members, pages } from '#server/db/schema';
import { TEST_PEPPER } from '../support/test-app';
import { openTestDatabase, testDatabaseKind } from '../support/test-database';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-prod-seed-'));
let database: DatabaseHandle | undefined;

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function count(table: typeof members | typeof pages): Promise<number> {
  if (!database) throw new Error('no database');
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? -1;
}

/** The database commands as an operator runs them (npm run db:seed / db:reset). */
function runCli(command: string) {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', command], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    // A complete production environment, so only the refusal can stop the command.
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PASSCODE_PEPPER: TEST_PEPPER,
      HCAPTCHA_SITEKEY: 'sitekey-for-the-test',
      HCAPTCHA_SECRET: 'secret-for-the-test',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_ORIGIN: 'https://rewards.example.ph',
    },
  });
}

describe(`demo data never reaches production (${testDatabaseKind})`, () => {
  it('the start of a production server on an empty database migrates it and seeds nothing', async () => {
    database = await openTestDatabase();
    const seeded = await migrateAndSeed(database, {
      env: 'production',
      passcodePepper: Buffer.from(TEST_PEPPER),
    });
    expect(seeded).toBe(false);
    // Migrated: the tables exist (a count would throw otherwise) ...
    expect(await count(pages)).toBe(0);
    // ... and no demo member with the published passcode can sign in.
    expect(await count(members)).toBe(0);
  });

  it.each(['seed', 'reset'])(
    'db:%s refuses to run with NODE_ENV=production, says why, and opens no database',
    (command) => {
      const result = runCli(command);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`db:${command} refuses to run with NODE_ENV=production`);
      expect(result.stdout).not.toContain('done');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
    60_000,
  );
});
