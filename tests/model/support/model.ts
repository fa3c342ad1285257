import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor as waitForElement } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createEmptyActor,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { instrumentGuards, transitionsOf } from './guards';

/**
 * Model-based paths from the real machines (docs/specification.md#stack: xstate/graph): shortest paths to
 * every state plus one per untaken transition, each run against the rendered view.
 */
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

type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }>;
  }
>;

/**
 * The specification's side of a path, kept by the test and never read from the machine. States
 * that differ in `boundary` get a path each (two wrong passcodes, then the third).
 */
export interface World<W> {
  initial: (input: unknown) => W;
  next: (world: W, event: ModelEvent) => W;
  events?: (snapshot: AnyMachineSnapshot, world: W) => ModelEvent[];
  /** The counts that make a path worth its own test (e.g. `wrong passcodes: 2`). */
  boundary?: (world: W) => string;
  /** After an event a guard refused: unchanged unless the suite plans a path for that refusal. */
  refused?: (world: W, event: ModelEvent) => W;
  /** A step the app takes at once by itself: no path ends before it or checks the state before. */
  atOnce?: (world: W) => ModelEvent | undefined;
  /** Tells states apart for planning, like `boundary`, without asking for paths of its own. */
  memory?: (world: W) => string;
}

export type WorldSnapshot<W = unknown> = AnyMachineSnapshot & {
  world: W;
  /** The event the machine refused although the world took it (a divergence to run). */
  refusedByMachine?: string;
};

