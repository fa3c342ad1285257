import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import {
  captchaPass,
  createMember,
  envelopeOf,
  latestCode,
  local,
  login,
  signedIn,
  forgotPasscode,
} from '../../support/auth-helpers';
import { useTestApp } from '../../support/test-app';

/**
 * A loopback TCP proxy between the app's pool and PostgreSQL. While `cut`, it ends every open
 * connection and every new one at once: the database is gone as far as the app can tell.
 */
class CuttableProxy {
  cut = false;
  private readonly open = new Set<Socket>();
  private readonly server: Server;
  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.cut) {
        client.destroy();
        return;
      }
      const upstream = connect(this.target.port, this.target.host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.open.add(from);
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          this.open.delete(from);
          to.destroy();
        });
      }
    });
  }
  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }
  cutNow(): void {
    this.cut = true;
    for (const socket of this.open) socket.destroy();
  }
  async close(): Promise<void> {
    this.cutNow();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let proxy: CuttableProxy;
beforeAll(() => {
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
});
afterAll(async () => {
  await proxy.close();
});
const t = useTestApp(async () => {
  const port = await proxy.listen();
  return {
    database: {
      connectThrough: (url) => {
        url.hostname = '127.0.0.1';
        url.port = String(port);
        return url;
      },
    },
  };
});
afterAll(() => {
  proxy.cut = false;
});

describe('the database cut off and back (postgres)', () => {
  it('login, status, forgot passcode, code verify and profile answer 503 without cookies, then work again without a restart', async () => {
    const member = await createMember(t);
    const cookies = await signedIn(t, member.mobile);
    // A code waiting to be checked, and a captcha pass for a second request, from before the cut.
    const other = await createMember(t);
    const sent = v.parse(CodeSentSchema, (await forgotPasscode(t, other.mobile)).body);
    const code = await latestCode(t, other.mobile);
    const pass = await captchaPass(t);

    const calls = {
      login: () => login(t, member.mobile),
      status: () =>
        t.call('accountStatus', { body: { countryCode: 'PH', mobile: local(member.mobile) } }),
      forgot: () =>
        t.call('forgotPasscode', {
          body: {
            countryCode: 'PH',
            mobile: local(member.mobile),
            recaptcha: pass,
          },
        }),
      verify: () =>
        t.call('verifySms', { body: { PIN: code, refCode: sent.refCode, type: 'sms' } }),
      profile: () => t.call('getMemberDetails', { cookies }),
    };

    proxy.cutNow();
    for (const [name, call] of Object.entries(calls)) {
      const started = performance.now();
      const response = await call();
      expect(performance.now() - started, name).toBeLessThan(5_000);
      expect(response.status, name).toBe(503);
      const body = envelopeOf(response);
      expect(body.error_key, name).toBe('SERVICE_UNAVAILABLE');
      expect(body.error, name).toBe(
        `We're having trouble right now. Please try again in a few minutes. (Ref: ${body.ref ?? ''})`,
      );
      expect(response.headers['set-cookie'], name).toBeUndefined();
      expect(response.text, name).not.toMatch(/127\.0\.0\.1|ECONN|terminated|select|insert/i);
    }
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);

    proxy.cut = false;
    await expect.poll(async () => (await t.app.inject('/readyz')).statusCode).toBe(200);
    const back = await calls.login();
    expect(back.status).toBe(200);
    expect(back.headers['set-cookie']).toBeDefined();
    expect((await calls.status()).body).toEqual({ status: 'ACTIVE' });
    // Nothing was used up or counted during the outage: the same pass and the same code work.
    expect((await calls.forgot()).status).toBe(200);
    expect((await calls.verify()).status).toBe(200);
    expect((await calls.profile()).status).toBe(200);
  });
});
