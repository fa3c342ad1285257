import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_ERROR_MESSAGE, NAME_MESSAGE, RaffleSchema, SurveySchema } from '#contract/forms';
import { raffleEntries, raffles, surveyResponses } from '#server/db/schema';
import { captchaPass, envelopeOf } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';
import { raffleEntry } from '../support/form-fixtures';

/** docs/specification.md#raffle-survey; SEC-27, SEC-34, SEC-49. */
const t = useTestApp();
beforeEach(() => {
  // While the holiday raffle runs (it ends 2027-01-15, Manila time).
  t.now.value = new Date('2026-12-01T10:00:00+08:00');
});

const HOLIDAY = 'holiday-raffle-2026';
const holiday = () => t.call('getRaffle', { params: { slug: HOLIDAY } });
let nextGr = 0;
/** A fresh membership number per entry: 16 digits starting with 8. */
const grNumber = () => {
  nextGr += 1;
  return `8800999${String(nextGr).padStart(9, '0')}`;
};

function entry(overrides: Record<string, unknown> = {}) {
  return {
    ...raffleEntry({
      grNumber: grNumber(),
      middleName: "O'Hara",
      lastName: 'Dela Cruz-Peñafrancia',
      suffix: 'Jr.',
    }),
    ...overrides,
  };
}

const post = (body: Record<string, unknown>, slug = HOLIDAY) =>
  t.call('enterRaffle', { params: { slug }, offContractBody: body });

async function enter(body: Record<string, unknown>, slug = HOLIDAY) {
  return post({ ...body, recaptcha: body.recaptcha ?? (await captchaPass(t)) }, slug);
}

async function entryCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(raffleEntries);
  return row?.n ?? -1;
}

describe(`raffle (${testDatabaseKind})`, () => {
  it('shows the running raffle and the ended one', async () => {
    const running = await holiday();
    expect(running.status).toBe(200);
    expect(v.parse(RaffleSchema, running.body)).toMatchObject({
      slug: 'holiday-raffle-2026',
      maintenance: false,
      ended: false,
    });
    expect(Date.parse(v.parse(RaffleSchema, running.body).endDate)).toBeGreaterThan(
      Date.parse('2027-01-01T00:00:00+08:00'),
    );
    const ended = await t.call('getRaffle', { params: { slug: 'summer-raffle-2026' } });
    expect(ended.body).toMatchObject({ ended: true });
    expect((await t.call('getRaffle', { params: { slug: 'no-such-raffle' } })).status).toBe(404);
    expect((await t.call('getRaffle', { params: { slug: 'Not%20A%20Slug' } })).status).toBe(400);
  });

  it('stores an entry once; a second one for the same membership number is a 409', async () => {
    const body = entry();
    const joined = await enter(body);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ data: { success: true } });
    const [stored] = await t.database.db
      .select()
      .from(raffleEntries)
      .where(eq(raffleEntries.grNumber, body.grNumber));
    // Names are stored verbatim and the birthday as a date (SEC-34).
    expect(stored).toMatchObject({
      firstName: 'María Clara',
      middleName: "O'Hara",
      lastName: 'Dela Cruz-Peñafrancia',
      birthday: '1990-03-14',
      country: 178,
      consent: true,
    });
    const again = await enter({ ...body, firstName: 'Other' });
    expect(again.status).toBe(409);
    expect(envelopeOf(again)).toMatchObject({
      error_key: 'DUPLICATE_ENTRY',
      error: "You've already joined this raffle.",
    });
  });

  it('gives exactly one entry for 5 parallel submits', async () => {
    const body = entry();
    const passes = await Promise.all([1, 2, 3, 4, 5].map(() => captchaPass(t)));
    const answers = await Promise.all(passes.map((recaptcha) => post({ ...body, recaptcha })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(raffleEntries)
      .where(eq(raffleEntries.grNumber, body.grNumber));
    expect(rows).toHaveLength(1);
  });

  it("answers 'Please check required fields.' with the fields, and stores nothing", async () => {
    const before = await entryCount();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ grNumber: '7800999000000001' }, ['grNumber']],
      [{ grNumber: '880099900000001' }, ['grNumber']],
      [{ firstName: '' }, ['firstName']],
      [{ firstName: '<script>alert(1)</script>' }, ['firstName']],
      [{ lastName: "'); DROP TABLE members;--" }, ['lastName']],
      [{ firstName: 'x'.repeat(51) }, ['firstName']],
      [{ suffix: 'x'.repeat(11) }, ['suffix']],
      [{ birthday: '1990-03-14' }, ['birthday']],
      [{ birthday: '1990-02-30 00:00:00' }, ['birthday']],
      [{ birthday: '2999-01-01 00:00:00' }, ['birthday']],
      [{ birthday: '1850-01-01 00:00:00' }, ['birthday']],
      [{ birthday: '14/03/1990 00:00:00' }, ['birthday']],
      [{ birthday: '1990-3-14 00:00:00' }, ['birthday']],
      [{ mobile: '09171234567' }, ['mobile']],
      [{ email: 'nope' }, ['email']],
      [{ street: '' }, ['street']],
      [
        { barangay: '', city: '', province: '', region: '' },
        ['barangay', 'city', 'province', 'region'],
      ],
      [{ zipCode: '399' }, ['zipCode']],
      [{ zipCode: '0399' }, ['zipCode']],
      [{ zipCode: '9812' }, ['zipCode']],
      [{ country: 63 }, ['country']],
      [{ consent: false }, ['consent']],
      [{ points: 100 }, ['points']],
    ];
    for (const [change, fields] of cases) {
      const refused = await enter(entry(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      const body = envelopeOf(refused);
      expect(body.error_key).toBe('VALIDATION_ERROR');
      expect(body.error).toBe(FORM_ERROR_MESSAGE);
      expect(Object.keys(body.fields ?? {}).sort(), JSON.stringify(change)).toEqual(
        [...fields].sort(),
      );
    }
    const script = await enter(entry({ firstName: '"><img src=x onerror=alert(1)>' }));
    expect(envelopeOf(script).fields?.firstName).toBe(NAME_MESSAGE);
    expect(await entryCount()).toBe(before);
  });

  it('needs a captcha pass, used once (SEC-27)', async () => {
    const before = await entryCount();
    const missing = await post(entry());
    expect(envelopeOf(missing).error).toBe(FORM_ERROR_MESSAGE);
    expect(envelopeOf(missing).fields?.recaptcha).toBeDefined();
    const forged = await post({ ...entry(), recaptcha: 'A'.repeat(43) });
    expect(envelopeOf(forged).error_key).toBe('CAPTCHA_INVALID');
    const pass = await captchaPass(t);
    expect((await post({ ...entry(), recaptcha: pass })).status).toBe(200);
    const reused = await post({ ...entry(), recaptcha: pass });
    expect(envelopeOf(reused).error_key).toBe('CAPTCHA_INVALID');
    expect(await entryCount()).toBe(before + 1);
  });

  it('refuses entries once the raffle has ended or while it is under maintenance', async () => {
    const before = await entryCount();
    const ended = await enter(entry(), 'summer-raffle-2026');
    expect(ended.status).toBe(410);
    expect(envelopeOf(ended)).toMatchObject({
      error_key: 'PROMO_ENDED',
      error: 'PROMO HAS ENDED',
      title: 'PROMO HAS ENDED',
    });
    await t.database.db
      .update(raffles)
      .set({ maintenance: true })
      .where(eq(raffles.slug, 'holiday-raffle-2026'));
    expect((await holiday()).body).toMatchObject({ maintenance: true, ended: false });
    expect(envelopeOf(await enter(entry())).error_key).toBe('PROMO_ENDED');
    await t.database.db
      .update(raffles)
      .set({ maintenance: false })
      .where(eq(raffles.slug, 'holiday-raffle-2026'));
    // The end is a Manila time: 2027-01-15 23:59:59 is the last second.
    t.now.value = new Date('2027-01-15T23:59:58+08:00');
    expect((await enter(entry())).status).toBe(200);
    t.now.value = new Date('2027-01-16T00:00:00+08:00');
    expect(envelopeOf(await enter(entry())).error_key).toBe('PROMO_ENDED');
    expect((await holiday()).body).toMatchObject({ ended: true });
    expect((await enter(entry(), 'no-such-raffle')).status).toBe(404);
    expect(await entryCount()).toBe(before + 1);
  });
});

