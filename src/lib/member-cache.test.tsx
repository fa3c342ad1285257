import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { dropMemberCaches, memberCache, onSessionChange } from './member-cache';

// jsdom (the component project): in Node the router runs as on a server and keeps no cache.
describe('member caches (issue 18, item 16)', () => {
  it('keep one answer until the session changes, then ask again', async () => {
    const stores = memberCache<string[]>();
    let member = 'first';
    const load = () => Promise.resolve([`${member}'s store`]);
    expect(await stores.get(load)).toEqual(["first's store"]);
    member = 'second';
    expect(await stores.get(load)).toEqual(["first's store"]);
    dropMemberCaches();
    expect(await stores.get(load)).toEqual(["second's store"]);
  });

  it('forget a failed load', async () => {
    const stores = memberCache<string[]>();
    await expect(stores.get(() => Promise.reject(new Error('offline')))).rejects.toThrow();
    expect(await stores.get(() => Promise.resolve(['Makati']))).toEqual(['Makati']);
  });

  it('never hand the next member a page the router kept from the last one', async () => {
    let member = 'first';
    const rootRoute = createRootRoute();
    const home = createRoute({ getParentRoute: () => rootRoute, path: '/' });
    const transactions = createRoute({
      getParentRoute: () => rootRoute,
      path: '/transactions',
      // Slow enough that a stale page would be on screen while it reloads.
      loader: async () => {
        const answer = { member };
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer;
      },
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, transactions]),
      history: createMemoryHistory({ initialEntries: ['/transactions'] }),
    });
    // The app's router is the registered one; this test's tree is its own.
    const shown = () =>
      (router.state.matches as { routeId: string; loaderData?: unknown }[]).find(
        (match) => match.routeId === '/transactions',
      )?.loaderData;

    await router.load();
    expect(shown()).toEqual({ member: 'first' });
    // The first member leaves the page (logout goes home); the second signs in.
    router.history.push('/');
    await router.load();
    member = 'second';
    await onSessionChange(router);
    router.history.push('/transactions');
    // A kept page would be published at once and reloaded in the background
    // (stale-while-revalidate); the first page the router publishes must be the second member's.
    await router.load();
    expect(shown()).toEqual({ member: 'second' });
  });
});
