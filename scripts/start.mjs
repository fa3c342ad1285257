// npm start: build the app and compile the server when their sources are newer than the builds,
// then run the compiled server, which applies migrations and seeds an empty database before it
// listens.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, newestMtime, serverEntry, serverIsStale } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');
const renderer = path.join(root, 'dist-ssr', 'entry-server.js');
const appSources = [
  'src',
  'public',
  'machines',
  'server/contract',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

const appIsStale =
  !existsSync(built) ||
  !existsSync(renderer) ||
  appSources.some((source) => newestMtime(path.join(root, source)) > statSync(built).mtimeMs);
if (appIsStale) {
  console.log('Building the app…');
  // The app for the browser, then the same app as the server's renderer (docs/decisions/0054).
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
if (serverIsStale()) {
  console.log('Compiling the server…');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
