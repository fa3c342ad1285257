import { describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE, THREE_FAILURES_MESSAGE } from '#contract/errors';
import {
  PASSCODE,
  createMember,
  envelopeOf,
  freshMobile,
  local,
  login,
  setCookies,
  signedIn,
  type CallOptions,
  memberRow,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** SEC-06 and decision 0014: this server trusts one proxy, as behind a load balancer. */
const HOUR = 60 * 60 * 1000;
const WRONG = '135792';
const PROXY = '10.50.0.1';

const t = useTestApp({ config: { trustProxy: [PROXY] } });

const viaProxy = (client: string, headers: Record<string, string> = {}): CallOptions => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': client, ...headers },
});

describe(`lockout spread over clients (SEC-06) (${testDatabaseKind})`, () => {
  it('locks the account when the three failures come from different addresses, proxies, user agents and cookies', async () => {
    const member = await createMember(t);
    const someoneElse = await createMember(t);
    const otherSession = await signedIn(t, someoneElse.mobile);
    const first = await login(t, member.mobile, WRONG, { remoteAddress: '10.30.0.1' });
    expect(envelopeOf(first)).toMatchObject({
      error_key: 'INVALID_CREDENTIALS',
      attemptsRemaining: 2,
    });
    const second = await login(
      t,
      member.mobile,
      WRONG,
      viaProxy('203.0.113.20', { 'user-agent': 'Other/9.9', cookie: otherSession }),
    );
    expect(envelopeOf(second)).toMatchObject({
      error_key: 'INVALID_CREDENTIALS',
      attemptsRemaining: 1,
    });
    const third = await login(t, member.mobile, WRONG, {
      remoteAddress: '192.0.2.30',
      headers: { 'x-forwarded-for': '198.51.100.30', 'user-agent': 'Third/1.0' },
      cookies: 'token=made-up; refreshToken=made-up',
    });
    expect(third.status).toBe(423);
    expect(envelopeOf(third)).toMatchObject({
      error_key: 'ACCOUNT_LOCKED',
      error: THREE_FAILURES_MESSAGE,
    });

    // The right passcode from yet another client is not even weighed.
    for (const options of [
      { remoteAddress: '10.30.0.99' },
      viaProxy('203.0.113.99', { 'user-agent': 'Fresh/1.0' }),
    ]) {
      const locked = await login(t, member.mobile, PASSCODE, options);
      expect(locked.status).toBe(423);
      expect(envelopeOf(locked)).toMatchObject({
        error_key: 'ACCOUNT_LOCKED',
        error: LOCKED_MESSAGE,
      });
      expect(setCookies(locked)).toEqual([]);
    }
    expect(await memberRow(t, member.id)).toMatchObject({
      failedLoginCount: 3,
      consecutiveFailures: 3,
    });
  });

  it('counts failures spread over clients toward the hard stop too', async () => {
    const member = await createMember(t);
    let last = await login(t, member.mobile, WRONG, viaProxy('203.0.113.40'));
    for (let failure = 2; failure <= 15; failure += 1) {
      if (failure % 3 === 1) t.now.value = new Date(t.now.value.getTime() + HOUR);
      last = await login(t, member.mobile, WRONG, viaProxy(`203.0.113.${String(40 + failure)}`));
    }
    expect(last.status).toBe(423);
    expect(envelopeOf(last).error_key).toBe('ACCOUNT_LOCKED_OUT');
  });
});

describe(`status limit behind a trusted proxy (${testDatabaseKind})`, () => {
  const status = (options: CallOptions) =>
    t.call('accountStatus', {
      body: { countryCode: 'PH', mobile: local(freshMobile()) },
      ...options,
    });

  it("counts the client address the trusted proxy forwards, and only the proxy's", async () => {
    const client = '203.0.113.10';
    for (let i = 0; i < 100; i += 1) {
      expect((await status(viaProxy(client))).status).toBe(200);
    }
    const refused = await status(viaProxy(client));
    expect(refused.status).toBe(429);
    expect(envelopeOf(refused).error_key).toBe('TEMPORARILY_DISABLED');
    // A value the client prepends is not believed: the proxy's own entry (the last) counts.
    expect((await status(viaProxy(`198.51.100.1, ${client}`))).status).toBe(429);
    // The same client reaching the server directly is the same address.
    expect((await status({ remoteAddress: client })).status).toBe(429);

    // Another client behind the same proxy has its own allowance.
    expect((await status(viaProxy('203.0.113.11'))).status).toBe(200);
    // A header from an address that is not the proxy is ignored: its socket address counts.
    expect(
      (
        await status({
          remoteAddress: '10.60.0.1',
          headers: { 'x-forwarded-for': client },
        })
      ).status,
    ).toBe(200);
  });
});

describe(`the lock at its boundary (FAULT-10) (${testDatabaseKind})`, () => {
  it.each([
    ['59:59', 423, HOUR - 1000],
    ['60:00', 200, HOUR],
    ['60:01', 200, HOUR + 1000],
  ])('the right passcode at %s after the lock answers %i', async (_at, expected, ms) => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i += 1) await login(t, member.mobile, WRONG);
    const lockedAt = t.now.value.getTime();
    t.now.value = new Date(lockedAt + ms);
    const response = await login(t, member.mobile, PASSCODE);
    expect(response.status).toBe(expected);
    if (expected === 423) {
      expect(envelopeOf(response)).toMatchObject({ error_key: 'ACCOUNT_LOCKED' });
      expect(new Date(envelopeOf(response).unlockAt ?? '').getTime()).toBe(lockedAt + HOUR);
    } else {
      expect(await memberRow(t, member.id)).toMatchObject({
        failedLoginCount: 0,
        lockedUntil: null,
      });
    }
  });

  it('a wrong passcode at 60:01 starts a new count of three, not a new lock', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i += 1) await login(t, member.mobile, WRONG);
    t.now.value = new Date(t.now.value.getTime() + HOUR + 1000);
    const wrong = await login(t, member.mobile, WRONG);
    expect(wrong.status).toBe(401);
    expect(envelopeOf(wrong)).toMatchObject({
      error_key: 'INVALID_CREDENTIALS',
      attemptsRemaining: 2,
    });
    expect(await memberRow(t, member.id)).toMatchObject({ failedLoginCount: 1, lockedUntil: null });
  });
});
