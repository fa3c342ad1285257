// npm start: build the app and compile the server when their sources are newer than the builds,
// then run the compiled server, which applies migrations and seeds an empty database before it
// listens.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
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

const seconds = (since) => `${String(Math.round((performance.now() - since) / 1000))} s`;
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
console.log(
  `Go Rewards portal, Node.js ${process.version}; database: ${
    process.env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${path.join(dataDir, 'pglite')}`
  }`,
);

const appIsStale =
  !existsSync(built) ||
  !existsSync(renderer) ||
  appSources.some((source) => newestMtime(path.join(root, source)) > statSync(built).mtimeMs);
if (appIsStale) {
  const started = performance.now();
  console.log('Building the app for the browser and for the server’s renderer (about 20 s)…');
  // The app for the browser, then the same app as the server's renderer (docs/decisions/0054).
  // Vite's listing of every file it writes goes to a log, shown whole only if the build fails.
  mkdirSync(dataDir, { recursive: true });
  const log = path.join(dataDir, 'build.log');
  writeFileSync(log, '');
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    appendFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`);
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      console.error(`The build failed (its output: ${log}).`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(
    `Built the app into dist/ and dist-ssr/ in ${seconds(started)} (Vite's output: ${log}).`,
  );
}
if (serverIsStale()) {
  const started = performance.now();
  await buildServer();
  console.log(`Compiled the server into dist-server/ in ${seconds(started)}.`);
}
console.log('Starting the server: it migrates the database and seeds it if it is empty…');

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
