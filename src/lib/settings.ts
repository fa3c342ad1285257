import type { Announcement } from '#contract/announcements';
import { BRAND } from '#contract/page-head';
import type {
  ContentPageId,
  FooterColumn,
  GenericPage,
  MenuItem,
  Page,
  SettingsResponse,
} from '#contract/settings';

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

export interface HeadMatch {
  routeId: string;
  loaderData?: unknown;
}

/** A route's head sees only its own loader data by type; the root match holds the shell's. */
export function settingsOfMatches(matches: readonly HeadMatch[]): SettingsResponse | null {
  const data = matches.find((match) => match.routeId === '__root__')?.loaderData;
  if (typeof data !== 'object' || data === null || !('settings' in data)) return null;
  // The root loader's answer (ShellData): settings validated against the contract, or null.
  return data.settings as SettingsResponse | null;
}

/** The browser title of a page that is not there, as its heading says (WCAG 2.4.2). */
export const NOT_FOUND_TITLE = `Page Not Found | ${BRAND}`;

/** The loader found no such promo, card or story and the route shows its not-found view. */
export function titleUnlessNotFound(match: { status: string }, title: string): string {
  return match.status === 'notFound' ? NOT_FOUND_TITLE : title;
}
