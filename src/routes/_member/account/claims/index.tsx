import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as claimsCalls from '#contract/calls/claims';
import { ClaimsPage } from '#src/features/account/claims-page';
import { call, toApiError } from '#src/lib/api';

/** The member's missing-points claims (docs/decisions/0067-missing-points-claims.md). */
export const Route = createFileRoute('/_member/account/claims/')({
  loader: async () => {
    try {
      return (await call(claimsCalls.listClaims)).data;
    } catch (error) {
      // The session ended: the session actor takes the member to login (lib/api).
      if (toApiError(error).status === 401) throw error;
      return null;
    }
  },
  head: () => ({ meta: [{ title: 'Missing Points | Go Rewards' }] }),
  component: ClaimsRoute,
});

function ClaimsRoute() {
  const router = useRouter();
  return (
    <ClaimsPage
      claims={Route.useLoaderData()}
      onRetry={() => {
        void router.invalidate({ filter: (match) => match.routeId === Route.id });
      }}
    />
  );
}
