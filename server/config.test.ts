import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gr-config-'));

/** Every variable production requires, but those `left` out (the ones a test is about). */
const production = (...left: string[]) =>
  Object.fromEntries(Object.entries(fullProduction()).filter(([name]) => !left.includes(name)));
const fullProduction = () => ({
  NODE_ENV: 'production' as const,
  DATA_DIR: dataDir(),
  PASSCODE_PEPPER: 'p'.repeat(40),
  HCAPTCHA_SITEKEY: 'site',
  HCAPTCHA_SECRET: 'secret',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  SMTP_URL: 'smtps://mail.example',
  PUBLIC_ORIGIN: 'https://rewards.example.ph',
});

describe('loadConfig', () => {
  it('defaults to port 3000 on localhost with PGlite in the data folder', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: dir,
    });
  });

  it('lets PORT override the port and refuses a bad one with a clear message', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).port).toBe(8080);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(
      /PORT: PORT must be a number/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads the SMS ceilings: 500 an hour and 20 per address by default, whole numbers only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      smsPerHour: 500,
      smsPerIpPerHour: 20,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), SMS_PER_HOUR: '3', SMS_PER_IP_PER_HOUR: '40' }),
    ).toMatchObject({ smsPerHour: 3, smsPerIpPerHour: 40 });
    // The budget of numbers one address may try, status check and login together: 100 by default.
    expect(loadConfig({ DATA_DIR: dataDir() }).authNumbersPerIp).toBe(100);
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_NUMBERS_PER_IP: '1000' }).authNumbersPerIp).toBe(
      1000,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), AUTH_NUMBERS_PER_IP: '0' })).toThrow(
      'AUTH_NUMBERS_PER_IP',
    );
    for (const bad of ['0', '-5', '2.5', 'many', '']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_PER_HOUR: bad })).toThrow(
        'SMS_PER_HOUR: SMS_PER_HOUR must be a whole number from 1 to 9999999',
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_PER_IP_PER_HOUR: '1e3' })).toThrow(
      /SMS_PER_IP_PER_HOUR must be a whole number/,
    );
  });

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('generates a development pepper once, outside the database, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).passcodePepper;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'pepper'), 'utf8')).toBe(first.toString('utf8'));
    expect(loadConfig({ DATA_DIR: dir }).passcodePepper.equals(first)).toBe(true);
  });

  it('requires PASSCODE_PEPPER in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      'PASSCODE_PEPPER must be set in production.',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), PASSCODE_PEPPER: 'short' }),
    ).toThrow(/at least 32/);
  });

  it('requires hCaptcha in production: the development captcha is never accepted there', () => {
    const pepper = 'p'.repeat(40);
    const base = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      PASSCODE_PEPPER: pepper,
      PUBLIC_ORIGIN: 'https://rewards.example.ph',
    } as const;
    expect(() => loadConfig(base)).toThrow(/HCAPTCHA_SITEKEY and HCAPTCHA_SECRET/);
    const config = loadConfig({
      ...base,
      HCAPTCHA_SITEKEY: 'site',
      HCAPTCHA_SECRET: 'secret',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMTP_URL: 'smtps://mail.example',
    });
    expect(config.hcaptcha).toEqual({
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://api.hcaptcha.com/siteverify',
    });
  });

  it('requires an SMS gateway and SMTP in production: the outbox never holds codes there', () => {
    const base = production('SMS_GATEWAY_URL', 'SMTP_URL');
    const message = /SMS_GATEWAY_URL and SMTP_URL must be set in production/;
    expect(() => loadConfig(base)).toThrow(message);
    expect(() => loadConfig({ ...base, SMS_GATEWAY_URL: 'https://sms.example/send' })).toThrow(
      message,
    );
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtps://mail.example' })).toThrow(message);
    const config = loadConfig({
      ...base,
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMTP_URL: 'smtps://mail.example',
      PUBLIC_ORIGIN: 'https://rewards.example.ph',
    });
    expect(config.smsGateway?.url).toBe('https://sms.example/send');
    expect(config.smtp?.url).toBe('smtps://mail.example');
    // Outside production the outbox stands in for both.
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ smsGateway: null, smtp: null });
  });

  it('requires PUBLIC_ORIGIN in production: canonical links, the sitemap and sign-in redirects never follow the Host header', () => {
    const base = production('PUBLIC_ORIGIN');
    expect(() => loadConfig(base)).toThrow('PUBLIC_ORIGIN must be set in production.');
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://rewards.example.ph' }).publicOrigin).toBe(
      'https://rewards.example.ph',
    );
    // Outside production the request's own origin stands in.
    expect(loadConfig({ DATA_DIR: dataDir() }).publicOrigin).toBeUndefined();
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    const hops = loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy;
    if (typeof hops !== 'function') throw new Error('expected a hop test');
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
