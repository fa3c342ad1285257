import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { seed } from '#server/db/seed/index';
import { createPasscodeHasher } from '#server/adapters/passcode-hasher';
import { TEST_PEPPER } from './test-pepper';

/**
 * Migrates (and seeds) one template per kind once per run, so each file copies it instead of paying
 * initdb, migrations and Argon2 hashes again (about 5 s a file idle, 15 s busy).
 */
export type TemplateKind = 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: dump file of each template; PostgreSQL: database name of each template. */
    databaseTemplates: Record<TemplateKind, string>;
  }
}

async function prepare(handle: DatabaseHandle, kind: TemplateKind): Promise<void> {
  await handle.migrate();
  if (kind === 'seeded')
    await seed(handle.db, { hasher: createPasscodeHasher(Buffer.from(TEST_PEPPER)) });
}

async function pgliteTemplates(folder: string): Promise<Record<TemplateKind, string>> {
  const files = {} as Record<TemplateKind, string>;
  for (const kind of ['migrated', 'seeded'] as const) {
    const handle = await openDatabase({});
    await prepare(handle, kind);
    if (!handle.dumpDataDir) throw new Error('PGlite handle without dumpDataDir');
    const dump = await handle.dumpDataDir();
    files[kind] = path.join(folder, `${kind}.tar`);
    await writeFile(files[kind], Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  return files;
}

async function postgresTemplates(adminUrl: string): Promise<Record<TemplateKind, string>> {
  const names = {} as Record<TemplateKind, string>;
  const suffix = randomBytes(4).toString('hex');
  for (const kind of ['migrated', 'seeded'] as const) {
    names[kind] = `gr_template_${kind}_${suffix}`;
    await adminQuery(adminUrl, `create database ${names[kind]}`);
    const url = new URL(adminUrl);
    url.pathname = `/${names[kind]}`;
    const handle = await openDatabase({ url: url.toString() });
    await prepare(handle, kind);
    await handle.close();
  }
  return names;
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const names = await postgresTemplates(adminUrl);
    project.provide('databaseTemplates', names);
    return async () => {
      for (const name of Object.values(names))
        await adminQuery(adminUrl, `drop database if exists ${name}`);
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'gr-templates-'));
  project.provide('databaseTemplates', await pgliteTemplates(folder));
  return () => rm(folder, { recursive: true, force: true });
}
