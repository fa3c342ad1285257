import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oneTimeCodeMachine } from '#machines/one-time-code/one-time-code.machine';
import { InspectionStore } from '#src/lib/inspection';
import { ChartPicture } from './chart-picture';
import { renderLoginCharts, statesOf } from './chart-test-kit';
import { activePaths } from './statechart-model';

const marked = (container: HTMLElement) => statesOf(container, 'svg [data-active="true"]');

describe('the chart picture', () => {
  it('is the committed SVG of docs/statecharts with the live state marked', async () => {
    const store = new InspectionStore();
    store.add({
      actorId: 'x:1',
      machineId: 'login',
      value: 'checkingStatus',
      status: 'active',
      event: 'form.submit',
      at: 1_700_000_000_000,
      tab: 'tab-b',
    });
    const { container } = renderLoginCharts(store);
    await waitFor(() => expect(marked(container)).toEqual(['checkingStatus']));
    const svg = container.querySelector('svg[data-machine="login"]');
    expect(svg).toHaveAttribute('aria-label', 'login statechart');
    // The same labels as the page: actions that matter on the edge (a layout may wrap the label
    // before the slash), no inline CSS.
    expect(svg?.textContent).toMatch(/mobile\.edit ?\/ clearPasscode/);
    expect(svg?.querySelector('style, [style]')).toBeNull();
  });

  it('marks every current state of a parallel machine, and follows a change', async () => {
    const { container, rerender } = render(
      <ChartPicture
        machineId="oneTimeCode"
        active={activePaths({ active: { entry: 'verifying', timer: 'running' } })}
      />,
    );
    await waitFor(() =>
      expect(marked(container)).toEqual(
        expect.arrayContaining(['active.entry.verifying', 'active.timer.running']),
      ),
    );
    expect(marked(container)).not.toContain('active.entry.editing');
    rerender(<ChartPicture machineId={oneTimeCodeMachine.id} active={activePaths('verified')} />);
    await waitFor(() => expect(marked(container)).toEqual(['verified']));
  });
});
