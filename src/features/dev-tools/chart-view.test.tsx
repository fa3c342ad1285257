import { readdirSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { loginMachine } from '#machines/login/login.machine';
import { oneTimeCodeMachine } from '#machines/one-time-code/one-time-code.machine';
import { ChartView } from './chart-view';
import { statesOf } from './chart-test-kit';
import { loadMachines } from './machine-catalog';
import { activePaths, formatValue, toChart } from './statechart-model';

const box = (container: HTMLElement, path: string) => {
  const found = container.querySelector<HTMLElement>(`[data-state="${path}"]`);
  if (!found) throw new Error(`no box for ${path}`);
  return found;
};

describe('the chart view', () => {
  it('draws every state of a parallel machine as nested boxes and marks the current ones', () => {
    const { container } = render(
      <ChartView
        chart={toChart(oneTimeCodeMachine)}
        active={activePaths({ active: { entry: 'verifying', timer: 'running' } })}
      />,
    );
    const paths = statesOf(container, '[data-state]');
    expect(paths).toEqual([
      '(root)',
      'active',
      'active.entry',
      'active.entry.editing',
      'active.entry.verifying',
      'active.timer',
      'active.timer.running',
      'active.timer.expired',
      'active.timer.resending',
      'verified',
      'exhausted',
    ]);

    // Nesting: a compound state's box holds its children's boxes.
    expect(box(container, 'active.entry')).toContainElement(
      box(container, 'active.entry.verifying'),
    );
    expect(box(container, 'active')).toContainElement(box(container, 'active.timer.running'));

    // The current states, and only they, carry aria-current.
    const current = statesOf(container, '[aria-current="true"]');
    expect(current).toEqual([
      'active',
      'active.entry',
      'active.entry.verifying',
      'active.timer',
      'active.timer.running',
    ]);

    // Parallel regions side by side, finals double-bordered (their type), initial states marked.
    expect(box(container, 'active').querySelector('[data-regions="true"]')).not.toBeNull();
    expect(box(container, 'verified').dataset.type).toBe('final');
    expect(box(container, 'exhausted').dataset.type).toBe('final');
    const initial = [...container.querySelectorAll('[data-initial="true"]')].map(
      (marker) => marker.closest<HTMLElement>('[data-state]')?.dataset.state,
    );
    expect(initial).toEqual(['active', 'active.entry.editing', 'active.timer.running']);

    // Outgoing transitions, invoked actors and run-time delays are listed on their state.
    const verifying = within(box(container, 'active.entry.verifying'));
    expect(verifying.getByText('verifyCode', { selector: 'code' })).toBeInTheDocument();
    expect(box(container, 'active.entry.verifying')).toHaveTextContent(
      'error: verifyCode [isFifthFailure] → exhausted',
    );
    expect(box(container, 'active.timer.running')).toHaveTextContent(
      'after otpLifetime (set at run time) → expired',
    );
  });

  it('lists guarded events, invoked actors and fixed delays', () => {
    const { container } = render(
      <ChartView chart={toChart(loginMachine)} active={activePaths('enteringMobile')} />,
    );
    expect(box(container, 'enteringMobile')).toHaveAttribute('aria-current', 'true');
    expect(box(container, 'signingIn')).not.toHaveAttribute('aria-current');
    expect(box(container, 'enteringMobile')).toHaveTextContent(
      'form.submit [isMobileValid] → checkingStatus',
    );
    expect(box(container, 'checkingStatus')).toHaveTextContent('invokes checkStatus');
    expect(box(container, 'checkingStatus')).toHaveTextContent(
      'done: checkStatus [needsReset] → forceReset',
    );
    expect(box(container, 'signedIn').dataset.type).toBe('final');
    expect(screen.getByLabelText('machine login')).toBeInTheDocument();

    render(<ChartView chart={toChart(carouselMachine)} active={new Set()} />);
    expect(screen.getByLabelText('state playing')).toHaveTextContent(
      'after 6 s (slideInterval) → playing (re-enter)',
    );
  });

  it('reads a state value as paths and as one line', () => {
    expect([...activePaths({ a: { b: 'c', d: 'e' } })]).toEqual([
      'a',
      'a.b',
      'a.b.c',
      'a.d',
      'a.d.e',
    ]);
    expect(formatValue({ a: { b: 'c', d: 'e' } })).toBe('a.b.c, a.d.e');
    expect(formatValue('idle')).toBe('idle');
    expect(activePaths(null).size).toBe(0);
  });
});

describe('the machine list', () => {
  it('holds every machine in machines/, once, by id', async () => {
    const machines = await loadMachines();
    const ids = machines.map((machine) => machine.id);
    // Counted from the folder itself, so a new machine cannot be missed by the glob unnoticed.
    const files = readdirSync('machines', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /^[^/]+\/[^/]+\.machine\.ts$/.test(file),
    );
    expect(files.length).toBeGreaterThanOrEqual(21);
    expect(ids).toHaveLength(files.length);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a.localeCompare(b)));
    expect(ids).toEqual(
      expect.arrayContaining(['login', 'forgotPasscode', 'oneTimeCode', 'session']),
    );
  });
});
