import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MemberDataExportSchema } from '#contract/data-export';
import { cards, transactions } from '#server/db/schema';
import {
  DEMO,
  advance,
  cookieHeader,
  createMember,
  login,
  signedIn,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NONE = {
  smsSubscription: false,
  emailSubscription: false,
  discountsSubscription: false,
  exclusivesSubscription: false,
  creditScoringSubscription: false,
};

describe(`"Download my data" (${testDatabaseKind})`, () => {
  it('gives the profile, the card and every transaction, as a file, never cached', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const answer = await t.call('exportMemberData', { cookies });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="go-rewards-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = v.parse(MemberDataExportSchema, answer.body);
    expect(data.notice).toContain('Data Privacy Act of 2012');
    expect(data.profile).toMatchObject({ firstName: 'Maria Clara', lastName: 'Santos' });
    expect(data.card.cardNumber).toBe('8800123400000011');
    const [card] = await t.database.db
      .select({ id: cards.id })
      .from(cards)
      .where(eq(cards.cardNumber, '8800123400000011'));
    const [held] = await t.database.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.cardId, card?.id ?? ''));
    expect(held?.n).toBeGreaterThan(0);
    expect(data.transactions).toHaveLength(held?.n ?? -1);
  });

  it('keeps the consent history: every change with its time, oldest first', async () => {
    const member = await createMember(t);
    const cookies = cookieHeader(await login(t, member.mobile));
    const before = v.parse(
      MemberDataExportSchema,
      (await t.call('exportMemberData', { cookies })).body,
    );
    expect(before.preferences.history).toEqual([]);

    const first = { ...NONE, smsSubscription: true, emailSubscription: true };
    expect((await t.call('updatePreferences', { cookies, body: first })).status).toBe(200);
    advance(t, 2 * 24 * 60 * 60 * 1000);
    const cookiesLater = cookieHeader(await login(t, member.mobile));
    const second = { ...NONE, creditScoringSubscription: true };
    expect(
      (await t.call('updatePreferences', { cookies: cookiesLater, body: second })).status,
    ).toBe(200);

    const data = v.parse(
      MemberDataExportSchema,
      (await t.call('exportMemberData', { cookies: cookiesLater })).body,
    );
    expect(data.preferences.current).toEqual(second);
    expect(
      data.preferences.history.map((change) => ({
        smsSubscription: change.smsSubscription,
        emailSubscription: change.emailSubscription,
        discountsSubscription: change.discountsSubscription,
        exclusivesSubscription: change.exclusivesSubscription,
        creditScoringSubscription: change.creditScoringSubscription,
      })),
    ).toEqual([first, second]);
    const [earlier, later] = data.preferences.history;
    expect(Date.parse(later?.changedAt ?? '') - Date.parse(earlier?.changedAt ?? '')).toBe(
      2 * 24 * 60 * 60 * 1000,
    );
    expect(earlier?.changedAt).toMatch(/\+08:00$/);
  });

  it('lists the sign-ins, with the ones signed out marked, and no secret at all', async () => {
    const member = await createMember(t);
    const laptop = cookieHeader(
      await login(t, member.mobile, undefined, { headers: { 'user-agent': LAPTOP } }),
    );
    const phone = cookieHeader(await login(t, member.mobile));
    expect((await t.call('revokeOtherSessions', { cookies: phone, body: {} })).body).toEqual({
      revoked: 1,
    });
    const answer = await t.call('exportMemberData', { cookies: phone });
    const data = v.parse(MemberDataExportSchema, answer.body);
    expect(data.sessions).toHaveLength(2);
    const ended = data.sessions.filter((session) => session.endedAt !== null);
    expect(ended).toMatchObject([{ browser: 'Chrome 131', system: 'Windows 10' }]);
    for (const secret of [...laptop.split('; '), ...phone.split('; ')].map((pair) =>
      pair.slice(pair.indexOf('=') + 1),
    )) {
      expect(answer.text).not.toContain(secret);
    }
    expect(answer.text).not.toMatch(/argon2|passcode_hash|token_hash|refresh/i);
  });

  it("is the caller's own data only, and nothing for a visitor", async () => {
    const other = await createMember(t, { email: 'someone.else@example.ph' });
    const cookies = await signedIn(t, DEMO.active);
    const answer = await t.call('exportMemberData', { cookies });
    expect(answer.text).not.toContain('someone.else@example.ph');
    expect(answer.text).not.toContain(other.mobile.slice(3));
    expect((await t.call('exportMemberData', {})).status).toBe(401);
  });
});
