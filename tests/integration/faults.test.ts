import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import { createSmsGatewaySender } from '#server/adapters/sms-gateway';
import { otpChallenges, raffleEntries, rateLimits } from '#server/db/schema';
import { createHcaptchaVerifier } from '#server/adapters/hcaptcha';
import { REQUEST_DEADLINE_MS } from '#server/http/deadline';
import { API_TIMEOUT_MS } from '#src/lib/api';
import { hashToken } from '#server/services/verification/tokens';
import {
  captchaPass,
  createMember,
  envelopeOf,
  freshMobile,
  local,
  forgotPasscode,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { startFakeSmsGateway, type FakeSmsGateway } from '../support/fake-sms-gateway';
import { useTestApp } from '../support/test-app';
import { raffleEntry } from '../support/form-fixtures';

let gateway: FakeSmsGateway;
let gatewayUrl: string;

const RAFFLE_ENTRY = raffleEntry({ grNumber: '8800999000000777', firstName: 'Maria' });

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  gatewayUrl = gateway.url;
});
afterAll(async () => {
  await gateway.close();
});

describe(`an SMS gateway that fails (${testDatabaseKind})`, () => {
  const t = useTestApp(() => ({ config: { smsGateway: { url: gatewayUrl, token: 'gw' } } }));

  it('answers 502 SMS_SEND_FAILED, leaves no usable code, and does not start the window', async () => {
    const member = await createMember(t);
    gateway.failing = true;
    const failed = await forgotPasscode(t, member.mobile);
    expect(failed.status).toBe(502);
    expect(envelopeOf(failed)).toMatchObject({
      error_key: 'SMS_SEND_FAILED',
      error: "We couldn't send the SMS. Please try again.",
    });
    const rows = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileE164, member.mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.voidedAt).not.toBeNull();

    gateway.failing = false;
    const retried = await forgotPasscode(t, member.mobile);
    expect(retried.status).toBe(200);
    const sent = v.parse(CodeSentSchema, retried.body);
    const sms = gateway.delivered.at(-1);
    expect(sms?.to).toBe(member.mobile);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(
      (await t.call('verifySms', { body: { PIN: code, refCode: sent.refCode, type: 'sms' } }))
        .status,
    ).toBe(200);
    const [voided] = rows;
    expect(voided?.refCodeHash).not.toBe(hashToken(sent.refCode));
  });

  it('the app link too: 502, then an immediate retry goes out', async () => {
    const mobile = freshMobile();
    gateway.failing = true;
    const failed = await t.call('sendAppLink', {
      body: {
        mobile: local(mobile),
        recaptcha: await captchaPass(t),
      },
    });
    expect(failed.status).toBe(502);
    gateway.failing = false;
    const retried = await t.call('sendAppLink', {
      body: {
        mobile: local(mobile),
        recaptcha: await captchaPass(t),
      },
    });
    expect(retried.status).toBe(200);
    expect(gateway.delivered.at(-1)?.to).toBe(mobile);
  });
});

describe(`a database write that fails while a code is issued (${testDatabaseKind})`, () => {
  const t = useTestApp(() => ({ config: { smsGateway: { url: gatewayUrl, token: 'gw' } } }));

  it('leaves neither the 5-minute window nor a code behind, and sends nothing', async () => {
    const member = await createMember(t);
    const { db } = t.database;
    // The challenge row cannot be written for this number: the write after the window's claim fails.
    await db.execute(
      sql.raw(`create or replace function refuse_challenge() returns trigger as $$
        begin
          if new.mobile_e164 = '${member.mobile}' then raise exception 'refused for the test'; end if;
          return new;
        end $$ language plpgsql`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_challenge before insert on otp_challenges for each row execute function refuse_challenge()',
      ),
    );
    const sentBefore = gateway.delivered.length;
    try {
      const failed = await forgotPasscode(t, member.mobile);
      expect(failed.status).toBe(500);
      expect(envelopeOf(failed).error).toMatch(/^Something went wrong\. Please try again\./);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_challenge on otp_challenges'));
      await db.execute(sql.raw('drop function refuse_challenge()'));
    }
    expect(gateway.delivered.length).toBe(sentBefore);
    const windows = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `sms-%${member.mobile}%`));
    expect(windows.every((row) => row.count === 0)).toBe(true);

    const retried = await forgotPasscode(t, member.mobile);
    expect(retried.status).toBe(200);
    expect(gateway.delivered.length).toBe(sentBefore + 1);
    expect(gateway.delivered.at(-1)?.to).toBe(member.mobile);
  });
});

