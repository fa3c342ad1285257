import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { members, otpChallenges, rateLimits } from '#server/db/schema';
import {
  captchaPass,
  createMember,
  envelopeOf,
  local,
  outboxFor,
  signedIn,
  forgotPasscode,
} from '../../support/auth-helpers';
import { useTestApp } from '../../support/test-app';

/** Shortened from the production 8 s so the test stays quick; long enough for migrate and seed. */
const STATEMENT_TIMEOUT_MS = 2_000;

let databaseUrl: URL;
const t = useTestApp({
  database: {
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    connectThrough: (url) => (databaseUrl = url),
  },
});

describe('a write held up by a lock until the statement timeout (postgres)', () => {
  it('answers 503 with a Ref in about the timeout, and leaves no window, address or code half written', async () => {
    const member = await createMember(t);
    const cookies = await signedIn(t, member.mobile);
    const email = `held.${String(Date.now())}@example.ph`;
    const pass = await captchaPass(t);
    const other = new pg.Client({ connectionString: databaseUrl.toString() });
    await other.connect();
    try {
      // Another connection holds the table: the challenge insert waits after the windows' claim.
      await other.query('begin');
      await other.query('lock table otp_challenges in share mode');
      const calls = {
        sms: () =>
          t.call('forgotPasscode', {
            body: {
              countryCode: 'PH',
              mobile: local(member.mobile),
              recaptcha: pass,
            },
          }),
        email: () => t.call('registerEmailFactor', { body: { email }, cookies }),
      };
      for (const [name, call] of Object.entries(calls)) {
        const started = performance.now();
        const response = await call();
        const elapsed = performance.now() - started;
        expect(elapsed, name).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
        expect(elapsed, name).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
        expect(response.status, name).toBe(503);
        const body = envelopeOf(response);
        expect(body.error_key, name).toBe('SERVICE_UNAVAILABLE');
        expect(body.ref, name).toMatch(/^[0-9A-F]{8}$/);
      }
    } finally {
      await other.query('rollback');
      await other.end();
    }

    const { db } = t.database;
    const windows = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${member.mobile}%`));
    // The sign-in above took its place in the address's budget of numbers (0042): not a window.
    const smsWindows = windows.filter((row) => !row.key.startsWith('auth-ip-number:'));
    expect(smsWindows.filter((row) => row.count > 0)).toEqual([]);
    const emailWindows = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `email-%${member.id}%`));
    expect(emailWindows.filter((row) => row.count > 0)).toEqual([]);
    expect(
      await db.select().from(otpChallenges).where(eq(otpChallenges.memberId, member.id)),
    ).toEqual([]);
    const [row] = await db.select().from(members).where(eq(members.id, member.id));
    expect(row?.email).toBeNull();

    // Nothing is left waiting: both work at once (with a new captcha: the first pass was used).
    expect((await forgotPasscode(t, member.mobile)).status).toBe(200);
    expect((await t.call('registerEmailFactor', { body: { email }, cookies })).status).toBe(200);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });
});
