import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

// jsdom has no layout: the router's scroll reset would only log "Not implemented" on every render.
window.scrollTo = () => undefined;

interface RenderWithRouterOptions {
  path?: string;
}

/** On a one-route router and memory history, so Links and router hooks work without the tree. */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/' }: RenderWithRouterOptions = {},
) {
  const rootRoute = createRootRoute({
    component: () => ui,
    notFoundComponent: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { ...result, router };
}
