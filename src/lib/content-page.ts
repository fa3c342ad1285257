import { getRouteApi } from '@tanstack/react-router';
import type { ContentPageId } from '#contract/settings';
import { contentPage } from './settings';

const rootRoute = getRouteApi('__root__');

/** The settings the root route loaded (header, pages, categories); null if they failed. */
export function useSettings() {
  return rootRoute.useLoaderData({ select: (data) => data.settings });
}

/** A content page's title, subtitle, SEO and banners from the settings. */
export function useContentPage(apiId: ContentPageId) {
  const settings = useSettings();
  return contentPage(settings, apiId);
}
