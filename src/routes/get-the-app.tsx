import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { GetTheAppPage } from '#src/features/get-the-app/get-the-app-page';
import { loadClientConfig } from '#src/lib/reference-data';
import { downloadLinks } from '#src/lib/settings';

const rootApi = getRouteApi('__root__');

export const Route = createFileRoute('/get-the-app')({
  loader: () => loadClientConfig(),
  head: () => ({ meta: [{ title: 'Get the App | Go Rewards' }] }),
  component: GetTheAppRoute,
});

function GetTheAppRoute() {
  const shell = rootApi.useLoaderData();
  return (
    <GetTheAppPage config={Route.useLoaderData()} downloadLinks={downloadLinks(shell.settings)} />
  );
}
