import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '#server/db/schema';
import {
  advance,
  cookieHeader,
  createMember,
  login,
  outboxFor,
  setCookies,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const MINUTE = 60 * 1000;
const SUBJECT = 'New sign-in to your Go Rewards account';

/** A browser of its own: its User-Agent, and the cookies it was given (browser cookie included). */
async function browserSignIn(mobile: string, userAgent: string, browserCookie?: string) {
  const response = await login(t, mobile, undefined, {
    headers: { 'user-agent': userAgent, ...(browserCookie ? { cookie: browserCookie } : {}) },
  });
  expect(response.status).toBe(200);
  return { cookies: cookieHeader(response), userAgent, response };
}

const list = (browser: { cookies: string; userAgent: string }) =>
  t.call('listSessions', {
    cookies: browser.cookies,
    headers: { 'user-agent': browser.userAgent },
  });

const browserCookieOf = (cookies: string) =>
  cookies.split('; ').find((pair) => pair.startsWith('browser=')) ?? '';

describe(`devices and sessions (${testDatabaseKind})`, () => {
  it('lists the live sessions with browser, system and times, this device first', async () => {
    const member = await createMember(t);
    const phone = await browserSignIn(member.mobile, SAFARI_IPHONE);
    advance(t, 2 * MINUTE);
    const laptop = await browserSignIn(member.mobile, CHROME_WINDOWS);

    const answer = await list(phone);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const [first, second, ...rest] = answer.body.data;
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ current: true, browser: 'Safari 17', system: 'iOS 17.1' });
    expect(second).toMatchObject({ current: false, browser: 'Chrome 131', system: 'Windows 10' });
    // Manila time, with its offset.
    expect(first?.signedInAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(Date.parse(second?.signedInAt ?? '') - Date.parse(first?.signedInAt ?? '')).toBe(
      2 * MINUTE,
    );
    expect((await list(laptop)).body.data[0]).toMatchObject({
      current: true,
      browser: 'Chrome 131',
    });
  });

  it('moves "last active" when the session is used, at most every 5 minutes', async () => {
    const member = await createMember(t);
    const phone = await browserSignIn(member.mobile, FIREFOX_ANDROID);
    const [signedIn] = (await list(phone)).body.data;
    expect(signedIn?.lastActiveAt).toBe(signedIn?.signedInAt);
    expect(signedIn).toMatchObject({ browser: 'Firefox 132', system: 'Android 14' });

    advance(t, 4 * MINUTE);
    await t.call('getMemberDetails', { cookies: phone.cookies });
    expect((await list(phone)).body.data[0]?.lastActiveAt).toBe(signedIn?.lastActiveAt);

    advance(t, 2 * MINUTE);
    await t.call('getMemberDetails', { cookies: phone.cookies });
    const moved = (await list(phone)).body.data[0]?.lastActiveAt ?? '';
    expect(Date.parse(moved) - Date.parse(signedIn?.lastActiveAt ?? '')).toBe(6 * MINUTE);
  });

  it('signs out one of the member’s own sessions, and never another member’s', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const phone = await browserSignIn(member.mobile, SAFARI_IPHONE);
    const laptop = await browserSignIn(member.mobile, CHROME_WINDOWS);
    const stranger = await browserSignIn(other.mobile, CHROME_WINDOWS);
    const laptopId = (await list(laptop)).body.data[0]?.id ?? '';
    const strangerId = (await list(stranger)).body.data[0]?.id ?? '';

    // Another member's session id is answered as a missing one, and stays signed in.
    const refused = await t.call('revokeSession', {
      cookies: phone.cookies,
      params: { sessionId: strangerId },
      body: {},
    });
    expect(refused.status).toBe(404);
    expect((await t.call('getMemberDetails', { cookies: stranger.cookies })).status).toBe(200);

    const revoked = await t.call('revokeSession', {
      cookies: phone.cookies,
      params: { sessionId: laptopId },
      body: {},
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: 1 });
    // The laptop is signed out at once; the phone is not, and its cookies stay.
    expect((await t.call('getMemberDetails', { cookies: laptop.cookies })).status).toBe(401);
    expect(setCookies(revoked)).toEqual([]);
    expect((await list(phone)).body.data.map((entry) => entry.id)).not.toContain(laptopId);
    // Twice is "already ended".
    const again = await t.call('revokeSession', {
      cookies: phone.cookies,
      params: { sessionId: laptopId },
      body: {},
    });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: 'That session has already ended.' });
  });

  it('refuses a session id that is not one, and a visitor', async () => {
    const member = await createMember(t);
    const phone = await browserSignIn(member.mobile, SAFARI_IPHONE);
    const bad = await t.call('revokeSession', {
      cookies: phone.cookies,
      offContractParams: { sessionId: "1' or '1'='1" },
      body: {},
    });
    expect(bad.status).toBe(400);
    expect((await t.call('listSessions', {})).status).toBe(401);
    expect((await t.call('revokeOtherSessions', { body: {} })).status).toBe(401);
  });

  it('signing out of this device by its id ends it and clears its cookies', async () => {
    const member = await createMember(t);
    const phone = await browserSignIn(member.mobile, SAFARI_IPHONE);
    const own = (await list(phone)).body.data[0]?.id ?? '';
    const answer = await t.call('revokeSession', {
      cookies: phone.cookies,
      params: { sessionId: own },
      body: {},
    });
    expect(answer.status).toBe(200);
    const cleared = setCookies(answer).filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['refreshToken', 'token']);
    expect((await t.call('getMemberDetails', { cookies: phone.cookies })).status).toBe(401);
  });

  it('"Sign out of all other devices" ends every session but this one', async () => {
    const member = await createMember(t);
    const phone = await browserSignIn(member.mobile, SAFARI_IPHONE);
    const laptop = await browserSignIn(member.mobile, CHROME_WINDOWS);
    const tablet = await browserSignIn(member.mobile, FIREFOX_ANDROID);
    const other = await createMember(t);
    const stranger = await browserSignIn(other.mobile, CHROME_WINDOWS);

    const answer = await t.call('revokeOtherSessions', { cookies: phone.cookies, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ revoked: 2 });
    for (const ended of [laptop, tablet]) {
      expect((await t.call('getMemberDetails', { cookies: ended.cookies })).status).toBe(401);
    }
    expect((await t.call('getMemberDetails', { cookies: phone.cookies })).status).toBe(200);
    expect((await t.call('getMemberDetails', { cookies: stranger.cookies })).status).toBe(200);
    expect((await list(phone)).body.data).toHaveLength(1);
    // Nothing left to end.
    expect(
      (await t.call('revokeOtherSessions', { cookies: phone.cookies, body: {} })).body,
    ).toEqual({ revoked: 0 });
  });

  it('leaves out sessions that have ended by time', async () => {
    const member = await createMember(t);
    const old = await browserSignIn(member.mobile, CHROME_WINDOWS);
    advance(t, 61 * MINUTE);
    const fresh = await browserSignIn(member.mobile, SAFARI_IPHONE);
    const data = (await list(fresh)).body.data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ current: true, browser: 'Safari 17' });
    expect((await t.call('getMemberDetails', { cookies: old.cookies })).status).toBe(401);
  });

  it('keeps a readable User-Agent: control characters out, 512 characters at most', async () => {
    const member = await createMember(t);
    const hostile = `${CHROME_WINDOWS}\u0000\u001b[31m\u202e${'x'.repeat(10_000)}`;
    const browser = await browserSignIn(member.mobile, hostile);
    const [row] = await t.database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.memberId, member.id));
    expect(row?.userAgent?.length).toBe(512);
    expect(
      Array.from(row?.userAgent ?? '', (char) => char.charCodeAt(0)).filter(
        (code) => code < 0x20 || code === 0x202e,
      ),
    ).toEqual([]);
    expect((await list(browser)).body.data[0]).toMatchObject({ browser: 'Chrome 131' });

    const nameless = await browserSignIn(member.mobile, '');
    expect((await list(nameless)).body.data[0]).toMatchObject({
      browser: 'Unknown browser',
      system: 'Unknown system',
    });
  });
});