describe(`survey (${testDatabaseKind})`, () => {
  const params = { surveyId: 'GRSURVEY2026' };

  async function responseCount(): Promise<number> {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(surveyResponses);
    return row?.n ?? -1;
  }

  it('shows the survey and stores a response without a captcha; a repeat counts once', async () => {
    const survey = await t.call('getSurvey', { params });
    expect(v.parse(SurveySchema, survey.body).surveyId).toBe('GRSURVEY2026');
    const body = { grNumber: grNumber(), firstName: 'Juan', lastName: 'Dela Cruz' };
    const before = await responseCount();
    const sent = await t.call('submitSurvey', { params, body });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });
    expect((await t.call('submitSurvey', { params, body })).status).toBe(200);
    expect(await responseCount()).toBe(before + 1);
  });

  it("answers 'Please check required fields.' for bad input, and 404/400 for bad ids", async () => {
    const before = await responseCount();
    for (const [body, fields] of [
      [{ grNumber: '123', firstName: 'Juan', lastName: 'Cruz' }, ['grNumber']],
      [{ grNumber: grNumber(), firstName: '', lastName: '' }, ['firstName', 'lastName']],
      [{ grNumber: grNumber(), firstName: '<b>x</b>', lastName: 'Cruz' }, ['firstName']],
      [{ grNumber: grNumber(), firstName: 'Juan', lastName: 'Cruz', surveyId: 'X' }, ['surveyId']],
    ] as const) {
      const refused = await t.call('submitSurvey', { params, offContractBody: body });
      expect(refused.status).toBe(400);
      expect(envelopeOf(refused).error).toBe(FORM_ERROR_MESSAGE);
      expect(Object.keys(envelopeOf(refused).fields ?? {}).sort()).toEqual([...fields].sort());
    }
    const valid = { grNumber: grNumber(), firstName: 'Juan', lastName: 'Cruz' };
    expect(
      (await t.call('submitSurvey', { params: { surveyId: 'NOSUCHSURVEY' }, body: valid })).status,
    ).toBe(404);
    expect(
      (await t.call('submitSurvey', { params: { surveyId: 'A'.repeat(16) }, body: valid })).status,
    ).toBe(400);
    expect((await t.call('getSurvey', { params: { surveyId: 'NOSUCHSURVEY' } })).status).toBe(404);
    expect(await responseCount()).toBe(before);
  });
});
