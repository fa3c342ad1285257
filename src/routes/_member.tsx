import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';

/**
 * Every /account page needs a signed-in member. The guard waits for the app-wide session actor
 * to finish checking (never a sleep); a visitor goes to /login with this page as the target.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ context, location }) => {
    const snapshot = await waitFor(context.session, (state) => !state.hasTag('pending'));
    if (!snapshot.matches('authenticated')) {
      throw redirect({ to: '/login', search: { page: location.href } });
    }
  },
  component: Outlet,
});
