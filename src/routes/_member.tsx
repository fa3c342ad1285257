import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';

/** Written out, not imported from the login's module, which every page would then load. */
const KEEP_ACCOUNT_PATH = '/account/deletion';

/**
 * Every /account page needs a signed-in member. The guard waits for the app-wide session actor
 * to finish checking (never a sleep); a visitor goes to /login with this page as the target.
 * A member whose account is set to be deleted goes to the offer to keep it, and only there.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ context, location }) => {
    const snapshot = await waitFor(context.session, (state) => !state.hasTag('pending'));
    if (!snapshot.matches('authenticated')) {
      throw redirect({ to: '/login', search: { page: location.href } });
    }
    // An account set to be deleted opens nothing but the offer to keep it.
    const pending = Boolean(snapshot.context.member?.deletionDueAt);
    if (pending !== (location.pathname === KEEP_ACCOUNT_PATH)) {
      throw redirect({ to: pending ? KEEP_ACCOUNT_PATH : '/account' });
    }
  },
  component: Outlet,
});
