import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientConfigResponseSchema } from '#contract/auth';
import { OutboxResponseSchema } from '#contract/dev';
import { outbox } from '#server/db/schema';
import { DEMO, PASSCODE, captchaPass, envelopeOf, local, outboxFor } from '../support/auth-helpers';
import { useTestApp } from '../support/test-app';

describe('client-config and the development tools', () => {
  const t = useTestApp({
    config: { migrationFlag: false, redirectHosts: ['partner.example.ph'] },
  });

  it('tells the app the flag, support email, help centre, captcha, dev tools and hosts', async () => {
    const response = await t.call('getClientConfig');
    expect(response.status).toBe(200);
    expect(v.parse(ClientConfigResponseSchema, response.body)).toEqual({
      migrationFlag: false,
      supportEmail: 'support@gorewards.com.ph',
      helpCenterUrl: 'https://help.gorewards.com.ph',
      captcha: { provider: 'development' },
      devTools: true,
      redirectHosts: ['partner.example.ph'],
      socialChoices: [
        { id: 'google', name: 'Google', enabled: false },
        { id: 'facebook', name: 'Facebook', enabled: false },
        { id: 'apple', name: 'Apple', enabled: false },
        { id: 'airline', name: 'Fly with Go Rewards', enabled: false },
      ],
    });
  });

  it('lists the outbox newest first, filtered by E.164, 09… or email (any case)', async () => {
    const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 0, minute));
    await t.database.db.insert(outbox).values([
      { channel: 'sms', to: '+639171112222', body: 'first', createdAt: at(1) },
      { channel: 'email', to: 'Ana@example.ph', body: 'mail', createdAt: at(2) },
      { channel: 'sms', to: '+639171112222', body: 'second', createdAt: at(3) },
      { channel: 'sms', to: '+639173334444', body: 'other', createdAt: at(4) },
    ]);
    const all = v.parse(OutboxResponseSchema, (await t.call('getOutbox')).body);
    expect(all.map((message) => message.body)).toEqual(['other', 'second', 'mail', 'first']);
    for (const to of ['+639171112222', '09171112222']) {
      const mine = (await t.call('getOutbox', { query: { to } })).body;
      expect(mine.map((message) => message.body)).toEqual(['second', 'first']);
      expect(mine[0]?.createdAt).toBe(at(3).toISOString());
    }
    const mail = (await t.call('getOutbox', { query: { to: 'ana@example.ph' } })).body;
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', to: 'Ana@example.ph' })]);
  });

  it('with the migration flag off, a STAGED account signs in and resets like an unknown number', async () => {
    const staged = { countryCode: 'PH', mobile: local(DEMO.staged) };
    expect((await t.call('accountStatus', { body: staged })).body).toEqual({ status: 'STAGED' });
    const login = await t.call('login', {
      body: {
        country_code: 'PH',
        number: local(DEMO.staged),
        passcode: PASSCODE,
      },
    });
    expect(login.status).toBe(401);
    expect(envelopeOf(login)).toMatchObject({
      error_key: 'INVALID_CREDENTIALS',
      attemptsRemaining: 2,
    });
    const challenge = await t.call('sendChallenge', {
      body: {
        ...staged,
        recaptcha: await captchaPass(t),
      },
    });
    expect(challenge.status).toBe(200);
    expect(await outboxFor(t, DEMO.staged)).toEqual([]);
  });

  it('issues development captcha answers', async () => {
    const response = await t.call('getDevCaptcha');
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('in production', () => {
  const t = useTestApp({ seed: false, config: { env: 'production' } });

  it('serves no development tools', async () => {
    expect((await t.call('getOutbox')).status).toBe(404);
    const captcha = await t.call('getDevCaptcha');
    expect(captcha.status).toBe(404);
    expect(envelopeOf(captcha).error_key).toBe('NOT_FOUND');
    expect((await t.call('getClientConfig')).body).toMatchObject({ devTools: false });
  });

  it('never passes a captcha without a provider (fails closed)', async () => {
    const response = await t.call('verifyCaptcha', { body: { recaptcha: 'anything' } });
    expect(response.status).toBe(503);
    expect(envelopeOf(response).error_key).toBe('CAPTCHA_UNAVAILABLE');
  });
});
