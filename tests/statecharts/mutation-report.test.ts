import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  check,
  keptExplanations,
  type Mutant,
  type MutationReport,
  readResults,
  renderDoc,
  scores,
  staleness,
} from '../../scripts/mutation';

const source = [
  'const machine = setup({ guards: { hasTriesLeft: ({ context }) => context.tries > 0 } })',
  "  .createMachine({ id: 'login', initial: 'idle', states: { idle: {} } });",
].join('\n');
/** 1-based columns of a text on a line of the source, as Stryker's report gives them. */
function at(line: number, text: string): [number, number] {
  const start = (source.split('\n')[line - 1] ?? '').indexOf(text) + 1;
  return [start, start + text.length];
}
const [idStart, idEnd] = at(2, "'login'");
const [guardStart, guardEnd] = at(1, 'context.tries > 0');

const mutant = (
  status: Mutant['status'],
  line: number,
  start: number,
  end: number,
  replacement: string,
  mutatorName = 'StringLiteral',
): Mutant => ({
  id: `${String(line)}-${String(start)}-${status}`,
  mutatorName,
  replacement,
  status,
  location: { start: { line, column: start }, end: { line, column: end } },
});

function report(loginStatuses: Mutant['status'][]): MutationReport {
  return {
    files: {
      'machines/login/login.machine.ts': {
        source,
        mutants: [
          ...loginStatuses.map((status, index) =>
            mutant(status, 2, idStart, idEnd, `"x${String(index)}"`),
          ),
          mutant('Survived', 1, guardStart, guardEnd, 'context.tries >= 0', 'EqualityOperator'),
        ],
      },
      'machines/carousel/carousel.machine.ts': {
        source,
        mutants: [
          mutant('Killed', 2, idStart, idEnd, '""'),
          mutant('CompileError', 2, idStart, idEnd, '""'),
        ],
      },
      'machines/shared/code-request.ts': {
        source,
        mutants: [
          mutant('Killed', 2, idStart, idEnd, '""'),
          mutant('Survived', 2, idStart, idEnd, '"y"'),
        ],
      },
      'src/features/auth/flows.ts': {
        source,
        mutants: [mutant('NoCoverage', 2, idStart, idEnd, '""')],
      },
    },
  };
}

