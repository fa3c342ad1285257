import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { TEST_PEPPER } from './test-pepper';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What the process wrote to stderr (a failed start says why). */
  errors: () => string;
}

/**
 * The server as `npm start` runs it (server/index.ts through tsx, or `entry`), in test mode unless
 * `env` says otherwise: the dev endpoints (captcha, outbox, clock, housekeeping) answer, and the
 * process moves its own clock.
 */
export async function spawnServer(
  env: Record<string, string>,
  entry: string[] = ['--import', 'tsx', path.join(root, 'server/index.ts')],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PASSCODE_PEPPER: TEST_PEPPER,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return { origin: `http://127.0.0.1:${String(port)}`, child, errors: () => stderr };
}

/**
 * Resolves when /readyz answers 200 (database reachable, migrations applied); rejects when the
 * process exits first or after `timeoutMs`.
 */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${String(server.child.exitCode)}: ${server.errors()}`);
    }
    const ready = await fetch(`${server.origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready after ${String(timeoutMs)} ms: ${server.errors()}`);
}

/** SIGTERM, as an orchestrator stops it: the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) =>
    server.child.once('exit', (code) => resolve(code)),
  );
  server.child.kill('SIGTERM');
  return exited;
}
