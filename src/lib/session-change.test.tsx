import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { onSessionChange } from './session-change';

// jsdom (the component project): in Node the router runs as on a server and keeps no cache.
describe('a change of session', () => {
  function appWith(member: () => string) {
    const rootRoute = createRootRoute();
    const home = createRoute({ getParentRoute: () => rootRoute, path: '/' });
    const storeLoads: string[] = [];
    // Kept for the session, as the stores of Transactions are.
    const stores = createRoute({
      getParentRoute: () => rootRoute,
      path: '/stores',
      staleTime: Infinity,
      gcTime: Infinity,
      loader: () => {
        storeLoads.push(member());
        return `${member()}'s store`;
      },
    });
    const transactions = createRoute({
      getParentRoute: () => rootRoute,
      path: '/transactions',
      // Slow enough that a stale page would be on screen while it reloads.
      loader: async () => {
        const answer = { member: member() };
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer;
      },
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, stores, transactions]),
      history: createMemoryHistory({ initialEntries: ['/transactions'] }),
    });
    const shown = (routeId: string) =>
      (router.state.matches as { routeId: string; loaderData?: unknown }[]).find(
        (match) => match.routeId === routeId,
      )?.loaderData;
    const visit = async (path: string) => {
      router.history.push(path);
      await router.load();
    };
    return { router, shown, visit, storeLoads };
  }

  it('never hands the next member a page the router kept from the last one', async () => {
    let member = 'first';
    const { router, shown, visit } = appWith(() => member);
    await router.load();
    expect(shown('/transactions')).toEqual({ member: 'first' });
    await visit('/');
    member = 'second';
    await onSessionChange(router);
    // A kept page would be published at once and reloaded later (stale-while-revalidate).
    await visit('/transactions');
    expect(shown('/transactions')).toEqual({ member: 'second' });
  });

  it('keeps what a route keeps for the session until the session changes, then asks again', async () => {
    let member = 'first';
    const { router, shown, visit, storeLoads } = appWith(() => member);
    await router.load();
    await visit('/stores');
    await visit('/');
    await visit('/stores');
    expect(shown('/stores')).toBe("first's store");
    expect(storeLoads).toEqual(['first']);

    await visit('/');
    member = 'second';
    await onSessionChange(router);
    await visit('/stores');
    expect(shown('/stores')).toBe("second's store");
    expect(storeLoads).toEqual(['first', 'second']);
  });

  it('reloads a kept page on screen when the session changes there', async () => {
    let member = 'first';
    const { router, shown, visit, storeLoads } = appWith(() => member);
    await router.load();
    await visit('/stores');
    member = 'second';
    await onSessionChange(router);
    expect(shown('/stores')).toBe("second's store");
    expect(storeLoads).toEqual(['first', 'second']);
  });
});
