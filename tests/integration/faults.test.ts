import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import { createSmsGatewaySender } from '../../server/adapters/sms-gateway';
import { otpChallenges, rateLimits } from '../../server/db/schema';
import { hashToken } from '../../server/services/tokens';
import {
  captchaPass,
  createMember,
  envelopeOf,
  freshMobile,
  local,
  post,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A real SMS gateway on loopback, configured through SMS_GATEWAY_URL's config: it records what it
 * is asked to send and answers 500 while `failing` is set.
 */
let gateway: Server;
let gatewayUrl: string;
let failing = false;
let hanging = false;
let gatewayRequests = 0;
const delivered: { to: string; body: string }[] = [];

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => {
      gatewayRequests += 1;
      // A gateway that never answers: the adapter's timeout has to end the wait.
      if (hanging) return;
      if (failing) {
        response.statusCode = 500;
        response.end();
        return;
      }
      delivered.push(JSON.parse(data) as { to: string; body: string });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${String((gateway.address() as AddressInfo).port)}/sms`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});

describe(`an SMS gateway that fails (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { smsGateway: { url: gatewayUrl, token: 'gw' } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 502 SMS_SEND_FAILED, leaves no usable code, and does not start the window', async () => {
    const member = await createMember(t);
    failing = true;
    const failed = await post(t, '/auth/forgot-passcode', {
      countryCode: 'PH',
      mobile: local(member.mobile),
      recaptcha: await captchaPass(t),
    });
    expect(failed.statusCode).toBe(502);
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

    failing = false;
    const retried = await post(t, '/auth/forgot-passcode', {
      countryCode: 'PH',
      mobile: local(member.mobile),
      recaptcha: await captchaPass(t),
    });
    expect(retried.statusCode).toBe(200);
    const sent = v.parse(CodeSentSchema, retried.json());
    const sms = delivered.at(-1);
    expect(sms?.to).toBe(member.mobile);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(
      (await post(t, '/sms/verify', { PIN: code, refCode: sent.refCode, type: 'sms' })).statusCode,
    ).toBe(200);
    // The challenge that failed to send never takes a code.
    const [voided] = rows;
    expect(voided?.refCodeHash).not.toBe(hashToken(sent.refCode));
  });

  it('the app link too: 502, then an immediate retry goes out', async () => {
    const mobile = freshMobile();
    failing = true;
    const failed = await post(t, '/app-link', {
      mobile: local(mobile),
      recaptcha: await captchaPass(t),
    });
    expect(failed.statusCode).toBe(502);
    failing = false;
    const retried = await post(t, '/app-link', {
      mobile: local(mobile),
      recaptcha: await captchaPass(t),
    });
    expect(retried.statusCode).toBe(200);
    expect(delivered.at(-1)?.to).toBe(mobile);
  });
});

describe(`a database write that fails while a code is issued (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { smsGateway: { url: gatewayUrl, token: 'gw' } } });
  });
  afterAll(async () => {
    await t.close();
  });

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
    const sentBefore = delivered.length;
    try {
      const failed = await post(t, '/auth/forgot-passcode', {
        countryCode: 'PH',
        mobile: local(member.mobile),
        recaptcha: await captchaPass(t),
      });
      expect(failed.statusCode).toBe(500);
      expect(envelopeOf(failed).error).toMatch(/^Something went wrong\. Please try again\./);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_challenge on otp_challenges'));
      await db.execute(sql.raw('drop function refuse_challenge()'));
    }
    expect(delivered.length).toBe(sentBefore);
    const windows = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `sms-%${member.mobile}%`));
    expect(windows.every((row) => row.count === 0)).toBe(true);

    const retried = await post(t, '/auth/forgot-passcode', {
      countryCode: 'PH',
      mobile: local(member.mobile),
      recaptcha: await captchaPass(t),
    });
    expect(retried.statusCode).toBe(200);
    expect(delivered.length).toBe(sentBefore + 1);
    expect(delivered.at(-1)?.to).toBe(member.mobile);
  });
});

describe(`an SMS gateway that hangs (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real HTTP adapter, with its timeout shortened from 5 s so the test stays quick.
    t = await startTestApp({
      sender: createSmsGatewaySender({ url: gatewayUrl, token: 'gw', timeoutMs: 300 }),
    });
  });
  afterAll(async () => {
    hanging = false;
    await t.close();
  });

  it('gives up at its timeout: 502, one request, no usable code, and an immediate retry goes out', async () => {
    const member = await createMember(t);
    hanging = true;
    const requestsBefore = gatewayRequests;
    const started = performance.now();
    const failed = await post(t, '/auth/forgot-passcode', {
      countryCode: 'PH',
      mobile: local(member.mobile),
      recaptcha: await captchaPass(t),
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(failed.statusCode).toBe(502);
    expect(envelopeOf(failed).error_key).toBe('SMS_SEND_FAILED');
    // Never retried automatically: a slow gateway may still deliver, and a member must not get two.
    expect(gatewayRequests - requestsBefore).toBe(1);
    const rows = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileE164, member.mobile));
    expect(rows.map((row) => row.voidedAt === null)).toEqual([false]);

    hanging = false;
    const retried = await post(t, '/auth/forgot-passcode', {
      countryCode: 'PH',
      mobile: local(member.mobile),
      recaptcha: await captchaPass(t),
    });
    expect(retried.statusCode).toBe(200);
    expect(delivered.at(-1)?.to).toBe(member.mobile);
  });
});

describe('a captcha provider that is down', () => {
  let t: TestApp;
  let siteverify: Server;
  beforeAll(async () => {
    siteverify = createServer((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const port = String((siteverify.address() as AddressInfo).port);
    t = await startTestApp({
      config: {
        hcaptcha: {
          siteKey: '10000000-ffff-ffff-ffff-000000000001',
          secret: 'test-secret',
          verifyUrl: `http://127.0.0.1:${port}/siteverify`,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  it('fails closed with 503 CAPTCHA_UNAVAILABLE and issues no pass', async () => {
    const response = await post(t, '/captcha/verify', { recaptcha: 'some-hcaptcha-token' });
    expect(response.statusCode).toBe(503);
    expect(envelopeOf(response).error_key).toBe('CAPTCHA_UNAVAILABLE');
  });

  it('never accepts a development captcha answer when hCaptcha is configured', async () => {
    const { token } = (await post(t, '/api/dev/captcha', {})).json<{ token: string }>();
    expect((await post(t, '/captcha/verify', { recaptcha: token })).statusCode).toBe(503);
  });

  it('tells the app to use hCaptcha with its site key', async () => {
    const config = (await t.app.inject('/api/v1/client-config')).json<{ captcha: unknown }>();
    expect(config.captcha).toEqual({
      provider: 'hcaptcha',
      siteKey: '10000000-ffff-ffff-ffff-000000000001',
    });
  });
});
