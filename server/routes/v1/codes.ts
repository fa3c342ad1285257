import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ChallengeType, CodeSent } from '#contract/auth';
import { APP_LINK_MOBILE_MESSAGE } from '#contract/fields';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { ApiError } from '../../shared/errors';
import { requireMobile } from '../../http/mobile';
import { readMemberSession } from '../../http/session';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import type { OtpPurpose } from '../../db/schema';
import { sendAppLink } from '../../services/app-link';
import { consumeCaptchaPass, issueCaptchaPass } from '../../services/captcha-pass';
import { needsForcedReset } from '../../services/login';
import { findMemberById, findMemberByMobile, type MemberRow } from '../../services/members';
import { consumeOneTimeToken, issueOneTimeToken } from '../../services/one-time-tokens';
import { issueMemberToken, resetPasscode } from '../../services/passcode-reset';
import { maskEmail, maskMobile, normalizeMobile } from '../../services/phone';
import { issueChallenge, resendChallenge, verifyChallenge } from '../../services/otp';
import type { SmsRequester } from '../../services/sms-window';

/** What POST /sms/verify checks: never an email-factor code (that has its own verify call). */
const SMS_VERIFY_PURPOSES = ['reset', 'force_reset', 'account'] as const satisfies OtpPurpose[];

/** How long the SMS-or-email choice stays open after the captcha was solved. */
const CHOICE_TTL_MS = 5 * 60 * 1000;

/** Who may get a reset code by forgot passcode: anyone with an account that is not inactive. */
const canReset = (member: MemberRow | null): member is MemberRow =>
  member !== null && member.status !== 'INACTIVE';

const hasVerifiedEmail = (member: MemberRow): member is MemberRow & { email: string } =>
  member.isMailVerified && member.email !== null && member.email !== '';

/** The client address the SMS ceilings count, and the log their warning goes to. */
const requesterOf = (request: FastifyRequest): SmsRequester => ({
  ip: request.ip,
  log: request.log,
});

/**
 * Forgot passcode, the force-reset challenge, SMS send/resend/verify, reset, captcha, app link.
 * Every code goes through services/otp.ts (windows, hashing, uniform answers).
 */