describe(`a sign-in from a new browser (${testDatabaseKind})`, () => {
  it('names this browser with a long-lived HttpOnly cookie, kept across sign-ins', async () => {
    const member = await createMember(t);
    const first = await browserSignIn(member.mobile, CHROME_WINDOWS);
    const cookie = setCookies(first.response).find((entry) => entry.name === 'browser');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
      path: '/',
      'max-age': String(400 * 24 * 60 * 60),
    });
    const again = await browserSignIn(
      member.mobile,
      CHROME_WINDOWS,
      `browser=${cookie?.value ?? ''}`,
    );
    expect(browserCookieOf(again.cookies)).toBe(`browser=${cookie?.value ?? ''}`);
    // A value that is not one of ours is replaced.
    const forged = await browserSignIn(member.mobile, CHROME_WINDOWS, 'browser=<script>');
    expect(browserCookieOf(forged.cookies)).toMatch(/^browser=[A-Za-z0-9_-]{43}$/);
  });

  it('sends a verified email a notice with when and what browser, once per browser', async () => {
    const member = await createMember(t, { email: 'new.browser@example.ph', isMailVerified: true });
    const laptop = await browserSignIn(member.mobile, CHROME_WINDOWS);
    await vi.waitFor(async () =>
      expect(await outboxFor(t, 'new.browser@example.ph')).toHaveLength(1),
    );
    const [notice] = await outboxFor(t, 'new.browser@example.ph');
    expect(notice?.body.startsWith(`${SUBJECT}\n\n`)).toBe(true);
    expect(notice?.body).toContain('Chrome 131 on Windows 10');
    expect(notice?.body).toContain('(Philippine time)');
    expect(notice?.body).toContain('Edit Passcode');
    expect(notice?.body).not.toMatch(/https?:\/\//);

    // The same browser again: nothing new. Another browser: a second notice.
    await browserSignIn(member.mobile, CHROME_WINDOWS, browserCookieOf(laptop.cookies));
    await browserSignIn(member.mobile, SAFARI_IPHONE);
    await vi.waitFor(async () =>
      expect(await outboxFor(t, 'new.browser@example.ph')).toHaveLength(2),
    );
    const [latest] = await outboxFor(t, 'new.browser@example.ph');
    expect(latest?.body).toContain('Safari 17 on iOS 17.1');
    expect(await outboxFor(t, 'new.browser@example.ph')).toHaveLength(2);
  });

  it('sends nothing to an email that is not verified', async () => {
    const member = await createMember(t, { email: 'unverified@example.ph', isMailVerified: false });
    await browserSignIn(member.mobile, CHROME_WINDOWS);
    await browserSignIn(member.mobile, SAFARI_IPHONE);
    // A verified member signing in after them is told: their notices had their turn before.
    const control = await createMember(t, { email: 'control@example.ph', isMailVerified: true });
    await browserSignIn(control.mobile, FIREFOX_ANDROID);
    await vi.waitFor(async () => expect(await outboxFor(t, 'control@example.ph')).toHaveLength(1));
    expect(await outboxFor(t, 'unverified@example.ph')).toHaveLength(0);
  });
});
