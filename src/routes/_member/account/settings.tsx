import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { AccountDeletionPanel, ChangePasscodePanel } from '#src/features/auth/account-security';
import { SettingsPage } from '#src/features/account/settings-page';

const account = getRouteApi('/_member/account');

export const Route = createFileRoute('/_member/account/settings')({
  head: () => ({ meta: [{ title: 'Settings | Go Rewards' }] }),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { member } = account.useLoaderData();
  const { session } = Route.useRouteContext();
  const router = useRouter();
  return (
    <SettingsPage
      member={member}
      onSaved={() => {
        void router.invalidate({ filter: (match) => match.routeId.startsWith('/_member/account') });
      }}
      changePasscode={<ChangePasscodePanel member={member} session={session} />}
      deleteAccount={<AccountDeletionPanel member={member} session={session} />}
    />
  );
}
