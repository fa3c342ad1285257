import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EndpointDefinition } from '#contract/endpoint-definition';
import { sessionMachine, type SessionInfo } from '#machines/session/session.machine';
import { createApp } from './app';
import type * as apiModule from './lib/api';
import { ApiError } from './lib/api';

/** No page crashes the app. The 401 hook itself is tested on real HTTP in lib/api.test.ts. */
interface FakeApi {
  answer: (path: string) => unknown;
  listeners: Set<() => void>;
}
const api = vi.hoisted((): FakeApi => ({
  answer: () => ({}),
  listeners: new Set(),
}));

vi.mock('./lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof apiModule>();
  return {
    ...actual,
    onMemberSessionEnded: (listener: () => void) => {
      api.listeners.add(listener);
      return () => api.listeners.delete(listener);
    },
    call: (endpoint: EndpointDefinition) => {
      const answer = api.answer(endpoint.path);
      if (answer instanceof actual.ApiError) {
        if (answer.status === 401 && endpoint.auth === 'member') {
          for (const listener of api.listeners) listener();
        }
        return Promise.reject(answer);
      }
      return Promise.resolve(answer);
    },
  };
});

// jsdom has no layout: the router's scroll restoration would only log "Not implemented".
window.scrollTo = () => undefined;

const unauthenticated = new ApiError(
  { errorKey: 'UNAUTHENTICATED', message: 'Please log in to continue.', title: 'Error' },
  401,
  'redirectToLogin',
);

/** A signed-in member's app at `path`; the session cannot be refreshed once revoked. */
async function openApp(path: string, answer: (path: string) => unknown) {
  api.answer = answer;
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    session: (announceChange) =>
      sessionMachine.provide({
        actors: {
          fetchSession: fromPromise<SessionInfo | null, undefined>(() =>
            Promise.resolve({
              member: {
                firstName: 'Maria Clara',
                lastName: 'Santos',
                points: 10,
                deletionDueAt: null,
              },
              expiresInSeconds: 3600,
            }),
          ),
          refreshSession: fromPromise<{ expiresInSeconds: number }, undefined>(() =>
            Promise.reject(unauthenticated),
          ),
          logout: fromPromise(() => Promise.resolve(undefined)),
        },
        actions: { announceChange: ({ context }) => announceChange({ expired: context.expired }) },
      }),
  });
  app.start();
  render(<RouterProvider router={app.router} />);
  await act(() => app.router.load());
  return app;
}

function shellAnswer(path: string): unknown {
  if (path === '/settings') return { pages: [], settings: [], categories: [] };
  if (path === '/announcements') return { data: [] };
  if (path === '/client-config') return Promise.reject(new Error('offline'));
  return undefined;
}

beforeEach(() => {
  // The router and React report each caught failure on the console; the page is what counts.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  api.listeners.clear();
  vi.restoreAllMocks();
});

describe('a page that fails stays inside the shell', () => {
  it('a crash while drawing a page shows the error and a retry, with the header and footer', async () => {
    let broken = true;
    await openApp('/account/transactions', (path) => {
      if (path === '/members/me/transactions')
        // An answer that breaks the page as the null stores once did.
        return broken ? { data: null, total: 1 } : { data: [], total: 0 };
      if (path === '/members/me/transactions/stores') return { data: [] };
      return shellAnswer(path) ?? {};
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(
      'Oops! Something went wrong. Please try again in a few minutes.',
    );
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();

    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
  });

  it('a 401 on a member call signs the tab out and goes to login with ?page= back here', async () => {
    let revoked = false;
    const app = await openApp('/account/transactions', (path) => {
      if (path.startsWith('/members/me')) {
        if (revoked) return unauthenticated;
        if (path === '/members/me/transactions') return { data: [], total: 0 };
        if (path === '/members/me/transactions/stores') return { data: ['Makati'] };
        return {};
      }
      return shellAnswer(path) ?? {};
    });
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    expect(app.session.getSnapshot().matches('authenticated')).toBe(true);

    revoked = true;
    await act(() => app.router.navigate({ to: '/account/transactions', search: { type: 1 } }));
    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/login');
    });
    expect(app.router.state.location.search).toEqual({ page: '/account/transactions?type=1' });
    expect(app.session.getSnapshot().matches('anonymous')).toBe(true);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    // The page that met the 401 is gone; the dialog says why (SEC-37).
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
  });
});
