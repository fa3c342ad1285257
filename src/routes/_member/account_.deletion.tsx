import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { KEEP_ACCOUNT_TITLE, KeepAccountPage } from '#src/features/auth/keep-account-page';

/**
 * Where a member whose account is set to be deleted is sent from every account page (the
 * `/_member` guard): outside the account's frame, whose calls the server refuses meanwhile.
 */
export const Route = createFileRoute('/_member/account_/deletion')({
  head: () => ({ meta: [{ title: `${KEEP_ACCOUNT_TITLE} | Go Rewards` }] }),
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
