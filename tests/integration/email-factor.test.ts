import { eq, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import { FactorsResponseSchema } from '#contract/factors';
import { MemberDetailsSchema } from '#contract/members';
import { members, otpChallenges, rateLimits } from '#server/db/schema';
import {
  advance,
  createMember,
  envelopeOf,
  latestCode,
  outboxFor,
  signedIn,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** docs/specification.md#email-verification; SEC-32. */
const t = useTestApp();

const FIVE_MINUTES = 300_000;
let counter = 0;
const address = () => {
  counter += 1;
  return `member.${String(counter)}.${String(Date.now())}@example.ph`;
};

async function fresh(options: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, options);
  return { ...member, cookies: await signedIn(t, member.mobile) };
}

async function isVerified(id: string) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return row?.isMailVerified;
}

const register = (cookies: string, email: string) =>
  t.call('registerEmailFactor', { body: { email }, cookies });
const verify = (cookies: string, refCode: string, code: string) =>
  t.call('verifyEmailFactor', { body: { refCode, code }, cookies });
const resend = (cookies: string, refCode: string) =>
  t.call('resendEmailFactor', { body: { refCode }, cookies });

/** Any 6 digits other than `code`. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe(`email factor (${testDatabaseKind})`, () => {
  it('stores the address, emails a code that says what it is for, and verifies it once', async () => {
    const member = await fresh();
    const email = address();
    const sent = await register(member.cookies, email);
    expect(sent.status).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    const { refCode, type, maskedTarget, expiresInSeconds } = v.parse(CodeSentSchema, sent.body);
    expect({ type, expiresInSeconds }).toEqual({ type: 2, expiresInSeconds: 300 });
    expect(maskedTarget).toMatch(/^m\*+\d@example\.ph$/);
    const [message] = await outboxFor(t, email);
    expect(message?.channel).toBe('email');
    expect(message?.body).toMatch(/^Verify your Go Rewards email address\n\n/);
    expect(message?.body).toContain('verify your email address');
    const factors = v.parse(
      FactorsResponseSchema,
      (await t.call('getMemberFactors', { cookies: member.cookies })).body,
    );
    expect(factors.data).toEqual([
      { id: expect.stringMatching(/^email:/) as unknown, type: 'email', email, verified: false },
    ]);

    const code = await latestCode(t, email);
    const ok = await verify(member.cookies, refCode, code);
    expect(ok.status).toBe(200);
    expect(v.parse(MemberDetailsSchema, ok.body)).toMatchObject({ email, isMailVerified: true });
    expect(envelopeOf(await verify(member.cookies, refCode, code)).error_key).toBe('OTP_INVALID');
    const after = (await t.call('getMemberFactors', { cookies: member.cookies })).body;
    expect(after.data[0]?.verified).toBe(true);
    // Verified: the address is locked for the factor and for the profile.
    const again = await register(member.cookies, address());
    expect(again.status).toBe(409);
    expect(envelopeOf(again).error_key).toBe('EMAIL_LOCKED');
  });

  it('keeps only a hash of the code and the refCode', async () => {
    const member = await fresh();
    const email = address();
    const { refCode } = v.parse(CodeSentSchema, (await register(member.cookies, email)).body);
    const code = await latestCode(t, email);
    const rows = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.memberId, member.id));
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(refCode);
    expect(rows[0]).toMatchObject({ purpose: 'email', channel: 2, email });
  });

  it('accepts the code at 299 s and refuses it from 300 s; resend then gives a new refCode', async () => {
    const member = await fresh();
    const email = address();
    const first = v.parse(CodeSentSchema, (await register(member.cookies, email)).body);
    const firstCode = await latestCode(t, email);
    advance(t, FIVE_MINUTES);
    expect(envelopeOf(await verify(member.cookies, first.refCode, firstCode)).error_key).toBe(
      'OTP_EXPIRED',
    );
    const second = await resend(member.cookies, first.refCode);
    expect(second.status).toBe(200);
    const { refCode } = v.parse(CodeSentSchema, second.body);
    expect(refCode).not.toBe(first.refCode);
    const code = await latestCode(t, email);
    advance(t, FIVE_MINUTES - 1000);
    const ok = await verify(member.cookies, refCode, code);
    expect(ok.status).toBe(200);
    expect(await isVerified(member.id)).toBe(true);
  });

  it('leaves neither the window, the address nor a code when the code cannot be stored (one transaction)', async () => {
    const member = await fresh();
    const email = address();
    const { db } = t.database;
    // The challenge cannot be written, and no window of this member can be given back afterwards
    // either (as when the database is gone): only a rollback leaves the window unclaimed.
    await db.execute(
      sql.raw(`create or replace function refuse_email_write() returns trigger as $$
        begin
          if tg_table_name = 'otp_challenges' and new.email = '${email}' then
            raise exception 'refused for the test';
          end if;
          if tg_table_name = 'rate_limits' and new.key like 'email-%${member.id}%' then
            raise exception 'refused for the test';
          end if;
          return new;
        end $$ language plpgsql`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_email_challenge before insert on otp_challenges for each row execute function refuse_email_write()',
      ),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_email_give_back before update on rate_limits for each row execute function refuse_email_write()',
      ),
    );
    try {
      const failed = await register(member.cookies, email);
      expect(failed.status).toBe(500);
      expect(envelopeOf(failed).error).toMatch(/^Something went wrong\. Please try again\./);
      expect(await outboxFor(t, email)).toHaveLength(0);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_email_challenge on otp_challenges'));
      await db.execute(sql.raw('drop trigger refuse_email_give_back on rate_limits'));
      await db.execute(sql.raw('drop function refuse_email_write()'));
    }
    const windows = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `email-%${member.id}%`));
    expect(windows).toEqual([]);
    const [row] = await db.select().from(members).where(eq(members.id, member.id));
    expect(row?.email).toBeNull();
    const challenges = await db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.memberId, member.id));
    expect(challenges).toEqual([]);

    const retried = await register(member.cookies, email);
    expect(retried.status).toBe(200);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('sends one email per member per 5 minutes (Temporarily Disabled)', async () => {
    const member = await fresh();
    const email = address();
    const first = v.parse(CodeSentSchema, (await register(member.cookies, email)).body);
    for (const call of [
      () => register(member.cookies, email),
      () => register(member.cookies, address()),
      () => resend(member.cookies, first.refCode),
    ]) {
      const refused = await call();
      expect(refused.status).toBe(400);
      expect(envelopeOf(refused)).toMatchObject({
        error_key: 'PLEASE_RESEND_LATER',
        title: 'Temporarily Disabled',
        error: 'You may try again after 5 minutes.',
      });
      expect(refused.headers['retry-after']).toBeDefined();
    }
    expect(await outboxFor(t, email)).toHaveLength(1);
    // The refused change of address stored nothing.
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.email).toBe(email);
    advance(t, FIVE_MINUTES);
    expect((await resend(member.cookies, first.refCode)).status).toBe(200);
  });

  it('voids the challenge at the fifth wrong code', async () => {
    const member = await fresh();
    const email = address();
    const { refCode } = v.parse(CodeSentSchema, (await register(member.cookies, email)).body);
    const code = await latestCode(t, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = await verify(member.cookies, refCode, wrong(code));
      expect(envelopeOf(refused)).toMatchObject({
        error_key: 'OTP_INVALID',
        attemptsRemaining: 5 - attempt,
      });
    }
    expect(envelopeOf(await verify(member.cookies, refCode, wrong(code))).error_key).toBe(
      'OTP_TOO_MANY_ATTEMPTS',
    );
    expect(envelopeOf(await verify(member.cookies, refCode, code)).error_key).toBe(
      'OTP_TOO_MANY_ATTEMPTS',
    );
    expect(await isVerified(member.id)).toBe(false);
  });

  it('binds a code to its member and address: another email voids it (SEC-32)', async () => {
    const member = await fresh();
    const first = address();
    const { refCode } = v.parse(CodeSentSchema, (await register(member.cookies, first)).body);
    const code = await latestCode(t, first);
    // Another member cannot use it, and /sms/verify never takes it.
    const other = await fresh();
    expect(envelopeOf(await verify(other.cookies, refCode, code)).error_key).toBe('OTP_INVALID');
    const viaSms = await t.call('verifySms', {
      body: { PIN: code, refCode, type: 'email' },
      cookies: member.cookies,
    });
    expect(envelopeOf(viaSms).error_key).toBe('OTP_INVALID');
    // Editing the address in the profile voids the code sent to the old one.
    const edited = await t.call('updateMemberDetails', {
      body: { section: 'contact', mobilePhoneAlternate: '', email: address() },
      cookies: member.cookies,
    });
    expect(edited.body).toMatchObject({ isMailVerified: false });
    expect(envelopeOf(await verify(member.cookies, refCode, code)).error_key).toBe('OTP_INVALID');
    expect(await isVerified(member.id)).toBe(false);
  });

  it('refuses a resend of a foreign or unknown refCode, and bad bodies, storing nothing', async () => {
    const member = await fresh();
    const email = address();
    const { refCode } = v.parse(CodeSentSchema, (await register(member.cookies, email)).body);
    const other = await fresh();
    advance(t, FIVE_MINUTES);
    expect(envelopeOf(await resend(other.cookies, refCode)).error_key).toBe('OTP_INVALID');
    expect(envelopeOf(await resend(member.cookies, 'A'.repeat(43))).error_key).toBe('OTP_INVALID');
    for (const body of [{ email: 'nope' }, { email: address(), ciamId: 'x' }, {}]) {
      const refused = await t.call('registerEmailFactor', {
        offContractBody: body,
        cookies: other.cookies,
      });
      expect(refused.status).toBe(400);
    }
    expect(await outboxFor(t, email)).toHaveLength(1);
    expect((await register('', address())).status).toBe(401);
  });
});
