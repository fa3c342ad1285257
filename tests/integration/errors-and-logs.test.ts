import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import { maskMobile } from '#server/services/blocks/phone';
import {
  captchaPass,
  DEMO,
  cookieHeader,
  createMember,
  envelopeOf,
  local,
  login,
  PASSCODE,
  setCookies,
  forgotPasscode,
} from '../support/auth-helpers';
import { startFakeSmsGateway, type FakeSmsGateway } from '../support/fake-sms-gateway';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** SEC-47, SEC-48 and SEC-17, with SMS through the real HTTP adapter to a loopback gateway. */
let gateway: FakeSmsGateway;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  await gateway.close();
});
const t = useTestApp(() => ({ config: { smsGateway: { url: gateway.url, token: 'gw' } } }));

function logLines(): Record<string, unknown>[] {
  return t.logs.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
}

const eventsNamed = (name: string) => logLines().filter((line) => line.event === name);

/** `secret` as a whole token of `text` (a 6-digit code is not matched inside a longer number). */
function holds(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![0-9A-Za-z_-])${escaped}(?![0-9A-Za-z_-])`).test(text);
}

function deliveredCode(to: string): string {
  const message = gateway.delivered.filter((sms) => sms.to === to).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS delivered to ${to}`);
  return code;
}

/** PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function rowsHolding(secret: string): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(sql.raw(`select x::text as row from ${name} x`));
    for (const { row } of rows) if (holds(row, secret)) found.push(`${name}: ${row}`);
  }
  return found;
}

describe(`an unexpected error (${testDatabaseKind})`, () => {
  it('answers a generic 500 with its Ref and no internals, sets no cookie, and logs the Ref with the detail but never the query or its parameters (SEC-47)', async () => {
    const member = await createMember(t);
    const { db } = t.database;
    // A failing dependency: the database refuses this member's new session, with internals in
    // the error that must stay in the log.
    await db.execute(
      sql.raw(`create or replace function refuse_session() returns trigger as $$
        begin
          if new.member_id = '${member.id}' then
            raise exception 'disk /var/lib/postgresql/data full while writing sessions';
          end if;
          return new;
        end $$ language plpgsql`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_session before insert on sessions for each row execute function refuse_session()',
      ),
    );
    let response;
    try {
      response = await login(t, member.mobile);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_session on sessions'));
      await db.execute(sql.raw('drop function refuse_session()'));
    }
    expect(response.status).toBe(500);
    const body = envelopeOf(response);
    expect(body.error_key).toBe('INTERNAL_ERROR');
    expect(body.ref).toMatch(/^[0-9A-F]{8}$/);
    expect(body.error).toBe(`Something went wrong. Please try again. (Ref: ${body.ref ?? ''})`);
    expect(Object.keys(response.body).sort()).toEqual(['error', 'error_key', 'ref', 'title']);
    for (const internal of [
      /insert into/i,
      /sessions/,
      /\/var\/lib/,
      /\.ts\b/,
      /node_modules/,
      /\bat /,
      /stack/i,
    ]) {
      expect(response.text).not.toMatch(internal);
    }
    expect(response.headers['set-cookie']).toBeUndefined();
    const sessions = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from sessions where member_id = ${member.id}`,
    );
    expect(sessions[0]?.n).toBe(0);

    const logged = logLines().find((line) => line.ref === body.ref);
    const err = logged?.err as { message?: string; stack?: string } | undefined;
    expect(logged?.level).toBe(50);
    expect(err?.message).toContain('disk /var/lib/postgresql/data full while writing sessions');
    expect(err?.stack).toContain('\n    at ');
    // The failed statement's text and parameters (here the member's id and token hashes; a
    // search's keyword elsewhere) stay out of the log.
    const line = JSON.stringify(logged);
    expect(line).not.toContain(member.id);
    expect(line).not.toMatch(/params/i);
    expect(line).not.toMatch(/insert into/i);
  });
});

describe(`security events in the log (${testDatabaseKind})`, () => {
  it('logs login.failure, login.lockout, captcha.failure, redirect.rejected and handoff.invalid, with the number masked (SEC-48)', async () => {
    const member = await createMember(t);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(t, member.mobile, '271828')).status).toBeGreaterThanOrEqual(400);
    }
    const captcha = await t.call('verifyCaptcha', {
      body: { recaptcha: 'not-a-captcha-answer-at-all' },
    });
    expect(captcha.status).toBe(400);
    const redirect = await t.call('login', {
      body: {
        country_code: 'PH',
        number: local(member.mobile),
        passcode: PASSCODE,
        ext_url: 'https://evil.example/steal',
      },
    });
    expect(envelopeOf(redirect).error_key).toBe('REDIRECT_NOT_ALLOWED');
    const handoff = await t.app.inject('/auth?token=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(handoff.headers.location).toBe('/login?handoff=invalid');

    const failures = eventsNamed('login.failure').filter(
      (line) => line.mobile === maskMobile(member.mobile),
    );
    expect(failures.map((line) => line.attempt)).toEqual([1, 2, 3]);
    expect(
      eventsNamed('login.lockout').filter((line) => line.mobile === maskMobile(member.mobile)),
    ).toHaveLength(1);
    expect(maskMobile(member.mobile)).toMatch(/^09\d\d \*\*\* \d{4}$/);
    expect(eventsNamed('captcha.failure').length).toBeGreaterThanOrEqual(1);
    expect(eventsNamed('redirect.rejected').length).toBeGreaterThanOrEqual(1);
    expect(eventsNamed('handoff.invalid').length).toBeGreaterThanOrEqual(1);
    // The full number never appears, in any spelling a member could type.
    const all = t.logs.join('');
    for (const spelling of [member.mobile, local(member.mobile), member.mobile.slice(1)]) {
      expect(all).not.toContain(spelling);
    }
  });

  it('a CR/LF forging attempt in a header, the URL or a field stays inside one log line (SEC-48)', async () => {
    const forged = '{"level":30,"event":"login.success","msg":"forged"}';
    const before = t.logs.length;
    await t.app.inject({
      url: `/api/v1/settings?note=${encodeURIComponent(`x\r\n${forged}`)}`,
      headers: { 'user-agent': 'x', 'x-forwarded-for': '203.0.113.9' },
    });
    await t.call('login', {
      body: {
        country_code: 'PH',
        number: `0917\r\n${forged}`,
        passcode: PASSCODE,
      },
    });
    await t.call('login', {
      body: {
        country_code: 'PH',
        number: local(DEMO.active),
        passcode: '271828',
        ext_url: `/x\r\n${forged}`,
      },
    });
    const withHeader = await t.app.inject({
      url: '/api/v1/settings',
      headers: { 'user-agent': `x\r\n${forged}`, 'x-forwarded-for': `203.0.113.9\r\n${forged}` },
    });
    expect(withHeader.statusCode).toBe(200);
    const written = t.logs.slice(before);
    expect(written.length).toBeGreaterThanOrEqual(3);
    for (const chunk of written) {
      expect(chunk.indexOf('\n')).toBe(chunk.length - 1);
      expect(chunk).not.toContain('\r');
      expect(() => JSON.parse(chunk) as unknown).not.toThrow();
    }
    expect(
      written.filter((chunk) => (JSON.parse(chunk) as { msg?: unknown }).msg === 'forged'),
    ).toEqual([]);
  });
});

describe(`where a code sent by SMS can be found (${testDatabaseKind})`, () => {
  it('nowhere: not in any table (every column as text) nor in any log line (SEC-17)', async () => {
    const member = await createMember(t);
    const sent = await forgotPasscode(t, member.mobile);
    expect(sent.status).toBe(200);
    const { refCode } = v.parse(CodeSentSchema, sent.body);
    const code = deliveredCode(member.mobile);
    expect(await rowsHolding(code)).toEqual([]);
    expect(await rowsHolding(refCode)).toEqual([]);
    expect(t.logs.filter((line) => holds(line, code))).toEqual([]);
    // The search does find what is there: the member's own number.
    expect((await rowsHolding(member.mobile)).length).toBeGreaterThan(0);
  });
});

describe(`a busy sequence of calls (${testDatabaseKind})`, () => {
  it('leaves no passcode, code, refCode, token, pass or cookie value in any log line (SEC-48)', async () => {
    const secrets = new Set<string>([PASSCODE]);
    const member = await createMember(t);
    const newPasscode = '270318';
    secrets.add(newPasscode);

    const signedIn = await login(t, member.mobile);
    expect(signedIn.status).toBe(200);
    for (const cookie of setCookies(signedIn)) secrets.add(cookie.value);
    const cookies = cookieHeader(signedIn);
    expect((await t.call('getMemberDetails', { cookies })).status).toBe(200);
    const minted = await t.call('mintHandoff', { cookies });
    const { code: handoffCode } = minted.body;
    secrets.add(handoffCode);
    const exchanged = await t.app.inject({
      url: `/auth?token=${handoffCode}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    for (const cookie of setCookies(exchanged)) secrets.add(cookie.value);
    expect((await login(t, member.mobile, '271828')).status).toBe(401);

    const pass = await captchaPass(t);
    secrets.add(pass);
    const sent = v.parse(
      CodeSentSchema,
      (
        await t.call('forgotPasscode', {
          body: {
            countryCode: 'PH',
            mobile: local(member.mobile),
            recaptcha: pass,
          },
        })
      ).body,
    );
    secrets.add(sent.refCode);
    const code = deliveredCode(member.mobile);
    secrets.add(code);
    const wrong = code === '000000' ? '111111' : '000000';
    await t.call('verifySms', { body: { PIN: wrong, refCode: sent.refCode, type: 'sms' } });
    const verified = await t.call('verifySms', {
      body: {
        PIN: code,
        refCode: sent.refCode,
        type: 'sms',
      },
    });
    expect(verified.status).toBe(200);
    const { memberToken } = verified.body;
    secrets.add(memberToken);
    const reset = await t.call('resetPasscode', {
      body: {
        refCode: sent.refCode,
        member_token: memberToken,
        passcode: newPasscode,
        confirmPasscode: newPasscode,
      },
    });
    expect(reset.status).toBe(200);
    const again = await login(t, member.mobile, newPasscode);
    expect(again.status).toBe(200);
    for (const cookie of setCookies(again)) secrets.add(cookie.value);
    await t.call('logout', { cookies: cookieHeader(again) });

    const leaks = t.logs.filter((line) => [...secrets].some((secret) => holds(line, secret)));
    expect(leaks).toEqual([]);
    expect(eventsNamed('otp.verify').length).toBeGreaterThanOrEqual(2);
    expect(eventsNamed('passcode.reset').length).toBeGreaterThanOrEqual(1);
  });
});
