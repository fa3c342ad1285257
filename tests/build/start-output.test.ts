import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * What a newcomer's first `npm start` prints. scripts/start.mjs runs in
 * a copy of the project's layout whose Vite writes a thousand lines, as the real one lists every
 * file it builds, and whose compiled server says one line and stops: the start's own words are
 * what is counted, in a data folder that does not exist yet.
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixture = mkdtempSync(path.join(tmpdir(), 'gr-start-'));
afterAll(() => {
  rmSync(fixture, { recursive: true, force: true });
});

const VITE_LINES = 1000;
const fakeVite = `
import { mkdirSync, writeFileSync } from 'node:fs';
const ssr = process.argv.includes('--ssr');
for (let i = 0; i < ${String(VITE_LINES / 2)}; i += 1) console.log('dist/assets/chunk-' + i + '.js  1.2 kB');
const out = ssr ? 'dist-ssr' : 'dist';
mkdirSync(out, { recursive: true });
writeFileSync(out + (ssr ? '/entry-server.js' : '/index.html'), '');
`;

function layFixture(): void {
  mkdirSync(path.join(fixture, 'scripts'));
  for (const file of ['start.mjs', 'build-server.mjs'])
    copyFileSync(path.join(root, 'scripts', file), path.join(fixture, 'scripts', file));
  mkdirSync(path.join(fixture, 'node_modules', 'vite', 'bin'), { recursive: true });
  writeFileSync(path.join(fixture, 'node_modules', 'vite', 'bin', 'vite.js'), fakeVite);
  symlinkSync(
    path.join(root, 'node_modules', 'esbuild'),
    path.join(fixture, 'node_modules', 'esbuild'),
  );
  // The compiled server, newer than its (absent) sources: start.mjs runs it as it is.
  mkdirSync(path.join(fixture, 'dist-server'));
  writeFileSync(
    path.join(fixture, 'dist-server', 'index.js'),
    "console.log('Go Rewards portal listening on http://localhost:3000');\n",
  );
}

describe('the first npm start', () => {
  layFixture();
  const dataDir = path.join(fixture, 'not', 'made', 'yet');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const started = spawnSync(process.execPath, [path.join(fixture, 'scripts', 'start.mjs')], {
    cwd: fixture,
    env,
    encoding: 'utf8',
  });
  const lines = `${started.stdout}${started.stderr}`.split('\n').filter((line) => line !== '');

  it('says what it does in at most 15 lines, with Vite’s listing in a log', () => {
    expect(started.status).toBe(0);
    expect(lines.length).toBeLessThanOrEqual(15);
    expect(lines.some((line) => line.includes('chunk-'))).toBe(false);
    expect(lines.find((line) => line.startsWith('Built the app'))).toMatch(
      /^Built the app into dist\/ and dist-ssr\/ in \d+ s \(Vite's output: .*build\.log\)\.$/,
    );
    const log = readFileSync(path.join(dataDir, 'build.log'), 'utf8');
    expect(log.split('\n').filter((line) => line.includes('chunk-'))).toHaveLength(VITE_LINES);
    expect(lines.at(-1)).toBe('Go Rewards portal listening on http://localhost:3000');
  });

  it('names the Node.js version and the data folder first, and makes the folder', () => {
    expect(lines[0]).toBe(
      `Go Rewards portal, Node.js ${process.version}; database: embedded PGlite in ${path.join(dataDir, 'pglite')}`,
    );
    expect(existsSync(dataDir)).toBe(true);
  });

  it('the README’s "Run it" names the Node.js versions package.json allows', () => {
    const engines = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        engines: { node: string };
      }
    ).engines.node;
    expect(engines).toBe('^22.13.0 || >=24.0.0');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const start = readme.indexOf('## Run it');
    const runIt = readme.slice(start, readme.indexOf('\n## ', start + 1));
    expect(runIt).toContain('Node.js 22.13 or newer in the 22 line, or 24 or newer');
  });
});
