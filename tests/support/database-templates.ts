import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { seed } from '#server/db/seed/index';
import { createPasscodeHasher } from '#server/adapters/passcode-hasher';
import { manilaDay, nextManilaDayStart, secondsUntilManilaMidnight } from '#server/shared/manila';
import { TEST_PEPPER } from './test-pepper';

/**
 * Migrates (and seeds) one template per kind once per run, so each file copies it instead of paying
 * initdb, migrations and Argon2 hashes again (about 5 s a file idle, 15 s busy).
 */
export type TemplateKind = 'migrated' | 'seeded';

/**
 * The seed dates its content from its day in Manila (promos running today, ending today), so a
 * seeded template is made for each day a run may see: a file that starts after Manila's midnight
 * copies the next day's, and its server's today matches the rows it reads.
 */
export interface DatabaseTemplates {
  migrated: string;
  seeded: Record<string, string>;
}

/** Longer than the hard limit of a CI run. */
const RUN_SPAN_SECONDS = 2 * 60 * 60;

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: dump file of each template; PostgreSQL: database name of each template. */
    databaseTemplates: DatabaseTemplates;
  }
}

interface Template {
  key: string;
  /** The seed's clock; none for the migrated template. */
  seededAt?: Date;
}

function templatesOfRun(start: Date): Template[] {
  const today = manilaDay(start);
  const templates: Template[] = [{ key: 'migrated' }, { key: today, seededAt: start }];
  if (secondsUntilManilaMidnight(start) < RUN_SPAN_SECONDS) {
    const tomorrow = nextManilaDayStart(today);
    templates.push({ key: manilaDay(tomorrow), seededAt: tomorrow });
  }
  return templates;
}

async function prepare(handle: DatabaseHandle, template: Template): Promise<void> {
  await handle.migrate();
  if (template.seededAt)
    await seed(handle.db, {
      hasher: createPasscodeHasher(Buffer.from(TEST_PEPPER)),
      now: template.seededAt,
    });
}

function collect(templates: Template[], names: string[]): DatabaseTemplates {
  const result: DatabaseTemplates = { migrated: '', seeded: {} };
  for (const [index, template] of templates.entries()) {
    const name = names[index] ?? '';
    if (template.seededAt) result.seeded[template.key] = name;
    else result.migrated = name;
  }
  return result;
}

async function pgliteTemplates(folder: string, start: Date): Promise<DatabaseTemplates> {
  const templates = templatesOfRun(start);
  const files: string[] = [];
  for (const template of templates) {
    const handle = await openDatabase({});
    await prepare(handle, template);
    if (!handle.dumpDataDir) throw new Error('PGlite handle without dumpDataDir');
    const dump = await handle.dumpDataDir();
    const file = path.join(folder, `${template.key}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    files.push(file);
  }
  return collect(templates, files);
}

async function postgresTemplates(adminUrl: string, start: Date): Promise<DatabaseTemplates> {
  const templates = templatesOfRun(start);
  const names: string[] = [];
  const suffix = randomBytes(4).toString('hex');
  for (const template of templates) {
    const name = `gr_template_${template.key.replaceAll('-', '_')}_${suffix}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    await prepare(handle, template);
    await handle.close();
    names.push(name);
  }
  return collect(templates, names);
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
  const start = new Date();
  if (adminUrl) {
    const names = await postgresTemplates(adminUrl, start);
    project.provide('databaseTemplates', names);
    return async () => {
      for (const name of [names.migrated, ...Object.values(names.seeded)])
        await adminQuery(adminUrl, `drop database if exists ${name}`);
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'gr-templates-'));
  project.provide('databaseTemplates', await pgliteTemplates(folder, start));
  return () => rm(folder, { recursive: true, force: true });
}