export interface ModelOptions<W = unknown> {
  machine: AnyStateMachine;
  input?: unknown;
  events: (snapshot: AnyMachineSnapshot) => ModelEvent[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  world?: World<W>;
}

const NO_WORLD: World<null> = { initial: () => null, next: () => null };

function withWorld<W>(machine: AnyStateMachine, world: World<W>) {
  type Scope = Parameters<typeof machine.transition>[2];
  return {
    getInitialSnapshot: (scope: Scope, input: unknown): WorldSnapshot<W> => ({
      ...(machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot),
      world: world.initial(input),
    }),
    transition: (snapshot: WorldSnapshot<W>, event: ModelEvent, scope: Scope): WorldSnapshot<W> => {
      if (takenTransitions(machine, snapshot, event).length === 0) {
        if (!world.refused) return snapshot;
        const after = world.refused(snapshot.world, event);
        // The specification takes what the machine refused: a state of its own, so a path fails.
        const diverged = JSON.stringify(after) !== JSON.stringify(snapshot.world);
        return { ...snapshot, world: after, ...(diverged ? { refusedByMachine: event.type } : {}) };
      }
      const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      return { ...next, world: world.next(snapshot.world, event) };
    },
  };
}

const eventKey = (event: { type: string }) => JSON.stringify(event);

function shown(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string')
    return value.length > 24 ? `"${value.slice(0, 23)}…"` : `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '{…}';
}

/** With the payload that tells paths apart: `… (ACCOUNT_LOCKED)`, `mobile.change ("0917")`. */
export function describeEvent(event: ModelEvent): string {
  const { type } = event;
  if (type.startsWith('xstate.error.actor.')) {
    const key = (event.error as { errorKey?: unknown } | undefined)?.errorKey;
    return `${type} (${typeof key === 'string' ? key : shown(event.error)})`;
  }
  if (type.startsWith('xstate.done.actor.')) {
    const output = event.output as Record<string, unknown> | null | undefined;
    if (output === null || output === undefined || typeof output !== 'object')
      return output === undefined ? type : `${type} (${shown(output)})`;
    const answer = ['status', 'next', 'result', 'errorKey']
      .map((field) => output[field])
      .filter((value): value is string => typeof value === 'string');
    const flags = Object.entries(output)
      .filter(([, value]) => value === true)
      .map(([field]) => field);
    // A flag (`resetRequired`) qualifies an answer; a record without one (a member) is `other`.
    const parts = answer.length > 0 ? [...answer, ...flags] : [];
    return parts.length > 0
      ? `${type} (${parts.join(', ')})`
      : `${type} (${Object.keys(output).length === 0 ? 'empty' : 'other'})`;
  }
  const payload = Object.entries(event).filter(([field]) => field !== 'type');
  return payload.length > 0
    ? `${type} (${payload.map(([, value]) => shown(value)).join(', ')})`
    : type;
}

function describePath(steps: ModelStep[]): string {
  const events = steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  return events.length ? events.map(describeEvent).join(' → ') : '(initial state)';
}

export function planPaths<W>(options: ModelOptions<W>): ModelPath[] {
  const { machine } = options;
  const world = (options.world ?? NO_WORLD) as World<unknown>;
  const boundary = world.boundary ?? (() => '');
  const memory = world.memory ?? (() => '');
  // The boundary, not all of the world, tells states apart, or the state space would explode.
  const refusal = (snapshot: AnyMachineSnapshot) =>
    (snapshot as WorldSnapshot).refusedByMachine ?? '';
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    `${options.serializeState(snapshot)}|${boundary((snapshot as WorldSnapshot).world)}|${refusal(snapshot)}|${memory((snapshot as WorldSnapshot).world)}`;
  const traversal = {
    events: (snapshot: AnyMachineSnapshot) => [
      ...options.events(snapshot),
      ...(world.events?.(snapshot, (snapshot as WorldSnapshot).world) ?? []),
    ],
    serializeState,
    // A world that never stops counting would otherwise fill the memory before it failed.
    limit: 500_000,
    ...(options.input !== undefined ? { input: options.input } : {}),
  };
  const logic = withWorld(machine, world) as unknown as AnyStateMachine;
  // xstate/graph types its answers with `any`; the model works with the general shapes.
  const shortest = getShortestPaths(logic, traversal) as unknown as {
    state: AnyMachineSnapshot;
    steps: ModelStep[];
  }[];
  const adjacency = getAdjacencyMap(logic, traversal) as unknown as Adjacency;
  const toState = new Map<string, ModelStep[]>();
  for (const path of shortest) toState.set(serializeState(path.state), path.steps);

  const taken = new Set<string>();
  const take = (steps: ModelStep[]) => {
    for (let i = 1; i < steps.length; i += 1) {
      const from = steps[i - 1];
      const step = steps[i];
      if (!from || !step) continue;
      for (const key of takenTransitions(machine, from.state, step.event)) taken.add(key);
    }
  };
  // A path that ends where the app at once takes a step by itself goes on with that step.
  const settle = (steps: ModelStep[]): ModelStep[] => {
    const last = steps[steps.length - 1];
    const own = last && world.atOnce?.((last.state as WorldSnapshot).world);
    if (!last || !own) return steps;
    const edge = Object.values(adjacency[serializeState(last.state)]?.transitions ?? {}).find(
      (candidate) => eventKey(candidate.event) === eventKey(own),
    );
    return edge ? settle([...steps, { event: edge.event, state: edge.state }]) : steps;
  };
  const paths: ModelStep[][] = [];
  const values = new Set<string>();
  for (const steps of [...toState.values()].sort((a, b) => a.length - b.length)) {
    const last = steps[steps.length - 1];
    const value = last
      ? `${JSON.stringify(last.state.value)} ${boundary((last.state as WorldSnapshot).world)} ${refusal(last.state)}`
      : '';
    if (values.has(value)) continue;
    values.add(value);
    const settled = settle(steps);
    paths.push(settled);
    take(settled);
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
    const steps = settle([...head, { event: edge.event, state: edge.next }]);
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

/** Runs the step on a scope that hears the microstep inspection events, eventless ones included. */
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
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  guards: { covered: number; total: number; missing: string[]; unreachable: string[] };
}

function guardItems(machine: AnyStateMachine): string[] {
  const items: string[] = [];
  for (const transition of transitionsOf(machine)) {
    const key = transitionKey(transition);
    if (transition.guard !== undefined) items.push(`${key} true`, `${key} false`);
    else {
      const source = transition.source;
      const eventType = String(transition.eventType);
      const always = source.always as AnyTransitionDefinition[] | undefined;
      const list = eventType === '' ? (always ?? []) : (source.transitions.get(eventType) ?? []);
      const index = list.indexOf(transition);
      if (index > 0 && list.slice(0, index).some((before) => before.guard !== undefined))
        items.push(`${key} else`);
    }
  }
  return items;
}

/**
 * A guard outcome counts when the running actor evaluated it, also for the view's `can()` (a
 * disabled Continue is the false outcome of its guard).
 */
export class CoverageRecorder {
  private readonly seenStates = new Set<string>();
  private readonly seenTransitions = new Set<string>();
  private readonly seenGuards = new Set<string>();
  private readonly allStates: string[];
  private readonly allTransitions: string[];
  private readonly allGuards: string[];
  private readonly guardNames = new Map<string, string>();
  private readonly machineId: string;
  /** Only a path's run counts: planning evaluates guards too. */
  recording = false;

  constructor(machine: AnyStateMachine) {
    this.machineId = machine.id;
    const nodes = [machine.root, ...getStateNodes(machine.root)];
    this.allStates = nodes.filter((node) => node !== machine.root).map((node) => node.id);
    this.allTransitions = nodes.flatMap((node) =>
      [...node.transitions.values(), node.always ?? []].flat().map(transitionKey),
    );
    this.allGuards = guardItems(machine);
    for (const transition of transitionsOf(machine)) {
      const guard = transition.guard as string | { type?: string } | undefined;
      if (guard === undefined) continue;
      const name = typeof guard === 'string' ? guard : (guard.type ?? 'inline');
      this.guardNames.set(transitionKey(transition), name);
    }
  }

  private readonly onGuard = (transition: AnyTransitionDefinition, outcome: boolean) => {
    if (this.recording) this.seenGuards.add(`${transitionKey(transition)} ${String(outcome)}`);
  };

  /** For the machine under test, or a parent whose child `childId` is the machine under test. */
  inspector(childId?: string) {
    return (event: InspectionEvent) => {
      const isRoot = event.actorRef.sessionId === event.rootId;
      const id = (event.actorRef as { id?: string }).id;
      if (childId === undefined ? !isRoot : id !== childId) return;
      // Sent before the actor computes its first snapshot: its guards are watched from the start.
      if (event.type === '@xstate.actor') {
        const logic = (event.actorRef as { logic?: AnyStateMachine }).logic;
        if (logic?.root) instrumentGuards(logic, this.onGuard);
        return;
      }
      if (event.type !== '@xstate.microstep') return;
      const snapshot = event.snapshot as { _nodes?: { id: string }[] };
      for (const node of snapshot._nodes ?? []) this.seenStates.add(node.id);
      for (const transition of event._transitions) {
        const key = transitionKey(transition);
        this.seenTransitions.add(key);
        if (this.allGuards.includes(`${key} else`)) this.seenGuards.add(`${key} else`);
        // A transient state (left at once by `always`) is never a snapshot of its own.
        this.seenStates.add(transition.source.id);
      }
    };
  }

  /** The initial state's nodes are entered without a microstep. */
  noteSnapshot(snapshot: { _nodes?: { id: string }[] }) {
    for (const node of snapshot._nodes ?? []) this.seenStates.add(node.id);
  }

  /** `login.enteringMobile|form.submit|0 false` as `… [isMobileValid] false`. */
  private named(item: string): string {
    const cut = item.lastIndexOf(' ');
    const name = this.guardNames.get(item.slice(0, cut));
    return name ? `${item.slice(0, cut)} [${name}]${item.slice(cut)}` : item;
  }

  /**
   * `unreachable`: guard outcomes the view can never produce, listed instead of counted; one that
   * is seen after all is a stale declaration and fails.
   */
  report(unreachable: Readonly<Record<string, string>> = {}): Coverage {
    const missingStates = this.allStates.filter((id) => !this.seenStates.has(id));
    const declared = Object.keys(unreachable);
    const untakeable = (key: string) =>
      declared.includes(`${key} else`) || declared.includes(`${key} true`);
    const missingTransitions = this.allTransitions.filter(
      (key) => !this.seenTransitions.has(key) && !untakeable(key),
    );
    const takeable = this.allTransitions.filter((key) => !untakeable(key)).length;
    const unknown = declared.filter((item) => !this.allGuards.includes(item));
    const seenAfterAll = declared.filter((item) => this.seenGuards.has(item));
    const missingGuards = [
      ...this.allGuards
        .filter((key) => !this.seenGuards.has(key) && !(key in unreachable))
        .map((item) => this.named(item)),
      ...unknown.map((item) => `${item} (declared unreachable, but no such guard outcome)`),
      ...seenAfterAll.map((item) => `${this.named(item)} (declared unreachable, but seen)`),
    ];
    const counted = this.allGuards.length - declared.length + unknown.length;
    return {
      machine: this.machineId,
      states: {
        covered: this.allStates.length - missingStates.length,
        total: this.allStates.length,
        missing: missingStates,
      },
      transitions: {
        covered: takeable - missingTransitions.length,
        total: takeable,
        missing: missingTransitions,
      },
      guards: {
        covered: counted - missingGuards.length,
        total: counted,
        missing: missingGuards,
        unreachable: declared
          .filter((item) => this.allGuards.includes(item))
          .map((item) => `${this.named(item)}: ${unreachable[item] ?? ''}`),
      },
    };
  }
}

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

/** Also leaves the figures in test-results/model-coverage/ for the coverage report. */
export function expectFullCoverage(
  name: string,
  recorder: CoverageRecorder,
  unreachable: Readonly<Record<string, string>> = {},
): void {
  const report = recorder.report(unreachable);
  const dir = path.join(process.cwd(), 'test-results', 'model-coverage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `model coverage ${name}: states ${String(report.states.covered)}/${String(report.states.total)}, transitions ${String(report.transitions.covered)}/${String(report.transitions.total)}, guard outcomes ${String(report.guards.covered)}/${String(report.guards.total)}`,
  );
  expect(report.states.missing, `${name}: states never reached through the view`).toEqual([]);
  expect(report.transitions.missing, `${name}: transitions never taken through the view`).toEqual(
    [],
  );
  expect(report.guards.missing, `${name}: guard outcomes never seen through the view`).toEqual([]);
}

export interface PathRun<W = unknown> {
  actor: { getSnapshot: () => AnyMachineSnapshot; stop: () => void };
  view: { unmount: () => void };
  perform: (event: ModelEvent) => Promise<void>;
  /** `world` is the specification's side after the step: what the member must see. */
  verify: (snapshot: AnyMachineSnapshot, world: W) => void | Promise<void>;
  finish?: (snapshot: AnyMachineSnapshot, world: W) => void | Promise<void>;
}

export interface ModelSuite<W = unknown> {
  name: string;
  machine: AnyStateMachine;
  /** One model per input (a machine that starts differently is traversed once per start). */
  inputs: unknown[];
  events: (snapshot: AnyMachineSnapshot) => ModelEvent[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  world?: World<W>;
  /** Guard outcomes no member can produce through this view, each with why and which unit test. */
  unreachable?: Readonly<Record<string, string>>;
  start: (
    input: unknown,
    inspect: (event: InspectionEvent) => void,
  ) => PathRun<W> | Promise<PathRun<W>>;
}

export function defineModelSuite<W>(suite: ModelSuite<W>) {
  const recorder = new CoverageRecorder(suite.machine);
  suite.inputs.forEach((input, index) => {
    // A plan that throws must fail a test: a mutation run counts failed tests, and a file with no
    // test would pass it.
    let paths: ModelPath[] = [];
    let planError: unknown = null;
    try {
      paths = planPaths({
        machine: suite.machine,
        input,
        events: suite.events,
        serializeState: suite.serializeState,
        ...(suite.world ? { world: suite.world } : {}),
      });
    } catch (error) {
      planError = error;
    }
    describe(`${suite.name} paths against the view (start ${String(index + 1)})`, () => {
      if (planError !== null) {
        it('plans its paths from the machine', () => {
          throw planError;
        });
        return;
      }
      for (const path of paths) {
        it(path.description, async () => {
          recorder.recording = true;
          const run = await suite.start(input, recorder.inspector());
          const snapshot = () => run.actor.getSnapshot();
          try {
            recorder.noteSnapshot(snapshot());
            // Rebuilt from this path's own events: planning merges states with the same boundary.
            let world = suite.world?.initial(input) as W;
            const atOnce = (event: ModelEvent | undefined) => {
              const own = suite.world?.atOnce?.(world);
              return event !== undefined && own !== undefined && eventKey(own) === eventKey(event);
            };
            for (const [step, { event, state }] of path.steps.entries()) {
              const before = path.steps[step - 1]?.state;
              if (step > 0 && before) {
                if (!atOnce(event)) await run.perform(event);
                const { world: spec } = suite;
                if (spec) {
                  const refused = takenTransitions(suite.machine, before, event).length === 0;
                  world = refused
                    ? (spec.refused?.(world, event) ?? world)
                    : spec.next(world, event);
                }
              }
              // The next step answers itself at once: the actor is already past this state.
              if (atOnce(path.steps[step + 1]?.event)) continue;
              await expectState(snapshot, state, suite.serializeState);
              recorder.noteSnapshot(snapshot());
              await run.verify(snapshot(), world);
            }
            await run.finish?.(snapshot(), world);
          } finally {
            recorder.recording = false;
            run.view.unmount();
            run.actor.stop();
          }
        });
      }
    });
  });
  // A test, not an afterAll hook: a mutation run counts failed tests, and a mutant's plan can drop
  // the very path that would have failed, leaving only this check.
  it(`${suite.name} covers every state, transition and guard outcome`, () => {
    expectFullCoverage(suite.name, recorder, suite.unreachable);
  });
}
