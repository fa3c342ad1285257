import type { ClientConfig } from '#contract/auth';
import * as shellCalls from '#contract/calls/shell';
import { call } from './api';

/**
 * The deployment's sign-in settings (captcha provider, migration flag, support email, redirect
 * hosts). They do not change while the page is open, so one successful answer is kept; a failed
 * one is forgotten so the next caller asks again.
 */
let pending: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= call(shellCalls.getClientConfig).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