export function codeRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock, config } = context;

  /**
   * A code by SMS to `e164` for `purpose`, logged with the number masked. With no member (an
   * unknown or ineligible number) the answer is the same and nothing is sent.
   */
  async function sendSmsCode(
    request: FastifyRequest,
    e164: string,
    memberId: string | null,
    purpose: OtpPurpose,
    now: Date,
  ): Promise<CodeSent> {
    const sent = await issueChallenge(
      context,
      {
        mobileE164: e164,
        memberId,
        purpose,
        channel: 1,
        to: e164,
        requester: requesterOf(request),
      },
      now,
    );
    logCodeSent(request, e164, purpose, sent);
    return sent;
  }

  function logCodeSent(request: FastifyRequest, e164: string, purpose: string, sent: CodeSent) {
    request.log.info(
      { event: 'otp.send', mobile: maskMobile(e164), purpose, channel: sent.type },
      'code requested',
    );
  }

  async function sessionMemberId(request: FastifyRequest): Promise<string | null> {
    const session = await readMemberSession(context, request);
    return session && session !== 'expired' ? session.memberId : null;
  }

  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(endpoints.verifyCaptcha),
      handler: async (request) => {
        const outcome = await context.captcha.verify(request.body.recaptcha, request.ip);
        if (outcome === 'unavailable') {
          request.log.warn({ event: 'captcha.unavailable' }, 'captcha provider unavailable');
          throw new ApiError('CAPTCHA_UNAVAILABLE');
        }
        if (outcome === 'invalid') {
          request.log.info({ event: 'captcha.failure' }, 'captcha refused');
          throw new ApiError('CAPTCHA_INVALID', {
            fields: { recaptcha: 'Please complete the captcha again.' },
          });
        }
        const pass = await issueCaptchaPass(db, clock());
        return {
          captchaPass: pass.token,
          expiresInSeconds: Math.round((pass.expiresAt.getTime() - clock().getTime()) / 1000),
        };
      },
    });

    app.route({
      ...contractRoute(endpoints.forgotPasscode),
      handler: async (request) => {
        const body = request.body;
        const e164 = requireMobile(body.countryCode, body.mobile, 'mobile');
        const now = clock();

        if (body.choiceToken !== undefined) {
          // The follow-up of the choice step: the token stands in for the captcha.
          if (body.type === undefined) {
            throw new ApiError('VALIDATION_ERROR', {
              message: 'Choose where to send the code.',
              fields: { type: 'Choose where to send the code.' },
            });
          }
          const choice = await consumeOneTimeToken(db, 'channel_choice', body.choiceToken, {
            now,
            subject: e164,
          });
          const member = choice?.memberId ? await findMemberById(db, choice.memberId) : null;
          if (!member || !canReset(member)) {
            throw new ApiError('CAPTCHA_INVALID', {
              fields: { recaptcha: 'Please complete the captcha again.' },
            });
          }
          const type: ChallengeType = body.type === 2 && hasVerifiedEmail(member) ? 2 : 1;
          const sent = await issueChallenge(
            context,
            {
              mobileE164: e164,
              memberId: member.id,
              purpose: 'reset',
              channel: type,
              to: type === 2 && member.email ? member.email : e164,
              requester: requesterOf(request),
            },
            now,
          );
          logCodeSent(request, e164, 'reset', sent);
          return sent;
        }

        await consumeCaptchaPass(db, body.recaptcha, now);
        const member = await findMemberByMobile(db, e164);
        if (canReset(member) && hasVerifiedEmail(member)) {
          const choice = await issueOneTimeToken(db, 'channel_choice', {
            now,
            ttlMs: CHOICE_TTL_MS,
            memberId: member.id,
            subject: e164,
          });
          return {
            next: 'choose' as const,
            choiceToken: choice.token,
            channels: [
              { type: 1 as const, maskedTarget: maskMobile(e164) },
              { type: 2 as const, maskedTarget: maskEmail(member.email) },
            ],
          };
        }
        return sendSmsCode(request, e164, canReset(member) ? member.id : null, 'reset', now);
      },
    });

    app.route({
      ...contractRoute(endpoints.sendChallenge),
      handler: async (request) => {
        const e164 = requireMobile(request.body.countryCode, request.body.mobile, 'mobile');
        const now = clock();
        await consumeCaptchaPass(db, request.body.recaptcha, now);
        const member = await findMemberByMobile(db, e164);
        // Only an expired, migrated (or flagged staged) account gets a code; any other number
        // gets the same answer with nothing sent (docs/decisions/0013-force-reset-challenge.md).
        const eligible = member !== null && needsForcedReset(member, config.migrationFlag);
        return sendSmsCode(request, e164, eligible ? member.id : null, 'force_reset', now);
      },
    });

    app.route({
      ...contractRoute(endpoints.sendSms),
      handler: async (request) => {
        const body = request.body;
        const e164 = requireMobile(body.countryCode, body.mobileNumber, 'mobileNumber');
        const now = clock();

        if (body.reason === 2) {
          if (!body.refCode) {
            throw new ApiError('VALIDATION_ERROR', {
              message: 'A resend needs the refCode of the code sent before.',
              fields: { refCode: 'A resend needs the refCode of the code sent before.' },
            });
          }
          const sent = await resendChallenge(
            context,
            {
              refCode: body.refCode,
              mobileE164: e164,
              sessionMemberId: await sessionMemberId(request),
              requester: requesterOf(request),
              resolveTarget: async (old) => {
                const member = old.memberId ? await findMemberById(db, old.memberId) : null;
                if (!member || member.status === 'INACTIVE') return null;
                if (old.channel === 2) {
                  return hasVerifiedEmail(member)
                    ? { memberId: member.id, to: member.email }
                    : null;
                }
                return { memberId: member.id, to: member.mobileE164 };
              },
            },
            now,
          );
          request.log.info(
            { event: 'otp.resend', mobile: maskMobile(e164), channel: sent.type },
            'code sent again',
          );
          return sent;
        }

        if (body.reason === 3) {
          // Logged in: the member's own number only, no captcha (change passcode, account issue).
          const session = await readMemberSession(context, request);
          if (session === 'expired') throw new ApiError('SESSION_EXPIRED', { code: 302 });
          if (!session) throw new ApiError('UNAUTHENTICATED', { code: 302 });
          const member = await findMemberById(db, session.memberId);
          if (!member) throw new ApiError('UNAUTHENTICATED', { code: 302 });
          if (member.mobileE164 !== e164) {
            throw new ApiError('VALIDATION_ERROR', {
              message: 'This is not the mobile number of your account.',
              fields: { mobileNumber: 'This is not the mobile number of your account.' },
            });
          }
          return sendSmsCode(request, e164, member.id, 'account', now);
        }

        await consumeCaptchaPass(db, body.recaptcha, now);
        const member = await findMemberByMobile(db, e164);
        return sendSmsCode(request, e164, canReset(member) ? member.id : null, 'reset', now);
      },
    });

    app.route({
      ...contractRoute(endpoints.verifySms),
      handler: async (request) => {
        const now = clock();
        try {
          const challenge = await verifyChallenge(
            context,
            {
              refCode: request.body.refCode,
              code: request.body.PIN,
              type: request.body.type,
              sessionMemberId: await sessionMemberId(request),
              purposes: SMS_VERIFY_PURPOSES,
            },
            now,
          );
          request.log.info(
            {
              event: 'otp.verify',
              outcome: 'success',
              mobile: maskMobile(challenge.mobileE164),
              purpose: challenge.purpose,
            },
            'code accepted',
          );
          return {
            memberToken: await issueMemberToken(context, challenge, request.body.refCode, now),
          };
        } catch (error) {
          if (error instanceof ApiError) {
            request.log.info({ event: 'otp.verify', outcome: error.key }, 'code refused');
          }
          throw error;
        }
      },
    });

    app.route({
      ...contractRoute(endpoints.resetPasscode),
      handler: async (request) => {
        const { memberId, noticeSent } = await resetPasscode(
          context,
          {
            refCode: request.body.refCode,
            memberToken: request.body.member_token,
            passcode: request.body.passcode,
            confirmPasscode: request.body.confirmPasscode,
          },
          clock(),
        );
        request.log.info({ event: 'passcode.reset', memberId }, 'passcode reset; sessions ended');
        if (!noticeSent) {
          request.log.warn({ event: 'passcode.notice_failed', memberId }, 'change notice not sent');
        }
        return { success: true as const };
      },
    });

    app.route({
      ...contractRoute(endpoints.sendAppLink),
      handler: async (request) => {
        const e164 = normalizeMobile('PH', request.body.mobile);
        if (!e164) {
          throw new ApiError('VALIDATION_ERROR', {
            message: APP_LINK_MOBILE_MESSAGE,
            fields: { mobile: APP_LINK_MOBILE_MESSAGE },
          });
        }
        const now = clock();
        await consumeCaptchaPass(db, request.body.recaptcha, now);
        await sendAppLink(context, e164, now, requesterOf(request));
        request.log.info({ event: 'app_link.send', mobile: maskMobile(e164) }, 'app link sent');
        return { maskedMobile: maskMobile(e164) };
      },
    });
  };
}
