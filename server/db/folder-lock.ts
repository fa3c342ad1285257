import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/**
 * PGlite's data folder is one process's for its life (docs/operations.md, "The data folder"): a
 * second process opening it would write under the first one's cache and break the folder. The
 * owner leaves `<folder>.lock` beside it with its PID and port, read for staleness as PostgreSQL
 * reads `postmaster.pid`: a lock whose process has gone is taken over.
 */

export interface FolderOwner {
  /** What holds it, as an operator would name it: "the portal", "npm run db:seed". */
  command: string;
  /** The port the portal listens on, when it is the portal. */
  port?: number | undefined;
}

const LockSchema = v.object({
  pid: v.pipe(v.number(), v.integer(), v.minValue(1)),
  port: v.nullable(v.number()),
  command: v.string(),
});
type Lock = v.InferOutput<typeof LockSchema>;

export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
}

/** Folders this process holds: a second open here would break the folder as surely. */
const held = new Set<string>();

export const lockFileOf = (folder: string) => `${path.resolve(folder)}.lock`;

function readLock(file: string): Lock | undefined {
  try {
    const parsed = v.safeParse(LockSchema, JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock from a process that has gone. Its PID equal to ours or our parent's means it was left
 * before a restart that reused the number (a container's PID 1), as PostgreSQL reasons too.
 */
function stale(lock: Lock | undefined): boolean {
  if (!lock) return true;
  if (lock.pid === process.pid || lock.pid === process.ppid) return true;
  return !running(lock.pid);
}

function refusal(folder: string, lock: Lock): string {
  const by =
    lock.port === null
      ? `${lock.command} (PID ${String(lock.pid)})`
      : `${lock.command} (PID ${String(lock.pid)}) on port ${String(lock.port)}`;
  const remedy =
    lock.port === null
      ? 'let it finish first, or set DATABASE_URL'
      : `stop the portal on port ${String(lock.port)} first, or set DATABASE_URL`;
  return `The data folder ${folder} is in use by ${by}: ${remedy} to use PostgreSQL. Nothing was changed.`;
}

/**
 * Takes `folder` for this process, creating the folders above it, or throws FolderInUseError
 * naming its owner. The answer lets it go; the process's exit lets it go too.
 */
export function holdFolder(folder: string, owner: FolderOwner): () => void {
  const resolved = path.resolve(folder);
  if (held.has(resolved)) {
    throw new FolderInUseError(`The data folder ${resolved} is already open in this process.`);
  }
  mkdirSync(path.dirname(resolved), { recursive: true });
  const file = lockFileOf(resolved);
  const mine: Lock = { pid: process.pid, port: owner.port ?? null, command: owner.command };
  // Written whole under another name, then linked into place: linking fails if the lock exists,
  // so no reader ever sees a half-written lock and two processes cannot both take it.
  const draft = `${file}.${String(process.pid)}`;
  writeFileSync(draft, JSON.stringify(mine), { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const lock = readLock(file);
        if (attempt > 0 || !stale(lock)) {
          throw new FolderInUseError(
            lock ? refusal(resolved, lock) : `The lock ${file} could not be taken.`,
          );
        }
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.add(resolved);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(resolved)) return;
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
