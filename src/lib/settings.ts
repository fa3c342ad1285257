import type { Announcement } from '#contract/announcements';
import type {
  ContentPageId,
  FooterColumn,
  GenericPage,
  MenuItem,
  Page,
  SettingsResponse,
} from '#contract/settings';

/** Typed views of the settings call's answer for the shell. */
type PageOf<Id extends Page['api_id']> = Extract<Page, { api_id: Id }>;

export function findPage<Id extends Page['api_id']>(
  settings: SettingsResponse | null,
  apiId: Id,
): PageOf<Id> | undefined {
  return settings?.pages.find((entry): entry is PageOf<Id> => entry.api_id === apiId);
}

export function headerMenu(settings: SettingsResponse | null): MenuItem[] {
  return findPage(settings, 'header')?.value.menu ?? [];
}

export function footerColumns(settings: SettingsResponse | null): FooterColumn[] {
  return findPage(settings, 'footer')?.value.columns ?? [];
}

export function downloadLinks(settings: SettingsResponse | null) {
  const entry = settings?.settings.find((setting) => setting.name === 'download_links');
  return entry?.name === 'download_links' ? entry.details : null;
}

export function socialMedia(settings: SettingsResponse | null) {
  const entry = settings?.settings.find((setting) => setting.name === 'social_media');
  return entry?.name === 'social_media' ? entry.details : null;
}

export function cookiePolicyHtml(settings: SettingsResponse | null): string {
  return findPage(settings, 'policy')?.value.cookie_notice ?? '';
}

export function latestAnnouncement(list: Announcement[]): Announcement | null {
  return list[0] ?? null;
}

/** A content page's title, subtitle, SEO fields and banners (promos, partners, stories…). */
export function contentPage(
  settings: SettingsResponse | null,
  apiId: ContentPageId,
): GenericPage['value'] | undefined {
  return settings?.pages.find((entry): entry is GenericPage => entry.api_id === apiId)?.value;
}

/** The settings' categories of one kind: 1 partner, 2 promo, 3 shop. */
export function categoriesOf(settings: SettingsResponse | null, kind: 1 | 2 | 3) {
  return (settings?.categories ?? []).filter((category) => category.category_id === kind);
}

/**
 * The settings the root route loaded, for a child route's `head` (which sees the matches, not the
 * root's typed loader data).
 */
export function settingsOfMatches(
  matches: readonly { loaderData?: unknown }[],
): SettingsResponse | null {
  const data = matches[0]?.loaderData;
  if (typeof data !== 'object' || data === null || !('settings' in data)) return null;
  return (data as { settings: SettingsResponse | null }).settings;
}

/** '<title> | Go Rewards' unless the page's SEO title says otherwise. */
export function pageHead(
  seo: { title?: string | undefined; description?: string | undefined } | undefined,
  fallbackTitle: string,
) {
  return {
    meta: [
      { title: seo?.title ?? fallbackTitle },
      ...(seo?.description ? [{ name: 'description', content: seo.description }] : []),
    ],
  };
}
