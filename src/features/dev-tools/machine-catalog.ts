import { StateMachine, type AnyStateMachine } from 'xstate';

/**
 * Every machine in `machines/`, imported lazily: the glob makes one dynamic import per machine
 * file, so only the development viewer loads them this way, and a new machine folder appears in
 * the viewer without a list to keep up to date.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*/*.machine.ts');

export async function loadMachines(): Promise<AnyStateMachine[]> {
  const loaded = await Promise.all(Object.values(modules).map((load) => load()));
  const byId = new Map<string, AnyStateMachine>();
  for (const module of loaded) {
    for (const value of Object.values(module)) {
      if (value instanceof StateMachine && !byId.has(value.id)) byId.set(value.id, value);
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
