import { describe, expect, it } from 'vitest';
import { and, assign, createActor, type InspectionEvent, setup } from 'xstate';
import { version } from '../../node_modules/xstate/package.json';
import { instrumentGuards } from './support/guards';
import { CoverageRecorder } from './support/model';

/**
 * The path harness (tests/model/support) reads XState internals that no public API gives: the
 * transitions of each microstep (`_transitions`), a snapshot's state nodes (`_nodes`), a state
 * node's `transitions` and `always`, the `@xstate.actor` inspection event before the first
 * snapshot, and the `check` protocol of guards. xstate is pinned to an exact version for that
 * reason; these tests say which internal moved if an upgrade changes one.
 */
const HINT =
  'XState internals read by tests/model/support changed; update model.ts and guards.ts for the new version';

const machine = setup({
  guards: {
    isReady: ({ context }: { context: { ready: boolean } }) => context.ready,
    isTrue: () => true,
  },
}).createMachine({
  id: 'probe',
  context: { ready: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ready.set': { actions: assign({ ready: true }) },
        go: [
          { guard: and(['isReady', 'isTrue']), target: 'done' },
          { guard: ({ context }) => !context.ready, target: 'idle', reenter: true },
        ],
      },
    },
    done: { type: 'final' },
  },
});

describe(`the XState internals the model harness reads (xstate ${version})`, () => {
  it('is the exact version package.json pins', async () => {
    const pkg = (await import('../../package.json')).default as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies.xstate, 'xstate must stay pinned to an exact version').toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    expect(version, HINT).toBe(pkg.dependencies.xstate);
  });

  it('announces an actor with its logic before its first microstep, and names each transition', () => {
    const seen: InspectionEvent[] = [];
    const actor = createActor(machine, { inspect: (event) => seen.push(event) });
    actor.start();
    actor.send({ type: 'go' });
    const first = seen.find((event) => event.actorRef === actor);
    expect(first?.type, HINT).toBe('@xstate.actor');
    expect((first?.actorRef as { logic?: unknown } | undefined)?.logic, HINT).toBe(machine);
    const step = seen.find(
      (event): event is Extract<InspectionEvent, { type: '@xstate.microstep' }> =>
        event.type === '@xstate.microstep',
    );
    expect(step?._transitions, HINT).toHaveLength(1);
    const transition = step?._transitions[0];
    expect(transition?.source.id, HINT).toBe('probe.idle');
    expect(transition?.eventType, HINT).toBe('go');
    expect(transition?.source.transitions.get('go')?.indexOf(transition), HINT).toBe(1);
    expect(
      (step?.snapshot as { _nodes?: { id: string }[] })._nodes?.map((node) => node.id),
      HINT,
    ).toEqual(['probe', 'probe.idle']);
  });

  it('lets a wrapped guard report each outcome and still decide as the original', () => {
    const outcomes: string[] = [];
    const copy = machine.provide({});
    instrumentGuards(copy, (transition, outcome) => {
      outcomes.push(`${transition.source.id} ${String(transition.eventType)} ${String(outcome)}`);
    });
    const actor = createActor(copy).start();
    actor.send({ type: 'go' });
    expect(actor.getSnapshot().value, HINT).toBe('idle');
    actor.send({ type: 'ready.set' });
    actor.send({ type: 'go' });
    expect(actor.getSnapshot().status, HINT).toBe('done');
    expect(outcomes, HINT).toEqual([
      'probe.idle go false',
      'probe.idle go true',
      'probe.idle go true',
    ]);
  });

  it('counts states, transitions and guard outcomes from a running actor', () => {
    const recorder = new CoverageRecorder(machine);
    recorder.recording = true;
    const actor = createActor(machine.provide({}), { inspect: recorder.inspector() });
    actor.start();
    recorder.noteSnapshot(actor.getSnapshot());
    actor.send({ type: 'go' });
    actor.send({ type: 'ready.set' });
    actor.send({ type: 'go' });
    const report = recorder.report();
    expect(report.states, HINT).toMatchObject({ covered: 2, total: 2 });
    expect(report.transitions, HINT).toMatchObject({ covered: 3, total: 3 });
    expect(report.guards.missing, HINT).toEqual(['probe.idle|go|1 [inline] false']);
  });
});
