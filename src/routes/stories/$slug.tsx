import { createFileRoute } from '@tanstack/react-router';
import * as editorialCalls from '#contract/calls/editorial';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { StoryDetailPage } from '#src/features/editorial/story-pages';
import { loadOrNotFound } from '#src/lib/load-content';
import { call } from '#src/lib/api';
import { itemHead, offerToShare } from '#src/lib/share-head';

export const Route = createFileRoute('/stories/$slug')({
  loader: ({ params }) =>
    loadOrNotFound(() => call(editorialCalls.getStory, { params: { slug: params.slug } })),
  head: ({ loaderData, match }) =>
    itemHead(match, loaderData && offerToShare(loaderData), 'Stories'),
  pendingComponent: () => (
    <div className="container">
      <LoadingPlaceholder count={1} />
    </div>
  ),
  notFoundComponent: () => (
    <ContentNotFound title="Stories" backHref="/stories" backLabel="Back to Stories" />
  ),
  component: StoryRoute,
});

function StoryRoute() {
  return <StoryDetailPage story={Route.useLoaderData()} />;
}
