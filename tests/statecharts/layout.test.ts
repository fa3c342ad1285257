import { describe, expect, it } from 'vitest';
import {
  fitsPage,
  layoutCandidates,
  loadMachines,
  readLayouts,
  wrapLine,
} from '../../scripts/statecharts';

describe('wrapLine', () => {
  it('keeps a line that fits, and every line when the width is 0', () => {
    expect(wrapLine('form.submit [canSave]', 32)).toEqual(['form.submit [canSave]']);
    expect(wrapLine('requestCode error [isResendLater] / resetCaptcha', 0)).toEqual([
      'requestCode error [isResendLater] / resetCaptcha',
    ]);
  });

  it('breaks before the guard, the actions and a note in parentheses, filling each line', () => {
    expect(wrapLine('requestCode error [isResendLater] / resetCaptcha', 32)).toEqual([
      'requestCode error',
      '[isResendLater] / resetCaptcha',
    ]);
    expect(wrapLine('resetPasscode error [else] / clearSecrets, resetCaptcha', 32)).toEqual([
      'resetPasscode error [else]',
      '/ clearSecrets, resetCaptcha',
    ]);
    expect(wrapLine('after max(expiresInSeconds - 300, 30) * 1000 ms (refreshLead)', 40)).toEqual([
      'after max(expiresInSeconds - 300, 30) * 1000 ms',
      '(refreshLead)',
    ]);
  });

  it('never breaks inside brackets, and keeps a piece longer than the width whole', () => {
    expect(wrapLine('form.submit [not (isLocked or isBusy)] / save', 20)).toEqual([
      'form.submit',
      '[not (isLocked or isBusy)]',
      '/ save',
    ]);
    expect(wrapLine('form.submit [hasCurrentPasscode and isNewPasscodeAcceptable]', 24)).toEqual([
      'form.submit',
      '[hasCurrentPasscode and isNewPasscodeAcceptable]',
    ]);
  });
});

describe('fitsPage', () => {
  it('takes no overlap, nothing wider than 1600 px, and a wide picture up to 3:1', () => {
    expect(fitsPage({ width: 1500, height: 600, overlaps: [] })).toBe(true);
    expect(fitsPage({ width: 1500, height: 600, overlaps: ['a over b'] })).toBe(false);
    expect(fitsPage({ width: 1700, height: 1200, overlaps: [] })).toBe(false);
    expect(fitsPage({ width: 1500, height: 400, overlaps: [] })).toBe(false);
    // Narrower than a page's column, it shows at its own size whatever its shape.
    expect(fitsPage({ width: 900, height: 190, overlaps: [] })).toBe(true);
  });
});

/** docs/statecharts/layouts.json is written by npm run statecharts, one layout per machine. */
it('layouts.json holds one of its candidate layouts for every machine, and nothing else', async () => {
  const machines = await loadMachines();
  const layouts = readLayouts();
  const problems: string[] = [];
  for (const { machine } of machines) {
    const layout = layouts[machine.id];
    if (!layout) problems.push(`no layout: ${machine.id}`);
    else if (!layoutCandidates(machine).some((candidate) => isEqual(candidate, layout))) {
      problems.push(`not a candidate: ${machine.id} ${JSON.stringify(layout)}`);
    }
  }
  const ids = new Set(machines.map(({ machine }) => machine.id));
  for (const id of Object.keys(layouts)) if (!ids.has(id)) problems.push(`no machine: ${id}`);
  expect(
    problems,
    `docs/statecharts/layouts.json does not match the machines; run npm run statecharts.\n${problems.join('\n')}`,
  ).toEqual([]);
});

const isEqual = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
