import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { HomePage } from '#src/features/home/home-page';
import { findPage, settingsOfMatches } from '#src/lib/settings';
import { pageHead } from '#src/lib/share-head';

const root = getRouteApi('__root__');

export const Route = createFileRoute('/')({
  head: ({ match, matches }) => {
    const seo = findPage(settingsOfMatches(matches), 'home')?.value.seo;
    // The home page leads with the brand: its SEO title as written, else the default.
    return pageHead(
      match,
      { ...seo, title: seo?.title ?? 'Go Rewards | Earn points every day' },
      'Home',
    );
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { settings } = root.useLoaderData();
  return <HomePage home={findPage(settings, 'home')?.value} />;
}
