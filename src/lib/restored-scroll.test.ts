// @vitest-environment jsdom
import type { RegisteredRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followRestoredScroll } from './restored-scroll';

/** The router's own key for the places it keeps in the session's storage. */
const STORAGE_KEY = 'tsr-scroll-restoration-v1_3';
const WINDOW_HEIGHT = 720;

/** A page with no layout of its own (jsdom): its height, and a scroll held within it. */
let pageHeight = 0;
let scrollY = 0;
const resized: (() => void)[] = [];

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: WINDOW_HEIGHT });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  window.scrollTo = ((options: ScrollToOptions) => {
    scrollY = Math.min(options.top ?? 0, pageHeight - WINDOW_HEIGHT);
  }) as typeof window.scrollTo;
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      resized.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      resized.splice(0);
    }
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  sessionStorage.clear();
  resized.splice(0);
});

type Listener = (event: { toLocation: unknown; fromLocation?: unknown }) => void;

/** The router as the follower uses it: its location, and the events it tells. */
function routerAt(key: string) {
  const listeners = new Map<string, Listener>();
  const location = { state: { __TSR_key: key }, href: '/promos' };
  const router = {
    state: { location },
    subscribe: (type: string, listener: Listener) => {
      listeners.set(type, listener);
      return () => listeners.delete(type);
    },
  } as unknown as Pick<RegisteredRouter, 'subscribe' | 'state'>;
  const hydrated = () => listeners.get('onRendered')?.({ toLocation: location });
  return { router, hydrated };
}

/** The app starts its page, which then grows (the room it makes below the footer). */
function startAndGrow(key: string, grownTo: number) {
  const { router, hydrated } = routerAt(key);
  const stop = followRestoredScroll(router);
  hydrated();
  pageHeight = grownTo;
  for (const callback of [...resized]) callback();
  return stop;
}

/** What the router kept, and where the browser restored the page (4136 px tall) before the app ran. */
function arrive(kept: string, scrolled: number) {
  sessionStorage.setItem(STORAGE_KEY, kept);
  pageHeight = 4136;
  scrollY = scrolled;
}
const keptFor = (key: string, place: unknown) =>
  JSON.stringify({ [key]: { window: { scrollX: 0, scrollY: place } } });

describe('a page reloaded or returned to as a new document', () => {
  it('restored by the browser to its end, short of the kept place, reaches the place as it grows', () => {
    arrive(keptFor('k1', 3587), 3416);
    startAndGrow('k1', 4307);
    expect(scrollY).toBe(3587);
  });

  it('stays where a visitor who scrolled away from the end before the app ran has chosen', () => {
    arrive(keptFor('k1', 3587), 1000);
    startAndGrow('k1', 4307);
    expect(scrollY).toBe(1000);
  });

  it('with no place kept for it, stays where the browser put it', () => {
    arrive(keptFor('other', 3587), 3416);
    startAndGrow('k1', 4307);
    expect(scrollY).toBe(3416);
  });

  it('with a kept place that is not a number, or storage that is not JSON, stays put', () => {
    arrive(keptFor('k1', '3587'), 3416);
    startAndGrow('k1', 4307)();
    arrive('{not json', 3416);
    startAndGrow('k1', 4307);
    expect(scrollY).toBe(3416);
  });

  it('stops following once the visitor scrolls', () => {
    arrive(keptFor('k1', 3587), 3416);
    const { router, hydrated } = routerAt('k1');
    followRestoredScroll(router);
    hydrated();
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 4307;
    for (const callback of [...resized]) callback();
    expect(scrollY).toBe(3416);
  });
});
