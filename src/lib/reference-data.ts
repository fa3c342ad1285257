import type { ClientConfig } from '#contract/auth';
import * as shellCalls from '#contract/calls/shell';
import { call } from './api';

/**
 * The one cache outside the router (docs/decisions/0046), for answers fixed while the page is open
 * and asked for where no loader runs (guards, machines mid-form). A failed load is forgotten.
 */
const kept = new Map<string, Promise<unknown>>();

export function keep<T>(key: string, load: () => Promise<T>): Promise<T> {
  const held = kept.get(key) as Promise<T> | undefined;
  if (held) return held;
  const pending = load();
  kept.set(key, pending);
  pending.catch(() => {
    if (kept.get(key) === pending) kept.delete(key);
  });
  return pending;
}

/** Tests: each model path starts as a fresh page. */
export function forgetReferenceData(): void {
  kept.clear();
}

export function loadClientConfig(): Promise<ClientConfig> {
  return keep('client-config', () => call(shellCalls.getClientConfig));
}
