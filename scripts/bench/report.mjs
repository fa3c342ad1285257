// Writes one benchmark's figures into docs/performance.md between its own markers, so each bench
// (bundle, lighthouse, api) can run alone and leave the others' last figures in place.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const reportFile = path.join(root, 'docs', 'performance.md');

export function machineLine() {
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const gib = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, ${gib} GiB, Node ${process.version}.`;
}

export function writeSection(name, markdown) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(reportFile, next);
}

export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
