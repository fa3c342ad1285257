import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { KeepAccountPage } from '#src/features/auth/keep-account-page';

/**
 * Where a member whose account is set to be deleted is sent from every account page (the
 * `/_member` guard): outside the account's frame, whose calls the server refuses meanwhile.
 */
export const Route = createFileRoute('/_member/account_/deletion')({
  // Written out: an import from the page's module here would load it with every page.
  head: () => ({ meta: [{ title: 'Keep your account? | Go Rewards' }] }),
  component: KeepAccountRoute,
});

function KeepAccountRoute() {
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const member = useSelector(session, (snapshot) => snapshot.context.member);
  if (!member?.deletionDueAt) return null;
  return (
    <KeepAccountPage
      firstName={member.firstName}
      deletionDueAt={member.deletionDueAt}
      onKept={() => {
        session.send({ type: 'session.reload' });
        void navigate({ to: '/account' });
      }}
    />
  );
}
