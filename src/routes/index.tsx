import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { HomePage } from '../features/content/home-page';
import { findPage, pageHead, settingsOfMatches } from '../lib/settings';

const root = getRouteApi('__root__');

export const Route = createFileRoute('/')({
  head: ({ matches }) =>
    pageHead(
      findPage(settingsOfMatches(matches), 'home')?.value.seo,
      'Go Rewards | Earn points every day',
    ),
  component: HomeRoute,
});

function HomeRoute() {
  const { settings } = root.useLoaderData();
  return <HomePage home={findPage(settings, 'home')?.value} />;
}
