import { createFileRoute } from '@tanstack/react-router';
import { loadPolicy } from '../../features/content/policy-data';
import { PolicySearchSchema } from '../../features/content/policy-search';
import { PolicyPage } from '../../features/content/policy-pages';
import { loadOrNotFound } from '../../features/content/shared/load-content';
import { pageHead } from '../../lib/settings';

export const Route = createFileRoute('/policywb/')({
  validateSearch: PolicySearchSchema,
  loader: () => loadOrNotFound(() => loadPolicy('privacy')),
  head: ({ loaderData }) => pageHead(loaderData?.seo, 'Privacy Policy'),
  component: PolicyRoute,
});

function PolicyRoute() {
  const { section } = Route.useSearch();
  return (
    <PolicyPage policy={Route.useLoaderData()} selectedId={section} basePath="/policywb" webview />
  );
}
