import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccountLayout } from '#src/features/account/account-layout';
import { loadAccount } from '#src/features/account/account-data';
import { useContentPage } from '#src/lib/content-page';
import { loadClientConfig } from '#src/lib/reference-data';

const DEFAULT_HELP_CENTER = 'https://help.gorewards.com.ph';

/** The account area's frame: the member and card for every page, and the side menu. */
export const Route = createFileRoute('/_member/account')({
  loader: async () => {
    const [account, config] = await Promise.all([
      loadAccount(),
      loadClientConfig().catch(() => null),
    ]);
    return { ...account, helpCenterUrl: config?.helpCenterUrl ?? DEFAULT_HELP_CENTER };
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { helpCenterUrl } = Route.useLoaderData();
  const memberPage = useContentPage('member');
  return (
    <AccountLayout helpCenterUrl={helpCenterUrl} memberBanners={memberPage?.banners}>
      <Outlet />
    </AccountLayout>
  );
}
