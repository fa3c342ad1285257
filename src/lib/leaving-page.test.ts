// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LeavingPage from './leaving-page';

/** Docs/decisions/0063: a failed import waits 5 s after the page began to be left. */
const LEAVE_WINDOW_MS = 5_000;

type Module = typeof LeavingPage;

/** Each test gets the module fresh: whether the page is being left is the module's own state. */
async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('./leaving-page');
}

const chunkGone = () => new TypeError('error loading dynamically imported module: /assets/x.js');
const leave = () => window.dispatchEvent(new Event('beforeunload'));

/** Whether the promise has settled, and how, once the pending timers up to `ms` have run. */
async function after<T>(promise: Promise<T>, ms: number) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return seen;
}

describe('an import while the page stays or is being left', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails at once with its own error when the page is not being left', async () => {
    const { stayingImport } = await freshModule();
    const error = chunkGone();
    const load = vi.fn(() => Promise.reject(error));
    const seen = await after(stayingImport(load)(), 0);
    expect(seen).toEqual({ settled: true, error });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is being left, then asks once more if the page is still here', async () => {
    const { stayingImport } = await freshModule();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkGone())
      .mockResolvedValueOnce('the module');
    leave();
    const pending = stayingImport(load)();
    const meanwhile = await after(pending, LEAVE_WINDOW_MS - 1);
    expect(meanwhile.settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    const seen = await after(pending, 1);
    expect(seen).toEqual({ settled: true, value: 'the module' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with the second answer when the code is still missing after the wait', async () => {
    const { stayingImport } = await freshModule();
    const second = chunkGone();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkGone())
      .mockRejectedValueOnce(second);
    leave();
    const seen = await after(stayingImport(load)(), LEAVE_WINDOW_MS);
    expect(seen).toEqual({ settled: true, error: second });
  });

  it('fails at once once the leave is over: a page still here 5 s on was not left', async () => {
    const { stayingImport } = await freshModule();
    leave();
    await vi.advanceTimersByTimeAsync(LEAVE_WINDOW_MS);
    const error = chunkGone();
    const seen = await after(stayingImport(() => Promise.reject(error))(), 0);
    expect(seen).toEqual({ settled: true, error });
  });

  it('fails at once on a page shown again from the back-forward cache', async () => {
    const { stayingImport } = await freshModule();
    leave();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    const error = chunkGone();
    const seen = await after(stayingImport(() => Promise.reject(error))(), 0);
    expect(seen).toEqual({ settled: true, error });
  });

  it('passes a loaded module through untouched', async () => {
    const { stayingImport } = await freshModule();
    leave();
    const seen = await after(stayingImport(() => Promise.resolve(42))(), 0);
    expect(seen).toEqual({ settled: true, value: 42 });
  });
});
