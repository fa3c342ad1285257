import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_SECONDS } from '#contract/auth';
import { API_PREFIX } from '#contract/endpoints';
import type { AppContext } from '../context';
import { noticeNewBrowser } from '../services/blocks/sign-in-notice';
import {
  keptUserAgent,
  recordSessionBrowser,
  rememberBrowser,
  touchSession,
} from '../services/devices';
import type { MemberRow } from '../services/members';
import {
  revokeSessionByTokens,
  sessionOfToken,
  signedIn,
  type IssuedSession,
  type MemberSession,
  type SessionState,
} from '../services/sessions';
import { SessionsEndedError } from '../services/verification/current-passcode';
import { randomToken } from '../services/verification/tokens';
import { ApiError } from '../shared/errors';

export const ACCESS_COOKIE = 'token';
export const REFRESH_COOKIE = 'refreshToken';
/** Never sent with page, asset or member requests (SEC-35). */
export const REFRESH_COOKIE_PATH = `${API_PREFIX}/auth`;

/** Not on plain http at the loopback host: the browser would drop a Secure cookie there. */
function isSecureContext(request: FastifyRequest): boolean {
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(request.hostname);
  return !(request.protocol === 'http' && loopback);
}

export function cookieOptions(request: FastifyRequest, path: string) {
  return { httpOnly: true, sameSite: 'lax' as const, path, secure: isSecureContext(request) };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { token: string; refreshToken: string },
): void {
  const maxAge = SESSION_LIFETIME_SECONDS;
  void reply.setCookie(ACCESS_COOKIE, tokens.token, { ...cookieOptions(request, '/'), maxAge });
  void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...cookieOptions(request, REFRESH_COOKIE_PATH),
    maxAge,
  });
}

/** Names this browser across sign-ins (never a session): a new one is told to the member. */
export const BROWSER_COOKIE = 'browser';
const BROWSER_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session the browser held before (a planted or an old one) ends. The new one records the
 * browser it was signed in from; a sign-in by the member (not a handoff from their own session)
 * from a browser never seen on the account sends them a notice.
 */
export async function replaceBrowserSession(
  context: Pick<AppContext, 'db' | 'clock' | 'sender'>,
  replacing: {
    request: FastifyRequest;
    reply: FastifyReply;
    session: IssuedSession;
    /** A sign-in by the member, not a handoff from their own session. */
    signIn: boolean;
  },
): Promise<void> {
  const { request, reply, session } = replacing;
  const now = context.clock();
  await revokeSessionByTokens(context, {
    tokens: {
      token: request.cookies[ACCESS_COOKIE],
      refreshToken: request.cookies[REFRESH_COOKIE],
    },
    now,
    reason: 'replaced',
  });
  setSessionCookies(request, reply, session);
  const userAgent = keptUserAgent(request.headers['user-agent']);
  await recordSessionBrowser(context, { sessionId: session.id, userAgent, now });
  const presented = request.cookies[BROWSER_COOKIE];
  const browserId = presented && BROWSER_ID.test(presented) ? presented : randomToken();
  void reply.setCookie(BROWSER_COOKIE, browserId, {
    ...cookieOptions(request, '/'),
    maxAge: BROWSER_COOKIE_MAX_AGE,
  });
  const isNew = await rememberBrowser(context, { memberId: session.memberId, browserId, now });
  if (isNew && replacing.signIn) {
    // Sent beside the answer: an email server's delay is not the member's (it catches its errors).
    void noticeNewBrowser(context, {
      memberId: session.memberId,
      userAgent,
      now,
      log: request.log,
    });
  }
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(ACCESS_COOKIE, cookieOptions(request, '/'));
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(request, REFRESH_COOKIE_PATH));
}

/**
 * A passcode check that locked the account ended its sessions (SessionsEndedError): the answer
 * clears the cookies too. For `.catch` on the call's promise.
 */
export function clearCookiesOnSessionsEnded(request: FastifyRequest, reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof SessionsEndedError) clearSessionCookies(request, reply);
    throw error;
  };
}

/**
 * A step of an action a passcode and a code protect, for the signed-in member: a refusal that
 * ended the sessions clears the cookies, and so does the action itself when it `endsSessions`.
 */
export async function asVerifiedMember<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  step: { endsSessions: boolean; run: (member: MemberRow) => Promise<T> },
): Promise<T> {
  const { member } = memberAccountOf(request);
  const result = await step.run(member).catch(clearCookiesOnSessionsEnded(request, reply));
  if (step.endsSessions) clearSessionCookies(request, reply);
  return result;
}

declare module 'fastify' {
  interface FastifyRequest {
    memberSession: MemberSession | null;
  }
}

export function readMemberSession(
  context: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
): Promise<SessionState> {
  return sessionOfToken(context, { token: request.cookies[ACCESS_COOKIE], now: context.clock() });
}

/**
 * The member comes from the session only, never from the request. A member whose account is set
 * to be deleted may make only the calls marked `duringDeletion` (keeping the account).
 */
export function requireMember(
  context: Pick<AppContext, 'db' | 'clock'>,
  options: { duringDeletion?: boolean } = {},
) {
  return async (request: FastifyRequest) => {
    const session = signedIn(await readMemberSession(context, request));
    if (session.member.deletionDueAt && !options.duringDeletion) {
      throw new ApiError('ACCOUNT_DELETION_PENDING');
    }
    request.memberSession = session;
    await touchSession(context, { session, now: context.clock() });
  };
}

export function memberSessionOf(request: FastifyRequest): MemberSession {
  if (!request.memberSession) throw new Error('requireMember did not run on this route');
  return request.memberSession;
}

export function memberAccountOf(request: FastifyRequest) {
  const { member, card } = memberSessionOf(request);
  // A member without a card cannot be seeded or registered; treat it as signed out.
  if (!card) throw new ApiError('UNAUTHENTICATED', { code: 302 });
  return { member, card };
}
