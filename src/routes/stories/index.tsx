import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import * as v from 'valibot';
import { PAGE_SIZES } from '#contract/content';
import * as editorialCalls from '#contract/calls/editorial';
import { StoryListPage } from '#src/features/editorial/story-pages';
import { StoryListPlaceholder } from '#src/features/editorial/placeholders';
import { call } from '#src/lib/api';
import { orDefault, PageParamSchema } from '#src/lib/url-search';
import { contentPage } from '#src/lib/settings';
import { contentPageHead } from '#src/lib/share-head';

const root = getRouteApi('__root__');

const StoriesSearchSchema = v.object({ page: orDefault(PageParamSchema) });

function usePageTitle() {
  const { settings } = root.useLoaderData();
  return contentPage(settings, 'stories')?.title ?? 'Stories';
}

export const Route = createFileRoute('/stories/')({
  validateSearch: StoriesSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) =>
    call(editorialCalls.getStories, {
      query: { page: String(deps.page), limit: String(PAGE_SIZES.stories) },
    }),
  head: (head) => contentPageHead(head, 'stories', 'Stories'),
  pendingComponent: PendingStories,
  component: StoriesRoute,
});

function PendingStories() {
  return <StoryListPlaceholder title={usePageTitle()} />;
}

function StoriesRoute() {
  const answer = Route.useLoaderData();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { settings } = root.useLoaderData();
  return (
    <StoryListPage
      title={usePageTitle()}
      banners={contentPage(settings, 'stories')?.banners}
      featured={page === 1 ? answer.featured : []}
      stories={answer.data}
      total={answer.total}
      page={page}
      limit={PAGE_SIZES.stories}
      onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