describe('the mutation report', () => {
  it('scores each file as Stryker does, machines by name, errors left out', () => {
    const rows = scores(report(['Killed', 'Timeout', 'Survived', 'NoCoverage', 'RuntimeError']));
    expect(rows.map((row) => [row.name, row.kind, row.threshold, row.score])).toEqual([
      ['auth/flows.ts', 'binding', null, 0],
      ['carousel', 'machine', 80, 100],
      ['login', 'machine', 90, 40],
      ['shared/code-request.ts', 'part', null, 50],
    ]);
  });

  it('reports the parts machines are built from in their own table, ungated', () => {
    const page = renderDoc(report(['Killed']));
    const parts = page.slice(page.indexOf('## Parts'), page.indexOf('## Bindings'));
    expect(parts).toContain(
      '| shared/code-request.ts | [machines/shared/code-request.ts](../../machines/shared/code-request.ts) | 50.0 % | — | 1 | 0 | 1 | 0 | 0 |',
    );
    expect(check(report(['Killed'])).lines.join('\n')).not.toContain('code-request');
  });

  it('gates the flow machines at 90 % and the others at 80 %', () => {
    const nine = Array.from({ length: 9 }, (): Mutant['status'] => 'Killed');
    // 9 killed of 10 counted mutants (the guard's survivor is the tenth): 90 %.
    expect(check(report(nine)).passed).toBe(false); // the other six flow machines are missing
    const lines = check(report(nine)).lines.join('\n');
    expect(lines).toMatch(/login\s+90\.0 %\s+90 %\s+ok/);
    expect(lines).toMatch(/carousel\s+100\.0 %\s+80 %\s+ok/);
    expect(lines).toMatch(/session\s+not in the report: BELOW/);
    expect(check(report([...nine.slice(1), 'Survived'])).lines.join('\n')).toMatch(
      /login\s+80\.0 %\s+90 %\s+BELOW/,
    );
  });

  it('lists survivors with the original text and keeps what people wrote about them', () => {
    const first = renderDoc(report(['Killed']));
    expect(first).toContain(
      '| [machines/login/login.machine.ts:1](../../machines/login/login.machine.ts#L1) | survived | EqualityOperator | `context.tries > 0` | `context.tries >= 0` |  |',
    );
    expect(first).toContain('| no coverage | StringLiteral | `\'login\'` | `""` |  |');
    const explained = first.replace(
      '`context.tries >= 0` |  |',
      '`context.tries >= 0` | equivalent: tries is never 0 here |',
    );
    expect([...keptExplanations(explained).values()]).toEqual([
      'equivalent: tries is never 0 here',
    ]);
    // Written again after the line moved: the explanation follows the mutant.
    const moved = report(['Killed']);
    const login = moved.files['machines/login/login.machine.ts'];
    if (!login) throw new Error('no login file');
    login.source = `// a new first line\n${source}`;
    login.mutants = login.mutants.map((m) => ({
      ...m,
      location: {
        start: { ...m.location.start, line: m.location.start.line + 1 },
        end: { ...m.location.end, line: m.location.end.line + 1 },
      },
    }));
    const again = renderDoc(moved, explained);
    expect(again).toContain('login.machine.ts:2](');
    expect(again).toContain('| equivalent: tries is never 0 here |');
    expect(renderDoc(moved, explained)).toBe(again);
  });

  it('keeps apart the explanations of two alike mutants on different lines', () => {
    const twice: MutationReport = {
      files: {
        'machines/login/login.machine.ts': {
          source: `${source}\n${source}`,
          mutants: [
            mutant('Survived', 2, idStart, idEnd, '""'),
            mutant('Survived', 4, idStart, idEnd, '""'),
          ],
        },
      },
    };
    const first = renderDoc(twice);
    const explained = first
      .replace(
        'login.machine.ts#L2) | survived | StringLiteral | `\'login\'` | `""` |  |',
        'login.machine.ts#L2) | survived | StringLiteral | `\'login\'` | `""` | equivalent: the first |',
      )
      .replace(
        'login.machine.ts#L4) | survived | StringLiteral | `\'login\'` | `""` |  |',
        'login.machine.ts#L4) | survived | StringLiteral | `\'login\'` | `""` | killed by the second |',
      );
    expect(explained).not.toBe(first);
    const again = renderDoc(twice, explained);
    expect(again).toContain(
      '#L2) | survived | StringLiteral | `\'login\'` | `""` | equivalent: the first |',
    );
    expect(again).toContain(
      '#L4) | survived | StringLiteral | `\'login\'` | `""` | killed by the second |',
    );
  });

  it('names the files a committed report no longer describes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mutation-'));
    try {
      for (const folder of ['login', 'carousel', 'session']) {
        mkdirSync(path.join(root, 'machines', folder), { recursive: true });
      }
      writeFileSync(path.join(root, 'machines/login/login.machine.ts'), source);
      writeFileSync(path.join(root, 'machines/carousel/carousel.machine.ts'), `${source}\n`);
      writeFileSync(path.join(root, 'machines/session/session.machine.ts'), source);
      expect(staleness(report(['Killed']), root)).toEqual([
        'changed since the run: machines/carousel/carousel.machine.ts',
        'gone: machines/shared/code-request.ts',
        'gone: src/features/auth/flows.ts',
        'not in the report: machines/session/session.machine.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
  it('takes a change of comments that keeps every line where it was as the same code', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mutation-'));
    const commented = (comment: string) => `// ${comment}\n${source}`;
    const reported: MutationReport = {
      files: { 'machines/login/login.machine.ts': { source: commented('the login'), mutants: [] } },
    };
    const write = (text: string) => {
      writeFileSync(path.join(root, 'machines/login/login.machine.ts'), text);
      return staleness(reported, root);
    };
    try {
      mkdirSync(path.join(root, 'machines/login'), { recursive: true });
      expect(write(commented('docs/specification.md#sign-in'))).toEqual([]);
      expect(write(`/** the login */\n${source}`)).toEqual([]);
      const changed = ['changed since the run: machines/login/login.machine.ts'];
      // A line more moves every mutant the report places below it.
      expect(write(`// the\n// login\n${source}`)).toEqual(changed);
      expect(
        write(commented('the login').replace('context.tries > 0', 'context.tries > 1')),
      ).toEqual(changed);
      expect(write(commented('the login').replace("'login'", "'log in'"))).toEqual(changed);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the committed results', () => {
  it('are read as one report, one machine per file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mutation-results-'));
    try {
      expect(() => readResults(dir)).toThrow(/No results in/);
      const { files } = report(['Killed']);
      const login = files['machines/login/login.machine.ts'];
      const carousel = files['machines/carousel/carousel.machine.ts'];
      if (!login || !carousel) throw new Error('no sample files');
      writeFileSync(
        path.join(dir, 'login.json'),
        JSON.stringify({ files: { 'machines/login/login.machine.ts': login } }),
      );
      writeFileSync(
        path.join(dir, 'carousel.json'),
        JSON.stringify({ files: { 'machines/carousel/carousel.machine.ts': carousel } }),
      );
      writeFileSync(path.join(dir, 'notes.txt'), 'not a result');
      expect(scores(readResults(dir)).map((row) => [row.name, row.score])).toEqual([
        ['carousel', 100],
        ['login', 50],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
