import { describe, expect, it } from 'vitest';
import { coverageMarkdown, coverageRows } from '../../scripts/model-coverage';

const figures = (covered: number, total: number, missing: string[] = []) => ({
  covered,
  total,
  missing,
});
const machines = [
  { id: 'carousel', states: 5, transitions: 21 },
  { id: 'login', states: 7, transitions: 22 },
];

describe('the model-path coverage report', () => {
  it('has a row per suite, and passes when every suite took everything', () => {
    const rows = coverageRows(machines, [
      {
        suite: 'card-carousel',
        machine: 'carousel',
        states: figures(5, 5),
        transitions: figures(21, 21),
        guards: figures(0, 0),
      },
      {
        suite: 'carousel',
        machine: 'carousel',
        states: figures(5, 5),
        transitions: figures(21, 21),
        guards: figures(0, 0),
      },
      {
        suite: 'login',
        machine: 'login',
        states: figures(7, 7),
        transitions: figures(22, 22),
        guards: figures(25, 25),
      },
    ]);
    expect(
      rows.map((row) => [row.machine, row.suite, row.states, row.transitions, row.guards, row.ok]),
    ).toEqual([
      ['carousel', 'card-carousel', '5/5', '21/21', '0/0', true],
      ['carousel', 'carousel', '5/5', '21/21', '0/0', true],
      ['login', 'login', '7/7', '22/22', '25/25', true],
    ]);
  });

  it('fails a machine without a suite and a suite below 100%, and names what was not taken', () => {
    const suites = [
      {
        suite: 'carousel',
        machine: 'carousel',
        states: figures(5, 5),
        transitions: figures(20, 21, ['carousel.playing|carousel.next|0']),
        guards: figures(0, 0),
      },
    ];
    const rows = coverageRows(machines, suites);
    expect(rows.filter((row) => !row.ok).map((row) => [row.machine, row.suite])).toEqual([
      ['carousel', 'carousel'],
      ['login', null],
    ]);
    const page = coverageMarkdown(rows, suites);
    expect(page).toContain('| [login](login.md) | none | 0/7 | 0/22 | – | **not full** |');
    expect(page).toContain('`carousel.playing|carousel.next|0`');
  });

  it('fails a suite that missed one outcome of a guard, and names it', () => {
    const suites = [
      {
        suite: 'login',
        machine: 'login',
        states: figures(7, 7),
        transitions: figures(22, 22),
        guards: figures(24, 25, ['login.enteringMobile|form.submit|0 [isMobileValid] false']),
      },
    ];
    const rows = coverageRows(machines, suites);
    expect(rows.find((row) => row.suite === 'login')).toMatchObject({ guards: '24/25', ok: false });
    expect(coverageMarkdown(rows, suites)).toContain(
      '`login.enteringMobile|form.submit|0 [isMobileValid] false`',
    );
  });
});
