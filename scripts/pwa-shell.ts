import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (`build.manifest`) read here. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

const ENTRIES = ['index.html', 'offline-card.html'];

/** The files an entry loads before it runs: itself, its static imports and their style sheets. */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of ENTRIES) visit(entry);
  return files;
}

/**
 * A Workbox manifest transform (decision 0058): of the scripts, only the shell's and the offline
 * card page's (with the one style sheet) are downloaded when the worker installs (about a third of them by
 * size); a route's chunks are kept the first time the route is used.
 */
export function precacheTheShellOnly(entries: PrecacheEntry[]): {
  manifest: PrecacheEntry[];
  warnings: string[];
} {
  const file = path.resolve('dist/.vite/manifest.json');
  if (!existsSync(file)) return { manifest: entries, warnings: ['no build manifest: all kept'] };
  const shell = shellFiles(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
  return {
    manifest: entries.filter(
      (entry) =>
        !entry.url.startsWith('assets/') || entry.url.endsWith('.css') || shell.has(entry.url),
    ),
    warnings: [],
  };
}
