import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticPaths } from './static';

const dir = mkdtempSync(path.join(tmpdir(), 'gr-static-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('staticPaths', () => {
  it('lists every file the static server answers, and not what the server itself writes', () => {
    for (const file of [
      'index.html',
      'busy.css',
      'assets/index-1a2b.js',
      'robots.txt',
      '.vite/manifest.json',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'x');
    }
    expect([...staticPaths(dir)].sort()).toEqual([
      '/assets/index-1a2b.js',
      '/busy.css',
      '/index.html',
    ]);
    expect(staticPaths(path.join(dir, 'missing')).size).toBe(0);
  });
});
