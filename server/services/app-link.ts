import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppLinkRequest } from '#contract/app-link';
import { APP_LINK_MOBILE_MESSAGE } from '#contract/fields';
import { DownloadLinksSchema } from '#contract/settings';
import { MessageSendError } from '../adapters/message-sender';
import { settings } from '../db/schema';
import { ApiError } from '../shared/errors';
import { consumeCaptchaPass } from './verification/tokens';
import { findMemberByMobile } from './members';
import { maskMobile, normalizeMobile } from './blocks/phone';
import {
  claimSmsCeilings,
  claimSmsWindow,
  claimStrangerAppLink,
  combineClaims,
  type SmsWindowClaim,
} from './verification/otp';
import type { Deps, Requester } from './deps';

export async function appLinkMessage(deps: Deps<'db'>): Promise<string> {
  const [row] = await deps.db
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
  deps: Deps<'db' | 'sender' | 'config'>,
  send: { e164: string; now: Date; requester: Requester },
): Promise<void> {
  const { db } = deps;
  const { e164, now, requester } = send;
  const body = await appLinkMessage(deps);
  const claims: SmsWindowClaim[] = [await claimSmsWindow(db, { e164, now })];
  try {
    if (!(await findMemberByMobile(deps, e164)))
      claims.push(await claimStrangerAppLink(deps, { e164, now }));
    claims.push(await claimSmsCeilings(deps, { requester, now }));
  } catch (error) {
    await combineClaims(...claims).release(db);
    throw error;
  }
  try {
    await deps.sender.send({ channel: 'sms', to: e164, body });
  } catch (error) {
    await combineClaims(...claims).release(db);
    if (error instanceof MessageSendError) throw new ApiError('SMS_SEND_FAILED');
    throw error;
  }
}

export async function requestAppLink(
  deps: Deps<'db' | 'sender' | 'config'>,
  input: { request: AppLinkRequest; requester: Requester; now: Date },
): Promise<{ maskedMobile: string }> {
  const { request, requester, now } = input;
  const e164 = normalizeMobile('PH', request.mobile);
  if (!e164) {
    throw new ApiError('VALIDATION_ERROR', {
      message: APP_LINK_MOBILE_MESSAGE,
      fields: { mobile: APP_LINK_MOBILE_MESSAGE },
    });
  }
  await consumeCaptchaPass(deps, { pass: request.recaptcha, now });
  await sendAppLink(deps, { e164, now, requester });
  requester.log.info({ event: 'app_link.send', mobile: maskMobile(e164) }, 'app link sent');
  return { maskedMobile: maskMobile(e164) };
}
