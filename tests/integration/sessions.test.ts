import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '#contract/auth';
import { MemberCardSchema, MemberDetailsSchema } from '#contract/members';
import { oneTimeTokens, sessions } from '#server/db/schema';
import { hashToken } from '#server/services/verification/tokens';
import {
  DEMO,
  advance,
  cookieHeader,
  envelopeOf,
  login,
  setCookies,
  signedIn,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { startTestApp, useTestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;

const t = useTestApp();

describe(`session cookies (${testDatabaseKind})`, () => {
  it('are HttpOnly, SameSite=Lax, one hour, and not Secure on plain-http localhost', async () => {
    const response = await login(t, DEMO.active);
    const cookies = setCookies(response);
    expect(cookies.map((cookie) => [cookie.name, cookie.attributes.path])).toEqual([
      ['token', '/'],
      ['refreshToken', '/api/v1/auth'],
      // Names the browser, not the session (devices.test.ts).
      ['browser', '/'],
    ]);
    for (const cookie of cookies.filter((entry) => entry.name !== 'browser')) {
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes).toMatchObject({
        httponly: true,
        samesite: 'Lax',
        'max-age': '3600',
      });
      expect(cookie.attributes.secure).toBeUndefined();
      expect(cookie.attributes.domain).toBeUndefined();
    }
  });

  it('are Secure on any other host', async () => {
    const response = await login(t, DEMO.active, undefined, {
      headers: { host: 'rewards.example.ph' },
    });
    for (const cookie of setCookies(response)) expect(cookie.attributes.secure).toBe(true);
  });

  it('keep only hashes of the tokens in the database', async () => {
    const response = await login(t, DEMO.active);
    const token = setCookies(response)[0]?.value ?? '';
    const rows = await t.database.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe(`member answers (${testDatabaseKind})`, () => {
  it('answer the session member, never cached', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const details = await t.call('getMemberDetails', { cookies });
    expect(details.status).toBe(200);
    expect(details.headers['cache-control']).toBe('no-store');
    const body = v.parse(MemberDetailsSchema, details.body);
    expect(body).toMatchObject({
      firstName: 'Maria Clara',
      lastName: 'Santos',
      cardID: '8800123400000011',
    });
    expect(details.text).not.toMatch(/passcode|argon2/i);

    const card = await t.call('getMemberCard', { cookies });
    expect(card.headers['cache-control']).toBe('no-store');
    const cardBody = v.parse(MemberCardSchema, card.body);
    expect(cardBody.type).toBe('Gold');

    const session = await t.call('getSession', { cookies });
    expect(session.headers['cache-control']).toBe('no-store');
    expect(v.parse(SessionResponseSchema, session.body)).toEqual({
      member: {
        firstName: 'Maria Clara',
        lastName: 'Santos',
        points: cardBody.balance,
        deletionDueAt: null,
      },
      expiresInSeconds: 3600,
    });
  });

  it('refuse without a session with code 302, and say SESSION_EXPIRED after the hour', async () => {
    for (const name of ['getMemberDetails', 'getMemberCard'] as const) {
      const anonymous = await t.call(name);
      expect(anonymous.status).toBe(401);
      expect(envelopeOf(anonymous)).toMatchObject({ error_key: 'UNAUTHENTICATED', code: 302 });
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const forged = await t.call(name, { cookies: 'token=not-a-real-token-aaaaaaaaaaaaaaaaaaaa' });
      expect(envelopeOf(forged).error_key).toBe('UNAUTHENTICATED');
    }
    const cookies = await signedIn(t, DEMO.newMember);
    advance(t, HOUR - 1000);
    expect((await t.call('getSession', { cookies })).body).toMatchObject({
      expiresInSeconds: 1,
    });
    advance(t, 1000);
    const expired = await t.call('getMemberDetails', { cookies });
    expect(expired.status).toBe(401);
    expect(envelopeOf(expired)).toMatchObject({ error_key: 'SESSION_EXPIRED', code: 302 });
    // The session check itself answers an ended session as a visitor.
    const ended = await t.call('getSession', { cookies });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ member: null, expiresInSeconds: null });
  });

  it('answer the session check of a visitor, or of a forged token, with no member and no 401', async () => {
    for (const cookies of [undefined, 'token=not-a-real-token-aaaaaaaaaaaaaaaaaaaa']) {
      const answer = await t.call('getSession', { ...(cookies ? { cookies } : {}) });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(v.parse(SessionResponseSchema, answer.body)).toEqual({
        member: null,
        expiresInSeconds: null,
      });
    }
  });

  it('never take the member from the request', async () => {
    const cookies = await signedIn(t, DEMO.newMember);
    const withId = await t.call('getMemberDetails', { query: { id: 'someone-else' }, cookies });
    expect(withId.status).toBe(400);
  });
});

describe(`refresh (${testDatabaseKind})`, () => {
  it('rotates both tokens for another hour; the old access token stops working', async () => {
    const first = await signedIn(t, DEMO.active);
    advance(t, 50 * 60 * 1000);
    const refreshed = await t.call('refresh', { cookies: first });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ expiresInSeconds: 3600 });
    const second = cookieHeader(refreshed);
    expect(second).not.toBe(first);
    for (const cookie of setCookies(refreshed)) expect(cookie.attributes['max-age']).toBe('3600');
    expect((await t.call('getMemberDetails', { cookies: second })).status).toBe(200);
    expect((await t.call('getMemberDetails', { cookies: first })).status).toBe(401);
  });

  it('revokes the session when a replaced refresh token comes back (reuse detection)', async () => {
    const first = await signedIn(t, DEMO.active);
    const refreshed = await t.call('refresh', { cookies: first });
    const second = cookieHeader(refreshed);
    // Within the grace, the loser of a two-tab race gets an answer but no new tokens.
    const race = await t.call('refresh', { cookies: first });
    expect(race.status).toBe(200);
    expect(setCookies(race)).toEqual([]);
    advance(t, 11_000);
    const reuse = await t.call('refresh', { cookies: first });
    expect(reuse.status).toBe(401);
    expect(envelopeOf(reuse).error_key).toBe('UNAUTHENTICATED');
    // The holder of the newer tokens (the member or a thief) is signed out too.
    expect((await t.call('getMemberDetails', { cookies: second })).status).toBe(401);
    expect((await t.call('refresh', { cookies: second })).status).toBe(401);
  });

  it('answers UNAUTHENTICATED without a cookie and SESSION_EXPIRED after the hour', async () => {
    const none = await t.call('refresh');
    expect(none.status).toBe(401);
    expect(envelopeOf(none).error_key).toBe('UNAUTHENTICATED');
    const cookies = await signedIn(t, DEMO.active);
    advance(t, HOUR);
    const expired = await t.call('refresh', { cookies });
    expect(expired.status).toBe(401);
    expect(envelopeOf(expired).error_key).toBe('SESSION_EXPIRED');
  });

  it('never carries a session past 12 hours', async () => {
    let cookies = await signedIn(t, DEMO.active);
    for (let step = 1; step <= 12; step += 1) {
      advance(t, 55 * 60 * 1000);
      const refreshed = await t.call('refresh', { cookies });
      expect(refreshed.body).toEqual({ expiresInSeconds: 3600 });
      cookies = cookieHeader(refreshed);
    }
    // 12 × 55 min = 11 h: a refresh half an hour later gets only what is left of the 12 hours.
    advance(t, 30 * 60 * 1000);
    const capped = await t.call('refresh', { cookies });
    expect(capped.body).toEqual({ expiresInSeconds: 1800 });
    cookies = cookieHeader(capped);
    advance(t, 30 * 60 * 1000);
    const over = await t.call('refresh', { cookies });
    expect(over.status).toBe(401);
    expect(envelopeOf(over).error_key).toBe('SESSION_EXPIRED');
  });
});

