import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCardPolicy } from '#src/features/pages/policy-data';
import { PolicySearchSchema } from '#src/features/pages/policy-search';
import { PolicyPage } from '#src/features/pages/policy-pages';
import { pageHead } from '../../lib/settings';

/** Specification 001, Routes: a privacy page driven by a card uuid redirects home if not found. */
export const Route = createFileRoute('/policywb/$uuid')({
  validateSearch: PolicySearchSchema,
  loader: async ({ params }) => {
    try {
      return await loadCardPolicy(params.uuid, 'privacy');
    } catch {
      throw redirect({ to: '/', replace: true });
    }
  },
  head: ({ loaderData }) => pageHead(loaderData?.seo, 'Card policy'),
  component: CardPolicyRoute,
});

function CardPolicyRoute() {
  const { uuid } = Route.useParams();
  const { section } = Route.useSearch();
  return (
    <PolicyPage
      policy={Route.useLoaderData()}
      selectedId={section}
      basePath={`/policywb/${uuid}`}
      webview
    />
  );
}
