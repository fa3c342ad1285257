import { getRouteApi } from '@tanstack/react-router';
import type { ContentPageId, SettingsResponse } from '#contract/settings';
import { contentPage } from '../../lib/settings';

const BRAND = 'Go Rewards';

/**
 * The browser title '<Page title> | Go Rewards'. A CMS SEO title is used as it is when it already
 * names the brand ('Partners | Go Rewards', 'Bayanihan Mart | Go Rewards Partners'), and gets the
 * suffix otherwise.
 */
export function pageTitle(seoTitle: string | undefined, fallback: string): string {
  const title = seoTitle?.trim();
  if (!title) return `${fallback} | ${BRAND}`;
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

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

/** What a route's `head` sees of the matched routes. */
interface HeadMatch {
  routeId: string;
  loaderData?: unknown;
}

/** The settings as the root route loaded them, read from a route's `head` matches. */
export function settingsOfMatches(matches: readonly HeadMatch[]): SettingsResponse | null {
  const data = matches.find((match) => match.routeId === '__root__')?.loaderData;
  if (typeof data !== 'object' || data === null || !('settings' in data)) return null;
  // The root loader's answer (ShellData): settings validated against the contract, or null.
  return data.settings as SettingsResponse | null;
}

/** A list page's title from the settings page's SEO title, or '<fallback> | Go Rewards'. */
export function contentPageTitle(
  matches: readonly HeadMatch[],
  apiId: ContentPageId,
  fallback: string,
): string {
  return pageTitle(contentPage(settingsOfMatches(matches), apiId)?.seo?.title, fallback);
}
