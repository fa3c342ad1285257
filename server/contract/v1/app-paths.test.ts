import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../../../src/router-context';
import { routeTree } from '../../../src/routeTree.gen';
import { APP_PAGE_PATHS, matchAppPage } from './app-paths';

/** Every route's full path, as the app's router builds the tree. */
function routeTreePaths(): string[] {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory(),
    context: {} as RouterContext,
  });
  const fullPathOf = (route: unknown) => (route as { fullPath: string }).fullPath;
  return Object.values(router.routesById).map(fullPathOf);
}

describe('the app page paths the server knows', () => {
  it('are the full paths of the route tree, no more and no fewer', () => {
    // The root and the pathless layout (_member) have no page of their own: '' and '/'.
    const pages = new Set(routeTreePaths().filter((path) => path !== ''));
    pages.add('/');
    expect([...APP_PAGE_PATHS].sort()).toEqual([...pages].sort());
  });

  it('match a URL path as the router does', () => {
    expect(matchAppPage('/')).toEqual({ path: '/', params: {} });
    expect(matchAppPage('/promos')).toEqual({ path: '/promos/', params: {} });
    expect(matchAppPage('/promos/')).toEqual({ path: '/promos/', params: {} });
    expect(matchAppPage('/PROMOS/Double-Points')).toEqual({
      path: '/promos/$id',
      params: { id: 'Double-Points' },
    });
    expect(matchAppPage('/cards/prepaid-card/partners/loading/padala-express')).toEqual({
      path: '/cards/$slug/partners/loading/$partnerSlug',
      params: { slug: 'prepaid-card', partnerSlug: 'padala-express' },
    });
    expect(matchAppPage('/stories/caf%C3%A9')).toEqual({
      path: '/stories/$slug',
      params: { slug: 'café' },
    });
    expect(matchAppPage('/account/transactions')?.path).toBe('/account/transactions');
  });

  it('match no page for an unknown path', () => {
    for (const path of [
      '/no-such/page-here',
      '/promos/a/b',
      '/promos//x',
      '/account/nope',
      '/stories/%E0%A4%A',
      '/index.html',
    ]) {
      expect(matchAppPage(path), path).toBeNull();
    }
  });
});
