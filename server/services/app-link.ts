import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppLinkRequest } from '#contract/app-link';
import { APP_LINK_MOBILE_MESSAGE } from '#contract/fields';
import { DownloadLinksSchema } from '#contract/settings';
import { MessageSendError } from '../adapters/message-sender';
import type { AppContext } from '../context';
import { settings } from '../db/schema';
import { ApiError } from '../shared/errors';
import { consumeCaptchaPass } from './captcha';
import { findMemberByMobile } from './members';
import { maskMobile, normalizeMobile } from './blocks/phone';
import {
  claimSmsCeilings,
  claimSmsWindow,
  claimStrangerAppLink,
  combineClaims,
  type SmsWindowClaim,
} from './verification/sms-window';
import type { Requester } from './deps';

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
 * The code's SMS windows, one a day to a stranger, and the ceilings (decision 0042); every window
 * is given back on failure.
 */
export async function sendAppLink(
  services: Pick<AppContext, 'db' | 'sender' | 'config'>,
  e164: string,
  now: Date,
  requester: Requester,
): Promise<void> {
  const { db } = services;
  const body = await appLinkMessage(db);
  const claims: SmsWindowClaim[] = [await claimSmsWindow(db, e164, now)];
  try {
    if (!(await findMemberByMobile(db, e164)))
      claims.push(await claimStrangerAppLink(db, e164, now));
    claims.push(await claimSmsCeilings(db, services.config, requester, now));
  } catch (error) {
    await combineClaims(...claims).release(db);
    throw error;
  }
  try {
    await services.sender.send({ channel: 'sms', to: e164, body });
  } catch (error) {
    await combineClaims(...claims).release(db);
    if (error instanceof MessageSendError) throw new ApiError('SMS_SEND_FAILED');
    throw error;
  }
}

export async function requestAppLink(
  context: Pick<AppContext, 'db' | 'sender' | 'config'>,
  request: AppLinkRequest,
  requester: Requester,
  now: Date,
): Promise<{ maskedMobile: string }> {
  const e164 = normalizeMobile('PH', request.mobile);
  if (!e164) {
    throw new ApiError('VALIDATION_ERROR', {
      message: APP_LINK_MOBILE_MESSAGE,
      fields: { mobile: APP_LINK_MOBILE_MESSAGE },
    });
  }
  await consumeCaptchaPass(context.db, request.recaptcha, now);
  await sendAppLink(context, e164, now, requester);
  requester.log.info({ event: 'app_link.send', mobile: maskMobile(e164) }, 'app link sent');
  return { maskedMobile: maskMobile(e164) };
}
