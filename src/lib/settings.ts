import type { Announcement } from '#contract/announcements';
import type { FooterColumn, MenuItem, Page, SettingsResponse } from '#contract/settings';

/** Typed views of the settings call's answer for the shell. */
type PageValue<Id extends Page['api_id']> = Extract<Page, { api_id: Id }>['value'];

export function pageValue<Id extends Page['api_id']>(
  settings: SettingsResponse | null,
  apiId: Id,
): PageValue<Id> | null {
  const page = settings?.pages.find((entry) => entry.api_id === apiId);
  return page ? (page.value as PageValue<Id>) : null;
}

export function headerMenu(settings: SettingsResponse | null): MenuItem[] {
  return pageValue(settings, 'header')?.menu ?? [];
}

export function footerColumns(settings: SettingsResponse | null): FooterColumn[] {
  return pageValue(settings, 'footer')?.columns ?? [];
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
  return pageValue(settings, 'policy')?.cookie_notice ?? '';
}

export function latestAnnouncement(list: Announcement[]): Announcement | null {
  return list[0] ?? null;
}
