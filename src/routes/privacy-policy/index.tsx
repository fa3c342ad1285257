import { createFileRoute } from '@tanstack/react-router';
import { loadPolicy } from '#src/features/pages/policy-data';
import { PolicySearchSchema } from '#src/features/pages/policy-search';
import { PolicyPage } from '#src/features/pages/policy-pages';
import { loadOrNotFound } from '#src/lib/load-content';
import { pageHead } from '../../lib/settings';

export const Route = createFileRoute('/privacy-policy/')({
  validateSearch: PolicySearchSchema,
  loader: () => loadOrNotFound(() => loadPolicy('privacy')),
  head: ({ loaderData }) => pageHead(loaderData?.seo, 'Privacy Policy'),
  component: PolicyRoute,
});

function PolicyRoute() {
  const { section } = Route.useSearch();
  return (
    <PolicyPage policy={Route.useLoaderData()} selectedId={section} basePath="/privacy-policy" />
  );
}