describe(`a new login (${testDatabaseKind})`, () => {
  it('issues a new session and ends the one the browser presented (SEC-09)', async () => {
    const before = await signedIn(t, DEMO.active);
    const other = await signedIn(t, DEMO.active);
    const response = await login(t, DEMO.active, undefined, { cookies: before });
    expect(response.status).toBe(200);
    const after = cookieHeader(response);
    const tokenOf = (cookies: string) => /(?:^|; )token=([^;]+)/.exec(cookies)?.[1];
    expect(tokenOf(after)).toBeDefined();
    expect(tokenOf(after)).not.toBe(tokenOf(before));
    expect((await t.call('getMemberDetails', { cookies: before })).status).toBe(401);
    expect((await t.call('refresh', { cookies: before })).status).toBe(401);
    expect((await t.call('getMemberDetails', { cookies: after })).status).toBe(200);
    expect((await t.call('getMemberDetails', { cookies: other })).status).toBe(200);
    const replaced = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.revokeReason, 'replaced'));
    expect(replaced).toHaveLength(1);
  });

  it('never adopts a planted token: the answer sets its own, and the planted one opens nothing', async () => {
    const planted = `token=${'A'.repeat(43)}`;
    const response = await login(t, DEMO.active, undefined, { cookies: planted });
    expect(response.status).toBe(200);
    expect(cookieHeader(response)).not.toContain('A'.repeat(43));
    expect((await t.call('getMemberDetails', { cookies: planted })).status).toBe(401);
  });

  it('leaves the session alone when the passcode is wrong', async () => {
    const member = await signedIn(t, DEMO.active);
    const response = await login(t, DEMO.active, '000001', { cookies: member });
    expect(response.status).toBe(401);
    expect((await t.call('getMemberDetails', { cookies: member })).status).toBe(200);
    // So later logins of this member start from nothing.
    expect((await login(t, DEMO.active)).status).toBe(200);
  });
});

