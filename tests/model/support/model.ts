import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor as waitForElement } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createEmptyActor,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';

/**
 * Model-based paths from the real machines (DECISIONS.md, Stack: xstate/graph). The machine is
 * traversed with the environment's events given explicitly (each invoked actor's done and error
 * outcomes with representative outputs, each timer's `xstate.after.*` event, and the member's
 * events with sample values). Shortest paths reach every state; one more path is added for every
 * transition no path has taken yet. Each path is then run against the rendered view, and the
 * transitions the running actor really takes are recorded for the coverage check.
 */
/** An event of a model: a member's event with its sample value, or the environment's answer. */
export interface ModelEvent extends EventObject {
  [key: string]: unknown;
}

export interface ModelStep {
  event: ModelEvent;
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  description: string;
  steps: ModelStep[];
}

/** xstate/graph's adjacency map, in the model's general shapes. */
type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }>;
  }
>;

export interface ModelOptions {
  machine: AnyStateMachine;
  input?: unknown;
  /** Events to try in every state; those a state does not take are ignored. */
  events: (snapshot: AnyMachineSnapshot) => ModelEvent[];
  /** What makes two snapshots the same state for the model (value and the context that matters). */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

const eventKey = (event: { type: string }) => JSON.stringify(event);

function describePath(steps: ModelStep[]): string {
  const events = steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
  return events.length ? events.join(' → ') : '(initial state)';
}

export function planPaths(options: ModelOptions): ModelPath[] {
  const { machine, serializeState } = options;
  const traversal = {
    events: options.events,
    serializeState,
    ...(options.input !== undefined ? { input: options.input } : {}),
  };
  // xstate/graph types its answers with `any`; the model works with the general shapes.
  const shortest = getShortestPaths(machine, traversal) as unknown as {
    state: AnyMachineSnapshot;
    steps: ModelStep[];
  }[];
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Adjacency;
  const toState = new Map<string, ModelStep[]>();
  for (const path of shortest) toState.set(serializeState(path.state), path.steps);

  // One path to each state value (the shortest), then one for each transition still untaken.
  const taken = new Set<string>();
  const take = (steps: ModelStep[]) => {
    for (let i = 1; i < steps.length; i += 1) {
      const from = steps[i - 1];
      const step = steps[i];
      if (!from || !step) continue;
      for (const key of takenTransitions(machine, from.state, step.event)) taken.add(key);
    }
  };
  const paths: ModelStep[][] = [];
  const values = new Set<string>();
  for (const steps of [...toState.values()].sort((a, b) => a.length - b.length)) {
    const last = steps[steps.length - 1];
    const value = JSON.stringify(last?.state.value);
    if (values.has(value)) continue;
    values.add(value);
    paths.push(steps);
    take(steps);
  }

  const edges = Object.entries(adjacency).flatMap(([from, { state, transitions }]) =>
    Object.values(transitions).map((edge) => ({
      from,
      source: state,
      event: edge.event,
      next: edge.state,
    })),
  );
  const depth = (from: string) => toState.get(from)?.length ?? Infinity;
  edges.sort((a, b) => depth(a.from) - depth(b.from));
  for (const edge of edges) {
    const transitions = takenTransitions(machine, edge.source, edge.event);
    if (transitions.length === 0 || transitions.every((key) => taken.has(key))) continue;
    const head = toState.get(edge.from);
    if (!head) continue;
    const steps = [...head, { event: edge.event, state: edge.next }];
    take(steps);
    paths.push(steps);
  }

  // A path that is the start of a longer one proves nothing the longer one does not.
  const signature = (steps: ModelStep[]) => steps.map((step) => eventKey(step.event)).join('>');
  const signatures = paths.map(signature);
  return paths
    .filter((_, index) => {
      const mine = signatures[index] ?? '';
      return !signatures.some(
        (other, j) => j !== index && other.length > mine.length && other.startsWith(`${mine}>`),
      );
    })
    .map((steps) => ({ description: describePath(steps), steps }));
}

/**
 * Every transition a step takes, eventless ones included: the step runs on an actor scope that
 * hears XState's microstep inspection events (each names its transitions) and runs no effects.
 */
function takenTransitions(
  machine: AnyStateMachine,
  from: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  const keys: string[] = [];
  const empty = createEmptyActor();
  const system = Object.create(empty.system) as typeof empty.system & {
    _sendInspectionEvent: (event: InspectionEvent) => void;
  };
  system._sendInspectionEvent = (inspection) => {
    if (inspection.type === '@xstate.microstep')
      keys.push(...inspection._transitions.map(transitionKey));
  };
  const scope = {
    self: empty,
    logger: () => undefined,
    id: '',
    sessionId: 'model',
    defer: () => undefined,
    system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  };
  machine.transition(from, event, scope as unknown as Parameters<typeof machine.transition>[2]);
  return keys;
}

/** A stable name for a transition definition, the same across `.provide()` copies. */
function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const eventType = String(transition.eventType);
  const always = source.always as AnyTransitionDefinition[] | undefined;
  const list = eventType === '' ? (always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType || '(always)'}|${String(list.indexOf(transition))}`;
}

export interface Coverage {
  /** The machine's id, for the report in docs/statecharts/coverage.md. */
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** Records which states and transitions of one machine the running actors really took. */
export class CoverageRecorder {
  private readonly seenStates = new Set<string>();
  private readonly seenTransitions = new Set<string>();
  private readonly allStates: string[];
  private readonly allTransitions: string[];
  private readonly machineId: string;

  constructor(machine: AnyStateMachine) {
    this.machineId = machine.id;
    const nodes = [machine.root, ...getStateNodes(machine.root)];
    this.allStates = nodes.filter((node) => node !== machine.root).map((node) => node.id);
    this.allTransitions = nodes.flatMap((node) =>
      [...node.transitions.values(), node.always ?? []].flat().map(transitionKey),
    );
  }

  /**
   * An inspection callback for `createActor(..., { inspect })` of the machine under test, or of a
   * parent whose child `childId` is the machine under test.
   */
  inspector(childId?: string) {
    return (event: InspectionEvent) => {
      if (event.type !== '@xstate.microstep') return;
      const isRoot = event.actorRef.sessionId === event.rootId;
      const id = (event.actorRef as { id?: string }).id;
      if (childId === undefined ? !isRoot : id !== childId) return;
      const snapshot = event.snapshot as { _nodes?: { id: string }[] };
      for (const node of snapshot._nodes ?? []) this.seenStates.add(node.id);
      for (const transition of event._transitions) {
        this.seenTransitions.add(transitionKey(transition));
        // A transient state (left at once by `always`) is never a snapshot of its own.
        this.seenStates.add(transition.source.id);
      }
    };
  }

  /** The initial state's nodes are entered without a microstep. */
  noteSnapshot(snapshot: { _nodes?: { id: string }[] }) {
    for (const node of snapshot._nodes ?? []) this.seenStates.add(node.id);
  }

  report(): Coverage {
    const missingStates = this.allStates.filter((id) => !this.seenStates.has(id));
    const missingTransitions = this.allTransitions.filter((key) => !this.seenTransitions.has(key));
    return {
      machine: this.machineId,
      states: {
        covered: this.allStates.length - missingStates.length,
        total: this.allStates.length,
        missing: missingStates,
      },
      transitions: {
        covered: this.allTransitions.length - missingTransitions.length,
        total: this.allTransitions.length,
        missing: missingTransitions,
      },
    };
  }
}

/** Waits until the actor the view drives reaches the state the path expects. */
export async function expectState(
  current: () => AnyMachineSnapshot,
  expected: AnyMachineSnapshot,
  serializeState: (snapshot: AnyMachineSnapshot) => string,
): Promise<void> {
  const want = serializeState(expected);
  await waitForElement(
    () => {
      const got = serializeState(current());
      if (got !== want)
        throw new Error(`expected state ${want}, but the view's actor is in ${got}`);
    },
    { timeout: 3000 },
  );
}

