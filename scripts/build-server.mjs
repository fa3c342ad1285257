// The server, compiled for production: server/index.ts and the database CLI bundled by esbuild
// into dist-server/ (packages stay in node_modules), the SQL migrations copied beside them.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverOut = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOut, 'index.js');

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverIsStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return ['server', 'package-lock.json', 'scripts/build-server.mjs'].some(
    (source) => newestMtime(path.join(root, source)) > built,
  );
}

export async function buildServer(outdir = serverOut) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'server/index.ts',
      cli: 'server/db/cli.ts',
      claims: 'server/claims-cli.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  return result.metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !serverIsStale()) process.exit(0);
  await buildServer();
  console.log(`server compiled to ${path.relative(root, serverOut)}/`);
}
