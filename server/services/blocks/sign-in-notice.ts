import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { members } from '../../db/schema';
import type { Deps } from '../deps';
import { describeUserAgent } from '../devices';
import { NEW_BROWSER_SUBJECT, newBrowserNotice } from './messages';

/**
 * A sign-in from a browser the account had never used: the member hears of it by email, when
 * their email is verified (an unverified address may not be theirs). The sign-in never waits on
 * or fails with the notice.
 */
export async function noticeNewBrowser(
  deps: Deps<'db' | 'sender'>,
  notice: { memberId: string; userAgent: string | null; now: Date; log: FastifyBaseLogger },
): Promise<void> {
  const { memberId, userAgent, now, log } = notice;
  try {
    const [member] = await deps.db
      .select({
        firstName: members.firstName,
        email: members.email,
        isMailVerified: members.isMailVerified,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (!member?.email || !member.isMailVerified) return;
    await deps.sender.send({
      channel: 'email',
      to: member.email,
      subject: NEW_BROWSER_SUBJECT,
      body: newBrowserNotice({
        firstName: member.firstName,
        ...describeUserAgent(userAgent),
        at: now,
      }),
    });
    log.info({ event: 'sign_in.new_browser_notice', memberId }, 'new browser notice sent');
  } catch (error) {
    log.warn(
      { event: 'sign_in.new_browser_notice_failed', memberId, err: error },
      'notice not sent',
    );
  }
}