/**
 * Fails unless the paths run through the view took every state and transition of the machine,
 * and leaves the figures in test-results/model-coverage/ for the coverage report.
 */
export function expectFullCoverage(name: string, recorder: CoverageRecorder): void {
  const report = recorder.report();
  const dir = path.join(process.cwd(), 'test-results', 'model-coverage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `model coverage ${name}: states ${String(report.states.covered)}/${String(report.states.total)}, transitions ${String(report.transitions.covered)}/${String(report.transitions.total)}`,
  );
  expect(report.states.missing, `${name}: states never reached through the view`).toEqual([]);
  expect(report.transitions.missing, `${name}: transitions never taken through the view`).toEqual(
    [],
  );
}

export interface PathRun {
  /** The actor the view drives (the machine under test). */
  actor: { getSnapshot: () => AnyMachineSnapshot; stop: () => void };
  /** The rendered view. */
  view: { unmount: () => void };
  /** Makes `event` happen the way a member or the environment would. */
  perform: (event: ModelEvent) => Promise<void>;
  /** DOM assertions for the state the actor is in. */
  verify: (snapshot: AnyMachineSnapshot) => void | Promise<void>;
  /** Checks once the path is over (outputs, calls made). */
  finish?: (snapshot: AnyMachineSnapshot) => void | Promise<void>;
}

export interface ModelSuite {
  /** The machine's name in reports. */
  name: string;
  machine: AnyStateMachine;
  /** One model per input (a machine that starts differently is traversed once per start). */
  inputs: unknown[];
  events: (snapshot: AnyMachineSnapshot) => ModelEvent[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** Renders the view with a fresh actor whose inspection goes to `inspect`. */
  start: (input: unknown, inspect: (event: InspectionEvent) => void) => PathRun | Promise<PathRun>;
}

/** Declares one test per planned path, and the full-coverage check after them. */
export function defineModelSuite(suite: ModelSuite) {
  const recorder = new CoverageRecorder(suite.machine);
  suite.inputs.forEach((input, index) => {
    const paths = planPaths({
      machine: suite.machine,
      input,
      events: suite.events,
      serializeState: suite.serializeState,
    });
    describe(`${suite.name} paths against the view (start ${String(index + 1)})`, () => {
      for (const path of paths) {
        it(path.description, async () => {
          const run = await suite.start(input, recorder.inspector());
          const snapshot = () => run.actor.getSnapshot();
          try {
            recorder.noteSnapshot(snapshot());
            for (const [step, { event, state }] of path.steps.entries()) {
              if (step > 0) await run.perform(event);
              await expectState(snapshot, state, suite.serializeState);
              recorder.noteSnapshot(snapshot());
              await run.verify(snapshot());
            }
            await run.finish?.(snapshot());
          } finally {
            run.view.unmount();
            run.actor.stop();
          }
        });
      }
    });
  });
  afterAll(() => {
    expectFullCoverage(suite.name, recorder);
  });
}
