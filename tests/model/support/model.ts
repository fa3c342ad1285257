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

/**
 * The specification's side of a path, kept by the test and never read from the machine: what the
 * member did and what the server answered, counted as the specification counts (wrong passcodes,
 * wrong codes, resends), and so what the member must see. Its events are the environment's
 * answers as a real server would give them now (the third wrong passcode locks; the fifth wrong
 * code voids the refCode). States of the machine that differ in the world's `boundary` get a path
 * each, so two wrong passcodes then the third is a path of its own.
 */
export interface World<W> {
  initial: (input: unknown) => W;
  next: (world: W, event: ModelEvent) => W;
  /** The environment's events in this state, given what it has counted. */
  events?: (snapshot: AnyMachineSnapshot, world: W) => ModelEvent[];
  /** The counts that make a path worth its own test (e.g. `wrong passcodes: 2`). */
  boundary?: (world: W) => string;
  /**
   * The world after an event the machine takes no transition for (a guard said no): unchanged
   * unless the suite says what the member then sees, which plans a path for that refusal.
   */
  refused?: (world: W, event: ModelEvent) => W;
  /**
   * The step the app takes by itself at once in this world, if any (a list the page already
   * holds comes in with no request): nothing else can happen before it, so a planned path never
   * ends before it; a path does not perform it, and the state before it, which the running actor
   * leaves at once, is neither waited for nor checked.
   */
  atOnce?: (world: W) => ModelEvent | undefined;
  /**
   * What else of the world later steps depend on (the lists the page holds): it tells states
   * apart for planning, so a state's world is the path's own, but unlike `boundary` it asks for
   * no path of its own.
   */
  memory?: (world: W) => string;
}

/** A planned snapshot carries a world of the paths that reach it (the boundary is exact). */
export type WorldSnapshot<W = unknown> = AnyMachineSnapshot & {
  world: W;
  /** The event the machine refused although the world took it (a divergence to run). */
  refusedByMachine?: string;
};

export interface ModelOptions<W = unknown> {
  machine: AnyStateMachine;
  input?: unknown;
  /** Events to try in every state; those a state does not take are ignored. */
  events: (snapshot: AnyMachineSnapshot) => ModelEvent[];
  /** What makes two snapshots the same state for the model (value and the context that matters). */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  world?: World<W>;
}

const NO_WORLD: World<null> = { initial: () => null, next: () => null };

/** The machine as logic whose snapshots also carry the world, for xstate/graph to traverse. */
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
        // The specification takes what the machine refused: a state of its own, so a path
        // reaches it and fails there.
        const diverged = JSON.stringify(after) !== JSON.stringify(snapshot.world);
        return { ...snapshot, world: after, ...(diverged ? { refusedByMachine: event.type } : {}) };
      }
      const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      return { ...next, world: world.next(snapshot.world, event) };
    },
  };
}

const eventKey = (event: { type: string }) => JSON.stringify(event);

/** A value as a path's name shows it: short, on one line. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string')
    return value.length > 24 ? `"${value.slice(0, 23)}…"` : `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '{…}';
}

/**
 * An event as a path's name shows it, with the payload that tells its paths apart: the server's
 * error key or answer (`xstate.error.actor.signIn (ACCOUNT_LOCKED)`, `… checkStatus (LOCKED_OUT)`)
 * and the member's value (`mobile.change ("0917")`).
 */
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
  // The world's boundary, not all of it, tells states apart: each path still carries the world
  // its own events made, and the state space stays the machine's times the counts.
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

  // One path to each state value and boundary of the world (the shortest), then one for each
  // transition still untaken.
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
  /** Each guard's true and false outcome, and each `[else]` taken. */
  guards: { covered: number; total: number; missing: string[]; unreachable: string[] };
}

/** A guarded transition's outcomes and the `[else]` fallbacks, as the report names them. */
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
 * Records which states, transitions and guard outcomes of one machine the running actors really
 * took. A guard outcome counts when the running actor evaluated it: for an event it received, or
 * when the view asked `can()` to decide what is enabled (a disabled Continue is the false outcome
 * of its guard).
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

  /**
   * An inspection callback for `createActor(..., { inspect })` of the machine under test, or of a
   * parent whose child `childId` is the machine under test.
   */
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
   * `unreachable`: guard outcomes the view can never produce (a field the step does not show),
   * each with the reason and the machine unit test that covers it. They are listed in the report
   * instead of counted; one that is seen after all is a stale declaration and fails.
   */
  report(unreachable: Readonly<Record<string, string>> = {}): Coverage {
    const missingStates = this.allStates.filter((id) => !this.seenStates.has(id));
    const declared = Object.keys(unreachable);
    // A transition whose `[else]` or true outcome is unreachable can never be taken.
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
  /** The actor the view drives (the machine under test). */
  actor: { getSnapshot: () => AnyMachineSnapshot; stop: () => void };
  /** The rendered view. */
  view: { unmount: () => void };
  /** Makes `event` happen the way a member or the environment would. */
  perform: (event: ModelEvent) => Promise<void>;
  /**
   * DOM assertions for the step: `world` is the specification's side of the path after the step
   * (what the member must see), `snapshot` the state the actor is in.
   */
  verify: (snapshot: AnyMachineSnapshot, world: W) => void | Promise<void>;
  /** Checks once the path is over (outputs, calls made), with the path's world. */
  finish?: (snapshot: AnyMachineSnapshot, world: W) => void | Promise<void>;
}

export interface ModelSuite<W = unknown> {
  /** The machine's name in reports. */
  name: string;
  machine: AnyStateMachine;
  /** One model per input (a machine that starts differently is traversed once per start). */
  inputs: unknown[];
  events: (snapshot: AnyMachineSnapshot) => ModelEvent[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  world?: World<W>;
  /**
   * Guard outcomes no member can produce through this view (`<transition> true|false` as the
   * report names them), each with why and which machine unit test covers it.
   */
  unreachable?: Readonly<Record<string, string>>;
  /** Renders the view with a fresh actor whose inspection goes to `inspect`. */
  start: (
    input: unknown,
    inspect: (event: InspectionEvent) => void,
  ) => PathRun<W> | Promise<PathRun<W>>;
}

/** Declares one test per planned path, and the full-coverage check after them. */
export function defineModelSuite<W>(suite: ModelSuite<W>) {
  const recorder = new CoverageRecorder(suite.machine);
  suite.inputs.forEach((input, index) => {
    // A machine that throws while its paths are planned (an invoke's input on an answer the
    // state cannot use) fails a test, not only the file's collection: a mutation run counts
    // failed tests, and a file with no test would pass it.
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
            // The world is made again from this path's own events: planning merges states with
            // the same boundary, so a planned step may carry the world of another path.
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
  // A test of its own, after every path (Vitest runs a file's tests in order), not an afterAll
  // hook: a mutation run counts failed tests, and a mutant whose paths are planned from the
  // mutated machine can drop the very path that would have failed, leaving only this check.
  it(`${suite.name} covers every state, transition and guard outcome`, () => {
    expectFullCoverage(suite.name, recorder, suite.unreachable);
  });
}
