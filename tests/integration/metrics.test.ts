import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import {
  createMember,
  forgotPasscode,
  freshMobile,
  latestCode,
  login,
  signedIn,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** Prometheus metrics behind a bearer token. */
const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const t = useTestApp({
  clockControl: true,
  config: { metricsToken: TOKEN, smsPerIpPerHour: 3 },
});
const closed = useTestApp({ seed: false });

async function scrape(token = TOKEN) {
  return t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
}

/** The value of one sample line, e.g. `gr_sign_ins_total{outcome="success"}`; 0 when absent. */
async function sample(series: string): Promise<number> {
  const text = (await scrape()).body;
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe(`metrics (${testDatabaseKind})`, () => {
  it('has no /metrics page when no token is configured', async () => {
    const answer = await closed.app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(404);
  });

  it('answers 401 without the bearer token, or with another', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-token' },
      { authorization: TOKEN },
    ]) {
      const answer = await t.app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain('gr_');
    }
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('counts sign-ins by outcome and answers by route pattern with their latency', async () => {
    const member = await createMember(t);
    const success = 'gr_sign_ins_total{outcome="success"}';
    const wrong = 'gr_sign_ins_total{outcome="wrong_passcode"}';
    const lockout = 'gr_sign_ins_total{outcome="lockout"}';
    const unknown = 'gr_sign_ins_total{outcome="no_account"}';
    const before = await Promise.all([success, wrong, lockout, unknown].map(sample));
    await signedIn(t, member.mobile);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(t, member.mobile, '000000');
    await login(t, freshMobile(), '000000');
    const after = await Promise.all([success, wrong, lockout, unknown].map(sample));
    expect(after.map((value, i) => value - (before[i] ?? 0))).toEqual([1, 2, 1, 1]);

    const text = (await scrape()).body;
    expect(text).toMatch(
      /gr_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/auth\/login",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /gr_http_request_duration_seconds_bucket\{le="0\.25",method="POST",route="\/api\/v1\/auth\/login",status_code="401"\} \d/,
    );
    // A path is never a label: unknown paths share one.
    await t.app.inject({ url: '/api/v1/no-such/12345' });
    expect((await scrape()).body).not.toContain('12345');
  });

  it('counts codes sent, checked and refused, and the SMS ceilings hit', async () => {
    const sent = 'gr_codes_sent_total{purpose="reset",channel="sms"}';
    const verified = 'gr_code_checks_total{outcome="verified"}';
    const invalid = 'gr_code_checks_total{outcome="OTP_INVALID"}';
    const ceiling = 'gr_sms_ceiling_hits_total{scope="ip"}';
    const before = await Promise.all([sent, verified, invalid, ceiling].map(sample));

    const member = await createMember(t);
    const answer = await forgotPasscode(t, member.mobile);
    const { refCode } = v.parse(CodeSentSchema, answer.body);
    const code = await latestCode(t, member.mobile);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await t.call('verifySms', { body: { PIN: wrongCode, refCode, type: 'sms' } });
    await t.call('verifySms', { body: { PIN: code, refCode, type: 'sms' } });
    // This address may be sent 3 SMS an hour: the third and fourth other numbers hit the ceiling.
    for (let n = 0; n < 4; n += 1) await forgotPasscode(t, (await createMember(t)).mobile);

    const after = await Promise.all([sent, verified, invalid, ceiling].map(sample));
    expect(after.map((value, i) => value - (before[i] ?? 0))).toEqual([3, 1, 1, 2]);
  });

  it('counts housekeeping runs and the rows they removed', async () => {
    const runs = 'gr_housekeeping_runs_total{outcome="ran"}';
    const before = await sample(runs);
    expect((await t.call('runHousekeeping', { body: {} })).status).toBe(200);
    expect(await sample(runs)).toBe(before + 1);
    expect((await scrape()).body).toContain('gr_housekeeping_rows_removed_total{table="sessions"}');
  });

  it('reports Argon2 checks in flight, and the PostgreSQL pool where there is one', async () => {
    const text = (await scrape()).body;
    expect(text).toContain('gr_passcode_hashes_in_flight 0');
    if (testDatabaseKind === 'postgres') {
      expect(text).toMatch(/gr_db_pool_connections\{state="max"\} 10/);
      expect(text).toMatch(/gr_db_pool_waiting 0/);
    } else {
      expect(text).not.toContain('gr_db_pool');
    }
  });
});
