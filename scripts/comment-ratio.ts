/**
 * Share of non-blank lines holding only comment, per top folder (a trailing comment counts as code,
 * as in cloc): `npx tsx scripts/comment-ratio.ts [folder…]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'server', 'machines', 'tests', 'scripts'];
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const GENERATED = /\.gen\.[jt]s$/;

export interface Count {
  lines: number;
  comments: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return CODE.test(entry.name) && !GENERATED.test(entry.name) ? [full] : [];
  });
}

/** Every comment sits in the trivia before exactly one token; the scanner reads both. */
export function countLines(file: string, text: string): Count {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const code = new Set<number>();
  const comment = new Set<number>();
  const mark = (lines: Set<number>, start: number, end: number) => {
    for (let line = lineOf(start); line <= lineOf(Math.max(start, end - 1)); line++)
      lines.add(line);
  };
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? [])
      mark(comment, range.pos, range.end);
    const start = node.getStart(source);
    if (node.end > start) mark(code, start, node.end);
  };
  visit(source);
  const lines = text.split('\n');
  const nonBlank = lines.filter((line) => line.trim() !== '').length;
  const comments = [...comment].filter((line) => !code.has(line) && lines[line]?.trim()).length;
  return { lines: nonBlank, comments };
}

export function countFolder(folder: string): Count & { files: number } {
  const files = sourceFiles(path.join(ROOT, folder));
  const total = { files: files.length, lines: 0, comments: 0 };
  for (const file of files) {
    const { lines, comments } = countLines(file, readFileSync(file, 'utf8'));
    total.lines += lines;
    total.comments += comments;
  }
  return total;
}

const percent = (count: Count) =>
  `${(count.lines ? (100 * count.comments) / count.lines : 0).toFixed(1)} %`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : FOLDERS;
  const all = { files: 0, lines: 0, comments: 0 };
  console.log('folder          files    lines  comment lines  share');
  const row = (name: string, count: Count & { files: number }) =>
    console.log(
      `${name.padEnd(14)}${String(count.files).padStart(7)}${String(count.lines).padStart(9)}` +
        `${String(count.comments).padStart(15)}${percent(count).padStart(8)}`,
    );
  for (const folder of folders) {
    const count = countFolder(folder);
    row(folder, count);
    all.files += count.files;
    all.lines += count.lines;
    all.comments += count.comments;
  }
  row('total', all);
}
