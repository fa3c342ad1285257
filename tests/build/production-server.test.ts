import { builtinModules } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const outdir = mkdtempSync(path.join(tmpdir(), 'gr-server-build-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// The browser tests (scripts/e2e.mjs, playwright.config.ts) run this compiled server.
describe('production runs JavaScript', () => {
  it('compiles the server and its database CLI, migrations beside them, importing only runtime dependencies', async () => {
    const metafile = await buildServer(outdir);
    expect(existsSync(path.join(outdir, 'index.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'cli.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'migrations', 'meta', '_journal.json'))).toBe(true);

    const external = new Set(
      Object.values(metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((imported) => imported.external)
        .map((imported) => imported.path)
        .filter((specifier) => !specifier.startsWith('node:'))
        .filter((specifier) => !builtinModules.includes(specifier))
        .map(packageOf),
    );
    expect(external.size).toBeGreaterThan(5);
    const notRuntime = [...external].filter((name) => !(name in pkg.dependencies));
    expect(notRuntime).toEqual([]);
  });

  it('is what npm start runs, with tsx only a development tool', () => {
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
    const start = readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8');
    expect(start).toContain('serverEntry');
    expect(start).not.toContain('tsx');
    expect(pkg.scripts.serve).toContain('dist-server/index.js');
    expect(pkg.dependencies).not.toHaveProperty('tsx');
    expect(pkg.devDependencies).toHaveProperty('tsx');
  });
});
