import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCardPolicy } from '#src/features/pages/policy-data';
import { PolicySearchSchema } from '#src/features/pages/policy-search';
import { PolicyPage } from '#src/features/pages/policy-pages';
import { pageHead } from '../../lib/settings';

/** Specification 001, Routes: a card terms page redirects to the main path if its data fails to load. */
export const Route = createFileRoute('/terms/$uuid')({
  validateSearch: PolicySearchSchema,
  loader: async ({ params }) => {
    try {
      return await loadCardPolicy(params.uuid, 'terms');
    } catch {
      throw redirect({ to: '/terms', replace: true });
    }
  },
  head: ({ loaderData }) => pageHead(loaderData?.seo, 'Card policy'),
  component: CardPolicyRoute,
});

function CardPolicyRoute() {
  const { uuid } = Route.useParams();
  const { section } = Route.useSearch();
  return (
    <PolicyPage policy={Route.useLoaderData()} selectedId={section} basePath={`/terms/${uuid}`} />
  );
}
