import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
} from 'xstate';

/**
 * Each guard is wrapped to evaluate the original exactly as XState's `evaluateGuard` does and
 * report it; `tests/model/xstate-internals.test.ts` fails clearly if those internals change.
 */
export type GuardListener = (transition: AnyTransitionDefinition, outcome: boolean) => void;

type GuardArgs = { context: unknown; event: unknown };
type Check = (snapshot: AnyMachineSnapshot, args: GuardArgs, self: unknown) => boolean;
type Plain = (args: GuardArgs, params: unknown) => boolean;
type Guard = string | { type: string; params?: unknown } | (Plain & { check?: Check });

const INSTRUMENTED = Symbol('model guard wrapper');

function evaluate(guard: Guard, snapshot: AnyMachineSnapshot, args: GuardArgs): boolean {
  if (typeof guard === 'function') {
    return guard.check ? guard.check(snapshot, args, guard) : guard(args, undefined);
  }
  const name = typeof guard === 'string' ? guard : guard.type;
  const guards = (snapshot.machine as AnyStateMachine).implementations.guards as Record<
    string,
    Guard | undefined
  >;
  const resolved = guards[name];
  if (resolved === undefined) throw new Error(`The machine has no guard named '${name}'.`);
  if (typeof resolved !== 'function') return evaluate(resolved, snapshot, args);
  if (resolved.check) return resolved.check(snapshot, args, resolved);
  const params =
    typeof guard === 'string'
      ? undefined
      : typeof guard.params === 'function'
        ? (guard.params as (args: GuardArgs) => unknown)(args)
        : guard.params;
  return resolved(args, params);
}

export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return nodes.flatMap((node) => [...node.transitions.values(), node.always ?? []].flat());
}

/** Wraps each guard of the machine once; later calls only change who is told. */
export function instrumentGuards(machine: AnyStateMachine, listener: GuardListener): void {
  for (const transition of transitionsOf(machine)) {
    const current = transition.guard as
      (Guard & { [INSTRUMENTED]?: { listener: GuardListener } }) | undefined;
    if (current === undefined) continue;
    if (typeof current === 'function' && current[INSTRUMENTED]) {
      current[INSTRUMENTED].listener = listener;
      continue;
    }
    const original = current;
    const state = { listener };
    const wrapper = Object.assign(() => false, {
      [INSTRUMENTED]: state,
      check: (snapshot: AnyMachineSnapshot, args: GuardArgs) => {
        const outcome = evaluate(original, snapshot, args);
        state.listener(transition, outcome);
        return outcome;
      },
    });
    (transition as { guard: unknown }).guard = wrapper;
  }
}
