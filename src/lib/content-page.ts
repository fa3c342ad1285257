import { getRouteApi } from '@tanstack/react-router';
import type { ContentPageId } from '#contract/settings';
import { headTitle, type SeoFields } from '#contract/page-head';
import { contentPage, titleUnlessNotFound } from './settings';

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

/** A detail route's title: the item's SEO title, else its title, else the fallback. */
export function itemHead(
  match: { status: string },
  item: { seo?: SeoFields; title: string } | undefined,
  fallback: string,
) {
  return {
    meta: [{ title: titleUnlessNotFound(match, headTitle(item?.seo, item?.title ?? fallback)) }],
  };
}
