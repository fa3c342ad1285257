import type { Seo } from '#contract/content';
import type { ContentPageId, SettingsResponse } from '#contract/settings';
import { contentPage } from '../../../lib/settings';

/** The brand every browser title ends with: '<Page title> | Go Rewards'. */
export const TITLE_SUFFIX = ' | Go Rewards';

/** '<title> | Go Rewards', or the CMS's SEO title as it was written. */
export function headTitle(seo: Seo | undefined, title: string): string {
  const seoTitle = seo?.title?.trim();
  return seoTitle ? seoTitle : `${title}${TITLE_SUFFIX}`;
}

/**
 * The settings the root route loaded, read from a `head` function's matches (a route's head sees
 * only its own loader data by type; the root match holds the shell's).
 */
export function shellSettings(
  matches: readonly { routeId: string; loaderData?: unknown }[],
): SettingsResponse | null {
  const root = matches.find((match) => match.routeId === '__root__')?.loaderData;
  if (typeof root !== 'object' || root === null || !('settings' in root)) return null;
  return (root as { settings: SettingsResponse | null }).settings;
}

/** A content page's browser title: its settings' SEO title, else '<fallback> | Go Rewards'. */
export function contentPageTitle(
  matches: readonly { routeId: string; loaderData?: unknown }[],
  pageId: ContentPageId,
  fallback: string,
): string {
  const page = contentPage(shellSettings(matches), pageId);
  return headTitle(page?.seo, fallback);
}
