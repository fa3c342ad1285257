import type { ClientConfig } from '#contract/auth';
import * as shellCalls from '#contract/calls/shell';
import { call } from './api';

/**
 * The one cache outside the router (docs/decisions/0046): answers that are the same for every
 * member and fixed while the page is open (the deployment's client config here, the PSGC lists
 * in locations.ts), asked for by route guards and by machines in the middle of a form, where no
 * loader runs. Each is kept until the page reloads; a failed load is forgotten.
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

/** A fresh page (tests: each model path starts as one). */
export function forgetReferenceData(): void {
  kept.clear();
}

export function loadClientConfig(): Promise<ClientConfig> {
  return keep('client-config', () => call(shellCalls.getClientConfig));
}
