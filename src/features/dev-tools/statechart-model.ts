import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { StateValue } from '#src/lib/inspection';

export interface ChartState {
  key: string;
  /** Dot-joined path from the root ('' for the root): the key the live value is matched on. */
  path: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: boolean;
  tags: string[];
  invokes: string[];
  transitions: ChartTransition[];
  children: ChartState[];
}

export interface ChartTransition {
  /** `form.submit`, `done: checkStatus`, `after 6 s (slideInterval)`, `always`. */
  trigger: string;
  guard: string | null;
  /** Target state keys; empty when the transition stays (actions only). */
  targets: string[];
  actions: string[];
  reenter: boolean;
}

const nameOf = (thing: unknown): string => {
  if (typeof thing === 'string') return thing;
  if (typeof thing === 'function') return thing.name || 'inline';
  if (typeof thing === 'object' && thing !== null && 'type' in thing) return String(thing.type);
  return 'inline';
};

const formatMs = (ms: number) =>
  ms >= 1000 && ms % 1000 === 0 ? `${String(ms / 1000)} s` : `${String(ms)} ms`;

function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `after ${formatMs(delay)}`;
  const name = nameOf(delay);
  const implementation: unknown = (machine.implementations.delays as Record<string, unknown>)[name];
  // A delay computed from context (the code's lifetime the server sent) has no fixed length.
  return typeof implementation === 'number'
    ? `after ${formatMs(implementation)} (${name})`
    : `after ${name} (set at run time)`;
}

function triggerOf(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  const delayed = node.after.find((transition) => transition.eventType === eventType);
  if (delayed) return delayLabel(node.machine, delayed.delay);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1] ?? ''}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1] ?? ''}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function toTransition(node: AnyStateNode, eventType: string, transition: unknown): ChartTransition {
  const definition = transition as {
    guard?: unknown;
    target?: readonly AnyStateNode[];
    actions?: readonly unknown[];
    reenter?: boolean;
  };
  return {
    trigger: triggerOf(node, eventType),
    guard: definition.guard === undefined ? null : nameOf(definition.guard),
    targets: (definition.target ?? []).map((target) => target.key),
    actions: (definition.actions ?? []).map(nameOf),
    reenter: definition.reenter ?? false,
  };
}

function toChartState(node: AnyStateNode): ChartState {
  const parentInitial = node.parent?.type === 'compound' ? node.parent.initial.target : [];
  const transitions: ChartTransition[] = [];
  for (const [eventType, definitions] of node.transitions) {
    for (const definition of definitions)
      transitions.push(toTransition(node, eventType, definition));
  }
  for (const definition of node.always ?? []) transitions.push(toTransition(node, '', definition));
  return {
    key: node.key,
    path: node.path.join('.'),
    type: node.type,
    initial: parentInitial.includes(node),
    tags: [...node.tags],
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    transitions,
    children: Object.values(node.states).map(toChartState),
  };
}

export function toChart(machine: AnyStateMachine): ChartState {
  return toChartState(machine.root);
}

/** `{ a: { b: 'c' } }` → a, a.b, a.b.c. */
export function activePaths(value: StateValue | null | undefined, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (value === null || value === undefined) return paths;
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') {
    paths.add(join(value));
    return paths;
  }
  for (const [key, child] of Object.entries(value)) {
    paths.add(join(key));
    for (const path of activePaths(child, join(key))) paths.add(path);
  }
  return paths;
}

export function formatValue(value: StateValue | null | undefined): string {
  const paths = [...activePaths(value)];
  const leaves = paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
  return leaves.join(', ');
}