describe(`logout (${testDatabaseKind})`, () => {
  it('revokes the session on the server and clears both cookies', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const other = await signedIn(t, DEMO.active);
    const response = await t.call('logout', { cookies });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    const cleared = setCookies(response);
    expect(
      cleared.map((c) => [c.name, c.value, c.attributes['max-age'], c.attributes.path]),
    ).toEqual([
      ['token', '', '0', '/'],
      ['refreshToken', '', '0', '/api/v1/auth'],
    ]);
    expect((await t.call('getMemberDetails', { cookies })).status).toBe(401);
    expect((await t.call('refresh', { cookies })).status).toBe(401);
    expect((await t.call('getMemberDetails', { cookies: other })).status).toBe(200);
    const [row] = await t.database.db
      .select({ reason: sessions.revokeReason })
      .from(sessions)
      .where(eq(sessions.revokeReason, 'logout'));
    expect(row?.reason).toBe('logout');
  });

  it('answers success without a session too', async () => {
    const response = await t.call('logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
  });
});

describe(`handoff (${testDatabaseKind})`, () => {
  const exchange = (code: string, cookies?: string) =>
    t.app.inject({
      url: `/auth?token=${encodeURIComponent(code)}`,
      headers: { 'sec-fetch-site': 'same-origin', ...(cookies ? { cookie: cookies } : {}) },
    });
  const mint = async (cookies: string) => {
    const minted = await t.call('mintHandoff', { cookies });
    expect(minted.status).toBe(200);
    return minted.body.code;
  };

  it('mints a single-use code for a signed-in member only', async () => {
    expect((await t.call('mintHandoff')).status).toBe(401);
    const cookies = await signedIn(t, DEMO.active);
    const minted = await t.call('mintHandoff', { cookies });
    expect(minted.status).toBe(200);
    expect(minted.body).toMatchObject({ expiresInSeconds: 60 });
    // Kept only as a hash (SEC-39): no row holds the code itself.
    const { code } = minted.body;
    const rows = await t.database.db.select().from(oneTimeTokens);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.some((row) => row.tokenHash === hashToken(code))).toBe(true);
  });

  it('trades a code once for a fresh session and redirects to /account without it', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const { code } = (await t.call('mintHandoff', { cookies })).body;
    const response = await exchange(code);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const fresh = cookieHeader(response);
    expect(fresh).toMatch(/^token=.+; refreshToken=.+$/);
    expect(fresh).not.toBe(cookies);
    expect((await t.call('getMemberDetails', { cookies: fresh })).status).toBe(200);

    const again = await exchange(code);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login?handoff=invalid');
    expect(setCookies(again)).toEqual([]);
  });

  it('refuses a code at 60 seconds, a session token, and garbage, setting no cookie', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const late = (await t.call('mintHandoff', { cookies })).body;
    advance(t, 60_000);
    const sessionToken = /token=([^;]+)/.exec(cookies)?.[1] ?? '';
    for (const code of [late.code, sessionToken, 'x', '']) {
      const response = await exchange(code);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?handoff=invalid');
      expect(setCookies(response)).toEqual([]);
    }
    const early = (await t.call('mintHandoff', { cookies })).body;
    advance(t, 59_000);
    expect((await exchange(early.code)).headers.location).toBe('/account');
  });

  // Minting and exchanging every 50 minutes once kept a session alive for 30 hours.
  it('never extends a session: one minted from a code dies at the minting session’s 12-hour cap', async () => {
    let cookies = await signedIn(t, DEMO.active);
    // 14 exchanges, 50 minutes apart: 700 minutes after the login.
    for (let step = 1; step <= 14; step += 1) {
      advance(t, 50 * 60 * 1000);
      const response = await exchange(await mint(cookies), cookies);
      expect(response.headers.location, `exchange ${String(step)}`).toBe('/account');
      cookies = cookieHeader(response);
    }
    // 20 minutes of the original 12 hours are left, whatever the last exchange minted.
    expect((await t.call('getSession', { cookies })).body).toMatchObject({
      expiresInSeconds: 1200,
    });
    // A code minted a minute before the cap and traded a second before it buys that second.
    advance(t, 19 * 60 * 1000);
    const code = await mint(cookies);
    advance(t, 59_000);
    const last = await exchange(code, cookies);
    expect(last.headers.location).toBe('/account');
    cookies = cookieHeader(last);
    expect((await t.call('getSession', { cookies })).body).toMatchObject({
      expiresInSeconds: 1,
    });
    advance(t, 1000);
    const over = await t.call('getMemberDetails', { cookies });
    expect(over.status).toBe(401);
    expect(envelopeOf(over).error_key).toBe('SESSION_EXPIRED');
    expect((await t.call('mintHandoff', { cookies })).status).toBe(401);
    const refreshed = await t.call('refresh', { cookies });
    expect(refreshed.status).toBe(401);
  });

  it('ends the session the browser held when it trades a code', async () => {
    const device = await signedIn(t, DEMO.active);
    const browser = await signedIn(t, DEMO.newMember);
    const response = await exchange(await mint(device), browser);
    expect(response.headers.location).toBe('/account');
    const fresh = cookieHeader(response);
    expect((await t.call('getMemberDetails', { cookies: fresh })).body).toMatchObject({
      firstName: 'Maria Clara',
    });
    expect((await t.call('getMemberDetails', { cookies: browser })).status).toBe(401);
    expect((await t.call('refresh', { cookies: browser })).status).toBe(401);
    expect((await t.call('getMemberDetails', { cookies: device })).status).toBe(200);
  });

  it('buys nothing once the session that minted it has logged out', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const code = await mint(cookies);
    expect((await t.call('logout', { cookies })).status).toBe(200);
    const response = await exchange(code);
    expect(response.headers.location).toBe('/login?handoff=invalid');
    expect(setCookies(response)).toEqual([]);
  });

  it('keeps the code out of the logs', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const { code } = (await t.call('mintHandoff', { cookies })).body;
    await exchange(code);
    expect(t.logs.join('\n')).not.toContain(code);
  });
});

