import { createFileRoute } from '@tanstack/react-router';
import { loadPolicy } from '../features/content/policy-data';
import { PolicySearchSchema } from '../features/content/policy-search';
import { PolicyPage } from '../features/content/policy-pages';
import { loadOrNotFound } from '../features/content/shared/load-content';
import { pageHead } from '../lib/settings';

export const Route = createFileRoute('/about')({
  validateSearch: PolicySearchSchema,
  loader: () => loadOrNotFound(() => loadPolicy('about')),
  head: ({ loaderData }) => pageHead(loaderData?.seo, 'About Us'),
  component: AboutRoute,
});

function AboutRoute() {
  const { section } = Route.useSearch();
  return <PolicyPage policy={Route.useLoaderData()} selectedId={section} basePath="/about" />;
}
