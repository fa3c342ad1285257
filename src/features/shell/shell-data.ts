import type { Announcement } from '#contract/announcements';
import type { ClientConfig } from '#contract/auth';
import * as shellCalls from '#contract/calls/shell';
import type { SettingsResponse } from '#contract/settings';
import { call, toApiError, type ApiErrorAction } from '#src/lib/api';
import { loadClientConfig } from '#src/lib/reference-data';
import { latestAnnouncement } from '#src/lib/settings';

export interface ShellData {
  settings: SettingsResponse | null;
  announcement: Announcement | null;
  /** Sign-in settings (captcha, migration flag, support email); null if they could not load. */
  clientConfig: ClientConfig | null;
  /** What the global error modal says when the settings failed: plain data, as the server's page carries it. */
  error: ShellError | null;
}

export interface ShellError {
  message: string;
  action: ApiErrorAction;
}

function shellError(reason: unknown): ShellError {
  const error = toApiError(reason);
  return { message: error.message, action: error.action };
}

/**
 * Settings drive the header, footer and cookie notice. A failure does not take the page down:
 * the shell renders without them and the global error modal says what happened.
 */
export async function loadShellData(): Promise<ShellData> {
  const [settings, announcements, clientConfig] = await Promise.allSettled([
    call(shellCalls.getSettings),
    call(shellCalls.getAnnouncements),
    loadClientConfig(),
  ]);
  return {
    settings: settings.status === 'fulfilled' ? settings.value : null,
    announcement:
      announcements.status === 'fulfilled' ? latestAnnouncement(announcements.value.data) : null,
    clientConfig: clientConfig.status === 'fulfilled' ? clientConfig.value : null,
    error: settings.status === 'rejected' ? shellError(settings.reason) : null,
  };
}