describe('handoff with the app served', () => {
  it('takes precedence over the single-page app fallback', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-handoff-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const served = await startTestApp({ serveApp: true, config: { staticDir } });
    try {
      const response = await served.app.inject('/auth?token=unknown-code-aaaaaaaaaaaa');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?handoff=invalid');
      expect((await served.app.inject('/account')).statusCode).toBe(200);
    } finally {
      await served.close();
    }
  });
});

/**
 * Login CSRF: only an arrival from the portal's own pages acts at once; any
 * other gets the app, which asks first.
 */
describe(`arrivals from elsewhere at /auth and /logout (${testDatabaseKind})`, () => {
  const SHELL = '<!doctype html><div id="root"></div>';
  const served = useTestApp(async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-arrival-'));
    await writeFile(path.join(staticDir, 'index.html'), SHELL);
    return { serveApp: true, config: { staticDir } };
  });

  const arrive = (code: string, headers: Record<string, string>) =>
    served.app.inject({ url: `/auth?token=${encodeURIComponent(code)}`, headers });
  const mint = async (cookies: string) => (await served.call('mintHandoff', { cookies })).body.code;

  it('completes nothing for a cross-site, same-site, typed or unmarked arrival: the app asks first', async () => {
    const attacker = await signedIn(served, DEMO.active);
    const victim = await signedIn(served, DEMO.newMember);
    const code = await mint(attacker);
    const arrivals: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
      { 'sec-fetch-site': 'same-site', referer: 'https://shop.localhost/' },
      { 'sec-fetch-site': 'none' },
      { referer: 'https://evil.example/page' },
      { referer: 'http://localhost.evil.example/' },
      {},
    ];
    for (const headers of arrivals) {
      const label = JSON.stringify(headers);
      const response = await arrive(code, { ...headers, cookie: victim });
      expect(response.statusCode, label).toBe(200);
      expect(response.payload, label).toBe(SHELL);
      expect(response.headers['cache-control'], label).toBe('no-store');
      expect(response.headers['referrer-policy'], label).toBe('no-referrer');
      expect(response.headers['set-cookie'], label).toBeUndefined();
    }
    expect((await served.call('getMemberDetails', { cookies: victim })).body).toMatchObject({
      firstName: 'Juan',
    });
    const [row] = await served.database.db
      .select({ usedAt: oneTimeTokens.usedAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(code)));
    expect(row?.usedAt).toBeNull();
  });

  it('sends an unknown or used code to the failure page whatever the arrival', async () => {
    const response = await arrive('unknown-code-aaaaaaaaaaaa', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?handoff=invalid');
  });

  it('acts at once for a same-origin Referer when the browser sends no Sec-Fetch-Site', async () => {
    const cookies = await signedIn(served, DEMO.active);
    // The request's own protocol and host (inject's default host is localhost:80).
    const response = await arrive(await mint(cookies), { referer: 'http://localhost/account' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account');
    expect(
      (await served.call('getMemberDetails', { cookies: cookieHeader(response) })).status,
    ).toBe(200);
    const same = await arrive(await mint(cookies), { 'sec-fetch-site': 'same-origin' });
    expect(same.headers.location).toBe('/account');
  });

  it('previews the name on the code without using it, and refuses a bad code', async () => {
    const cookies = await signedIn(served, DEMO.active);
    const code = await mint(cookies);
    for (let i = 0; i < 2; i += 1) {
      const preview = await served.call('previewHandoff', { body: { token: code } });
      expect(preview.status).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.body).toEqual({ name: 'Maria Clara' });
    }
    const unknown = await served.call('previewHandoff', {
      body: {
        token: 'unknown-code-aaaaaaaaaaaa',
      },
    });
    expect(unknown.status).toBe(400);
    expect(envelopeOf(unknown)).toMatchObject({
      error_key: 'HANDOFF_INVALID',
      error: 'This sign-in link is no longer valid. Please log in.',
    });
    expect((await served.call('previewHandoff', { body: { token: 'x' } })).status).toBe(400);
    const sessionToken = /token=([^;]+)/.exec(cookies)?.[1] ?? '';
    const asCode = await served.call('previewHandoff', { body: { token: sessionToken } });
    expect(envelopeOf(asCode).error_key).toBe('HANDOFF_INVALID');
    expect((await arrive(code, { 'sec-fetch-site': 'same-origin' })).headers.location).toBe(
      '/account',
    );
    const used = await served.call('previewHandoff', { body: { token: code } });
    expect(envelopeOf(used).error_key).toBe('HANDOFF_INVALID');
  });

  it('exchanges a code once by a same-origin POST, ending the session the browser held', async () => {
    const attacker = await signedIn(served, DEMO.active);
    const browser = await signedIn(served, DEMO.newMember);
    const code = await mint(attacker);
    const foreign = await served.call('exchangeHandoff', {
      body: { token: code },
      cookies: browser,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(envelopeOf(foreign).error_key).toBe('FORBIDDEN_ORIGIN');
    expect(foreign.headers['set-cookie']).toBeUndefined();

    const exchanged = await served.call('exchangeHandoff', {
      body: { token: code },
      cookies: browser,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toEqual({ expiresInSeconds: 3600 });
    const fresh = cookieHeader(exchanged);
    expect(fresh).toMatch(/^token=.+; refreshToken=.+$/);
    expect((await served.call('getMemberDetails', { cookies: fresh })).body).toMatchObject({
      firstName: 'Maria Clara',
    });
    expect((await served.call('getMemberDetails', { cookies: browser })).status).toBe(401);

    const again = await served.call('exchangeHandoff', { body: { token: code } });
    expect(again.status).toBe(400);
    expect(envelopeOf(again).error_key).toBe('HANDOFF_INVALID');
    expect(again.headers['set-cookie']).toBeUndefined();
  });
  // A top-level link from another site to /logout once logged the member out.
  it('sends a /logout arrival from elsewhere to the Log out? page, logging nobody out', async () => {
    const cookies = await signedIn(served, DEMO.active);
    const arrivals: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/' },
    ];
    for (const headers of arrivals) {
      const label = JSON.stringify(headers);
      const response = await served.app.inject({
        url: '/logout',
        headers: { ...headers, cookie: cookies },
      });
      expect(response.statusCode, label).toBe(302);
      expect(response.headers.location, label).toBe('/logout?confirm=1');
      expect(response.headers['cache-control'], label).toBe('no-store');
      expect(response.headers['set-cookie'], label).toBeUndefined();
    }
    const asked = await served.app.inject({
      url: '/logout?confirm=1',
      headers: { 'sec-fetch-site': 'cross-site', cookie: cookies },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.payload).toBe(SHELL);
    expect((await served.call('getMemberDetails', { cookies })).status).toBe(200);
  });

  // Specification: /logout logs out and goes home. Typed into the address bar or opened from a
  // bookmark (Sec-Fetch-Site: none, or no header and no Referer) is the member's own doing.
  it('gives a same-origin, typed or bookmarked /logout the app, which logs out at once', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { referer: 'http://localhost/account' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const response = await served.app.inject({ url: '/logout', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.payload).toBe(SHELL);
    }
  });
});
