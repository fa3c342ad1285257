import type { Announcement } from '#contract/announcements';
import { endpoints } from '#contract/endpoints';
import type { SettingsResponse } from '#contract/settings';
import { call, toApiError, type ApiError } from '../../lib/api';
import { latestAnnouncement } from '../../lib/settings';

export interface ShellData {
  settings: SettingsResponse | null;
  announcement: Announcement | null;
  error: ApiError | null;
}

/**
 * Settings drive the header, footer and cookie notice. A failure does not take the page down:
 * the shell renders without them and the global error modal says what happened.
 */
export async function loadShellData(): Promise<ShellData> {
  const [settings, announcements] = await Promise.allSettled([
    call(endpoints.getSettings),
    call(endpoints.getAnnouncements),
  ]);
  return {
    settings: settings.status === 'fulfilled' ? settings.value : null,
    announcement:
      announcements.status === 'fulfilled' ? latestAnnouncement(announcements.value.data) : null,
    error: settings.status === 'rejected' ? toApiError(settings.reason) : null,
  };
}