describe(`an SMS gateway that hangs (${testDatabaseKind})`, () => {
  // The real HTTP adapter, its 5 s timeout shortened; not below 1.5 s: on a busy CI machine
  // 300 ms ran out before the gateway had even received the request.
  const t = useTestApp(() => ({
    sender: createSmsGatewaySender({ url: gatewayUrl, token: 'gw', timeoutMs: 1_500 }),
  }));
  afterAll(() => {
    gateway.releaseHeld();
  });

  it('gives up at its timeout: 502, one request, no usable code, and an immediate retry goes out', async () => {
    const member = await createMember(t);
    gateway.hanging = true;
    const requestsBefore = gateway.requests;
    const started = performance.now();
    const failed = await forgotPasscode(t, member.mobile);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(failed.status).toBe(502);
    expect(envelopeOf(failed).error_key).toBe('SMS_SEND_FAILED');
    // Never retried automatically: a slow gateway may still deliver, and a member must not get two.
    expect(gateway.requests - requestsBefore).toBe(1);
    const rows = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileE164, member.mobile));
    expect(rows.map((row) => row.voidedAt === null)).toEqual([false]);

    gateway.hanging = false;
    const retried = await forgotPasscode(t, member.mobile);
    expect(retried.status).toBe(200);
    expect(gateway.delivered.at(-1)?.to).toBe(member.mobile);
  });
});

