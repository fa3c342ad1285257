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
  /** The location the memory history starts at; '/' unless given. */
  path?: string;
}

/**
 * Renders `ui` as the only content of a one-route router on a memory history, so components that
 * use router Links and hooks can be tested without the app's route tree. Resolves once the router
 * has loaded and rendered.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/' }: RenderWithRouterOptions = {},
) {
  const rootRoute = createRootRoute({
    component: () => ui,
    // Any path renders `ui`: the test is about the component, not about route matching.
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
