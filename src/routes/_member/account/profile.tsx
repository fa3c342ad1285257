import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { EmailVerificationPanel } from '#src/features/auth/account-security';
import { ProfilePage } from '#src/features/account/profile-page';

const account = getRouteApi('/_member/account');

export const Route = createFileRoute('/_member/account/profile')({
  head: () => ({ meta: [{ title: 'Profile | Go Rewards' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { member } = account.useLoaderData();
  const router = useRouter();
  const reload = () => {
    void router.invalidate({ filter: (match) => match.routeId.startsWith('/_member/account') });
  };
  return (
    <ProfilePage
      member={member}
      onSaved={reload}
      emailVerification={<EmailVerificationPanel member={member} onVerified={reload} />}
    />
  );
}