describe('a captcha provider that is down', () => {
  let siteverify: Server;
  beforeAll(async () => {
    siteverify = createServer((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => siteverify.close(resolve));
  });
  const t = useTestApp(() => ({
    config: {
      hcaptcha: {
        siteKey: '10000000-ffff-ffff-ffff-000000000001',
        secret: 'test-secret',
        verifyUrl: `http://127.0.0.1:${String((siteverify.address() as AddressInfo).port)}/siteverify`,
      },
    },
  }));

  it('fails closed with 503 CAPTCHA_UNAVAILABLE and issues no pass', async () => {
    const response = await t.call('verifyCaptcha', { body: { recaptcha: 'some-hcaptcha-token' } });
    expect(response.status).toBe(503);
    expect(envelopeOf(response)).toMatchObject({
      error_key: 'CAPTCHA_UNAVAILABLE',
      error: 'Verification is temporarily unavailable. Please try again.',
    });
  });

  it('never accepts a development captcha answer when hCaptcha is configured', async () => {
    const { token } = (await t.call('getDevCaptcha')).body;
    expect((await t.call('verifyCaptcha', { body: { recaptcha: token } })).status).toBe(503);
  });

  it('tells the app to use hCaptcha with its site key', async () => {
    const config = (await t.call('getClientConfig')).body;
    expect(config.captcha).toEqual({
      provider: 'hcaptcha',
      siteKey: '10000000-ffff-ffff-ffff-000000000001',
    });
  });
});

let siteverify: Server;
let siteverifyUrl: string;
let siteverifyMode: 'pass' | 'fail' | 'hang' = 'pass';
const heldVerifies: ServerResponse[] = [];
beforeAll(async () => {
  siteverify = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (siteverifyMode === 'hang') {
        heldVerifies.push(response);
        return;
      }
      response.statusCode = siteverifyMode === 'fail' ? 500 : 200;
      response.end(siteverifyMode === 'fail' ? '' : '{"success":true}');
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  siteverifyUrl = `http://127.0.0.1:${String((siteverify.address() as AddressInfo).port)}/siteverify`;
});
afterAll(async () => {
  for (const response of heldVerifies.splice(0)) response.end();
  siteverify.closeAllConnections();
  await new Promise((resolve) => siteverify.close(resolve));
});

const hcaptchaAt = (verifyUrl: string, timeoutMs?: number) =>
  createHcaptchaVerifier({
    siteKey: '10000000-ffff-ffff-ffff-000000000001',
    secret: 'test-secret',
    verifyUrl,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe(`a captcha provider that fails or hangs, through the server (${testDatabaseKind})`, () => {
  const t = useTestApp(() => ({
    captcha: hcaptchaAt(siteverifyUrl),
    sender: createSmsGatewaySender({ url: gatewayUrl, token: 'gw' }),
  }));
  afterAll(() => {
    siteverifyMode = 'pass';
    gateway.releaseHeld();
  });

  async function raffleEntryCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(raffleEntries);
    return row?.n ?? -1;
  }

  async function expectNothingOpened(mobile: string) {
    t.now.value = new Date('2026-12-01T10:00:00+08:00');
    const requestsBefore = gateway.requests;
    const entriesBefore = await raffleEntryCount();
    const forgot = await t.call('forgotPasscode', {
      body: {
        countryCode: 'PH',
        mobile: local(mobile),
        recaptcha: 'hcaptcha-response',
      },
    });
    expect(forgot.status).toBe(400);
    expect(envelopeOf(forgot).error_key).toBe('CAPTCHA_INVALID');
    const raffle = await t.call('enterRaffle', {
      params: { slug: 'holiday-raffle-2026' },
      body: {
        ...RAFFLE_ENTRY,
        recaptcha: 'hcaptcha-response',
      },
    });
    expect(raffle.status).toBe(400);
    expect(envelopeOf(raffle).error_key).toBe('CAPTCHA_INVALID');
    expect(gateway.requests).toBe(requestsBefore);
    expect(await raffleEntryCount()).toBe(entriesBefore);
  }

  const UNAVAILABLE = {
    error_key: 'CAPTCHA_UNAVAILABLE',
    error: 'Verification is temporarily unavailable. Please try again.',
  };

  it('siteverify answering 500: 503 CAPTCHA_UNAVAILABLE with its message, no pass, no SMS, no raffle entry', async () => {
    const member = await createMember(t);
    siteverifyMode = 'fail';
    const verified = await t.call('verifyCaptcha', { body: { recaptcha: 'hcaptcha-response' } });
    siteverifyMode = 'pass';
    expect(verified.status).toBe(503);
    expect(envelopeOf(verified)).toMatchObject(UNAVAILABLE);
    expect(verified.body).not.toHaveProperty('captchaPass');
    await expectNothingOpened(member.mobile);
    const requestsBefore = gateway.requests;
    const sent = await forgotPasscode(t, member.mobile);
    expect(sent.status).toBe(200);
    expect(gateway.requests).toBe(requestsBefore + 1);
  });

  it('siteverify and SMS gateway hanging at once: each answers at its own timeout, well inside the client timeout; nothing opened', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const pass = await captchaPass(t);
    siteverifyMode = 'hang';
    gateway.hanging = true;
    try {
      const started = performance.now();
      const [verified, forgot] = await Promise.all([
        t.call('verifyCaptcha', { body: { recaptcha: 'hcaptcha-response' } }),
        t.call('forgotPasscode', {
          body: {
            countryCode: 'PH',
            mobile: local(member.mobile),
            recaptcha: pass,
          },
        }),
      ]);
      const elapsed = performance.now() - started;
      expect(verified.status).toBe(503);
      expect(envelopeOf(verified)).toMatchObject(UNAVAILABLE);
      expect(verified.body).not.toHaveProperty('captchaPass');
      expect(forgot.status).toBe(502);
      expect(envelopeOf(forgot).error_key).toBe('SMS_SEND_FAILED');
      // Each dependency gives up at its own 5 s, before the request deadline and the app's 15 s.
      expect(elapsed).toBeLessThan(REQUEST_DEADLINE_MS);
      expect(REQUEST_DEADLINE_MS).toBeLessThan(API_TIMEOUT_MS);
    } finally {
      siteverifyMode = 'pass';
      gateway.releaseHeld();
    }
    await expectNothingOpened(other.mobile);
  });
});

describe(`a request still unanswered at the deadline (${testDatabaseKind})`, () => {
  // A siteverify adapter that would wait a minute, behind a deadline shortened from 10 s.
  const t = useTestApp(() => ({
    seed: false,
    captcha: hcaptchaAt(siteverifyUrl, 60_000),
    requestDeadlineMs: 500,
  }));
  afterAll(() => {
    siteverifyMode = 'pass';
    for (const response of heldVerifies.splice(0)) response.end();
  });

  it('answers 503 SERVICE_UNAVAILABLE with a Ref at the deadline, and logs the Ref', async () => {
    siteverifyMode = 'hang';
    const started = performance.now();
    const late = await t.call('verifyCaptcha', { body: { recaptcha: 'hcaptcha-response' } });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(3_000);
    expect(late.status).toBe(503);
    const body = envelopeOf(late);
    expect(body.error_key).toBe('SERVICE_UNAVAILABLE');
    expect(body.ref).toMatch(/^[0-9A-F]{8}$/);
    expect(body.error).toBe(
      `We're having trouble right now. Please try again in a few minutes. (Ref: ${body.ref ?? ''})`,
    );
    expect(late.body).not.toHaveProperty('captchaPass');
    const logged = t.logs.find((line) => line.includes(body.ref ?? '-'));
    expect(logged).toContain('"event":"request.deadline"');
    // The provider answers late: the handler ends, its answer is dropped, the server serves on.
    siteverifyMode = 'pass';
    for (const response of heldVerifies.splice(0)) response.end('{"success":true}');
    await expect
      .poll(() => t.logs.some((line) => line.includes('FST_ERR_REP_ALREADY_SENT')))
      .toBe(true);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });
});
