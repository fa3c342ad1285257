import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DownloadLinksSchema } from '#contract/settings';
import { MessageSendError } from '../adapters/message-sender';
import type { AppContext } from '../context';
import { settings } from '../db/schema';
import { ApiError } from '../http/errors';
import { claimSmsWindow } from './sms-window';

/** The app-link SMS: the settings' `sms_appdl_msg` with `{link}` replaced by the QR code's link. */
export async function appLinkMessage(db: AppContext['db']): Promise<string> {
  const [row] = await db
    .select({ details: settings.details })
    .from(settings)
    .where(eq(settings.name, 'download_links'))
    .limit(1);
  const parsed = v.safeParse(DownloadLinksSchema, row?.details);
  if (!parsed.success) throw new Error('download_links setting is missing or malformed');
  const links = parsed.output;
  return links.sms_appdl_msg.value.replaceAll('{link}', links.qr_code.value);
}

/**
 * Sends the download link by SMS inside the same windows as codes (one per number per 5 minutes,
 * 10 a day). A gateway failure gives the windows back and answers SMS_SEND_FAILED.
 */
export async function sendAppLink(
  services: Pick<AppContext, 'db' | 'sender'>,
  e164: string,
  now: Date,
): Promise<void> {
  const body = await appLinkMessage(services.db);
  const claim = await claimSmsWindow(services.db, e164, now);
  try {
    await services.sender.send({ channel: 'sms', to: e164, body });
  } catch (error) {
    await claim.release(services.db);
    if (error instanceof MessageSendError) throw new ApiError('SMS_SEND_FAILED');
    throw error;
  }
}
