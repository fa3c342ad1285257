import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientConfigResponseSchema } from '#contract/auth';
import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE, inactiveMessage } from '#contract/errors';
import { SocialStatusResponseSchema } from '#contract/social';
import { startDevOidcProvider, type DevOidcProvider } from '#server/adapters/dev-oidc-provider';
import { members, oneTimeTokens, socialIdentities } from '#server/db/schema';
import { DEMO, advance, envelopeOf, setCookies } from '../support/auth-helpers';
import { signInAtProvider, socialStatus, startSignIn } from '../support/social-helpers';
import { useTestApp } from '../support/test-app';

const PORTAL = 'http://portal.test';
const MARIA = { identity: 'dev-maria' };

describe('social sign-in: the whole code flow against the development provider', () => {
  let provider: DevOidcProvider;
  beforeAll(async () => {
    provider = await startDevOidcProvider({
      port: 0,
      redirectUris: [`${PORTAL}/social-login`],
    });
  });
  afterAll(async () => {
    await provider.close();
  });
  const t = useTestApp(() => ({
    config: {
      publicOrigin: PORTAL,
      redirectHosts: ['partner.example.ph'],
      socialProviders: [provider.provider],
    },
  }));

  it('lists the four specified choices disabled and the configured provider enabled', async () => {
    const config = v.parse(ClientConfigResponseSchema, (await t.call('getClientConfig')).body);
    expect(config.socialChoices).toEqual([
      { id: 'google', name: 'Google', enabled: false },
      { id: 'facebook', name: 'Facebook', enabled: false },
      { id: 'apple', name: 'Apple', enabled: false },
      { id: 'airline', name: 'Fly with Go Rewards', enabled: false },
      { id: 'dev', name: 'Development ID', enabled: true },
    ]);
  });

  it('signs a linked identity in: fresh session cookies, the ?page= target, single use', async () => {
    const started = await startSignIn(t, { provider: 'dev', page: '/account/transactions' });
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PORTAL}/social-login`);
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // The verifier and nonce live only in the server's row; the browser has an opaque cookie.
    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.kind, 'social_attempt'));
    const verifier = String(row?.data?.codeVerifier);
    expect(verifier.length).toBeGreaterThan(40);
    expect(started.authorizationUrl).not.toContain(verifier);
    expect(started.cookie).not.toContain(verifier);

    const data = await signInAtProvider(started.authorizationUrl, MARIA);
    expect(new URLSearchParams(data).get('code')).toBeTruthy();
    const response = await socialStatus(t, data, started.cookie);
    expect(response.status, response.text).toBe(200);
    expect(v.parse(SocialStatusResponseSchema, response.body)).toEqual({
      signup_status: 'COMPLETE',
      redirect: '/account/transactions',
      expiresInSeconds: 3600,
    });
    const cookies = setCookies(response);
    const token = cookies.find((cookie) => cookie.name === 'token');
    expect(token?.attributes.httponly).toBe(true);
    expect(token?.attributes.samesite).toBe('Lax');
    expect(cookies.find((cookie) => cookie.name === 'refreshToken')?.attributes.path).toBe(
      '/api/v1/auth',
    );
    expect(cookies.find((cookie) => cookie.name === 'socialAttempt')?.value).toBe('');
    const session = await t.call('getSession', { cookies: `token=${token?.value ?? ''}` });
    expect(session.body.member?.firstName).toBe('Maria Clara');
    const [link] = await t.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, 'dev-maria'));
    expect(link?.lastSignInAt).not.toBeNull();

    // The same answer again (a replayed code): the attempt is used up, nothing is signed in.
    const replay = await socialStatus(t, data, started.cookie);
    expect(replay.status).toBe(400);
    expect(envelopeOf(replay)).toMatchObject({
      error_key: 'SOCIAL_LOGIN_FAILED',
      error: GENERIC_ERROR_MESSAGE,
    });
    expect(setCookies(replay).some((cookie) => cookie.name === 'token')).toBe(false);

    // Nor can the used code be carried into a new attempt: the provider refuses it.
    const second = await startSignIn(t);
    const secondState = new URL(second.authorizationUrl).searchParams.get('state') ?? '';
    const carried = new URLSearchParams(data);
    carried.set('state', secondState);
    const reused = await socialStatus(t, carried.toString(), second.cookie);
    expect(envelopeOf(reused).error_key).toBe('SOCIAL_LOGIN_FAILED');
    expect(t.logs.join('')).toContain('"reason":"exchange"');
  });

  it('refuses an answer whose state is not the attempt this browser started', async () => {
    const mine = await startSignIn(t);
    const other = await startSignIn(t);
    const data = await signInAtProvider(mine.authorizationUrl, MARIA);
    // Another browser's cookie (login CSRF): refused, and that attempt is spent.
    const crossed = await socialStatus(t, data, other.cookie);
    expect(crossed.status).toBe(400);
    expect(envelopeOf(crossed).error).toBe(GENERIC_ERROR_MESSAGE);
    // No cookie at all: refused too.
    expect(envelopeOf(await socialStatus(t, data, undefined)).error_key).toBe(
      'SOCIAL_LOGIN_FAILED',
    );
    // A tampered state with the right cookie: refused, and the attempt is used up by it.
    const tampered = new URLSearchParams(data);
    tampered.set('state', 'x'.repeat(43));
    expect(envelopeOf(await socialStatus(t, tampered.toString(), mine.cookie)).error_key).toBe(
      'SOCIAL_LOGIN_FAILED',
    );
    expect((await socialStatus(t, data, mine.cookie)).status).toBe(400);
    expect(t.logs.join('')).toContain('"reason":"state_mismatch"');
  });

  it('refuses an ID token whose nonce is not the attempt’s', async () => {
    const started = await startSignIn(t);
    const url = new URL(started.authorizationUrl);
    url.searchParams.set('nonce', 'substituted-nonce-0000000000000000000');
    const data = await signInAtProvider(url.href, MARIA);
    const response = await socialStatus(t, data, started.cookie);
    expect(response.status).toBe(400);
    expect(envelopeOf(response).error_key).toBe('SOCIAL_LOGIN_FAILED');
    expect(setCookies(response).some((cookie) => cookie.name === 'token')).toBe(false);
    expect(t.logs.join('')).toMatch(/"reason":"exchange"[^\n]*nonce/);
  });

  it('answers the not-found message for an identity linked to no member', async () => {
    const started = await startSignIn(t);
    const data = await signInAtProvider(started.authorizationUrl, { identity: 'dev-stranger' });
    const response = await socialStatus(t, data, started.cookie);
    expect(response.status).toBe(404);
    expect(envelopeOf(response)).toMatchObject({
      error_key: 'ACCOUNT_NOT_FOUND',
      error: NOT_FOUND_MESSAGE,
    });
    expect(setCookies(response).some((cookie) => cookie.name === 'token')).toBe(false);
  });

  it('shows the generic error when the member cancels at the provider', async () => {
    const started = await startSignIn(t);
    const data = await signInAtProvider(started.authorizationUrl, 'cancel');
    expect(new URLSearchParams(data).get('error')).toBe('access_denied');
    const response = await socialStatus(t, data, started.cookie);
    expect(envelopeOf(response)).toMatchObject({
      error_key: 'SOCIAL_LOGIN_FAILED',
      error: GENERIC_ERROR_MESSAGE,
    });
  });

  it('answers "Unable to parse OAuth flow response" for data that is no answer, and keeps the attempt', async () => {
    const started = await startSignIn(t);
    const response = await socialStatus(t, 'page=%2Faccount', started.cookie);
    expect(response.status).toBe(400);
    expect(envelopeOf(response)).toMatchObject({
      error_key: 'SOCIAL_RESPONSE_UNREADABLE',
      error: 'Unable to parse OAuth flow response',
    });
    expect(setCookies(response).some((cookie) => cookie.name === 'socialAttempt')).toBe(false);
    const data = await signInAtProvider(started.authorizationUrl, MARIA);
    expect((await socialStatus(t, data, started.cookie)).status).toBe(200);
  });

  it('lets an attempt lapse after 10 minutes', async () => {
    const started = await startSignIn(t);
    const data = await signInAtProvider(started.authorizationUrl, MARIA);
    advance(t, 601_000);
    expect(envelopeOf(await socialStatus(t, data, started.cookie)).error_key).toBe(
      'SOCIAL_LOGIN_FAILED',
    );
  });

  it('follows only allowed targets: ext_url before page, never another site', async () => {
    for (const body of [
      { provider: 'dev', page: '//evil.example/account' },
      { provider: 'dev', ext_url: 'https://evil.example/' },
      { provider: 'dev', ext_url: 'http://partner.example.ph/' },
    ]) {
      const refused = await t.call('startSocialLogin', { body });
      expect(refused.status).toBe(400);
      expect(envelopeOf(refused).error_key).toBe('REDIRECT_NOT_ALLOWED');
      expect(setCookies(refused)).toEqual([]);
    }
    const started = await startSignIn(t, {
      provider: 'dev',
      page: '/get-the-app',
      ext_url: 'https://partner.example.ph/deals',
    });
    const data = await signInAtProvider(started.authorizationUrl, MARIA);
    const response = await socialStatus(t, data, started.cookie);
    expect(v.parse(SocialStatusResponseSchema, response.body).redirect).toBe(
      'https://partner.example.ph/deals',
    );
  });

  it('refuses a provider that is not configured and input outside the contract', async () => {
    const google = await t.call('startSocialLogin', { body: { provider: 'google' } });
    expect(envelopeOf(google).error_key).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
    for (const body of [{}, { provider: 'dev', extra: 1 }, { provider: '../dev' }]) {
      const response = await t.call('startSocialLogin', { offContractBody: body });
      expect(response.status).toBe(400);
      expect(envelopeOf(response).error_key).toBe('VALIDATION_ERROR');
    }
    for (const data of ['', 'x'.repeat(4097)]) {
      expect(envelopeOf(await socialStatus(t, data, undefined)).error_key).toBe('VALIDATION_ERROR');
    }
  });

  it('rate-limits each call per client IP', async () => {
    const options = { remoteAddress: '203.0.113.77' };
    const answers: number[] = [];
    for (let i = 0; i < 61; i += 1)
      answers.push(
        (await t.call('startSocialLogin', { body: { provider: 'dev' }, ...options })).status,
      );
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('gives a linked member the refusals a passcode login gives, and logs no code or token', async () => {
    const [inactive] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mobileE164, DEMO.inactive));
    if (!inactive) throw new Error('no inactive demo member');
    await t.database.db
      .insert(socialIdentities)
      .values({ provider: 'dev', subject: 'dev-stranger', memberId: inactive.id });
    const started = await startSignIn(t);
    const data = await signInAtProvider(started.authorizationUrl, { identity: 'dev-stranger' });
    const response = await socialStatus(t, data, started.cookie);
    expect(response.status).toBe(403);
    expect(envelopeOf(response).error).toBe(inactiveMessage('support@gorewards.com.ph'));

    const code = new URLSearchParams(data).get('code') ?? '';
    const logs = t.logs.join('');
    expect(code.length).toBeGreaterThan(20);
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(started.cookie.split('=')[1]);
  });
});
