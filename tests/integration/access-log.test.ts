import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** The access log: fixed fields only, written without redaction, so nothing secret may reach them. */
const t = useTestApp();

const accessLines = () =>
  t.logs
    .map((chunk) => JSON.parse(chunk) as Record<string, unknown>)
    .filter((line) => line.msg === 'request completed');

describe(`the access log (${testDatabaseKind})`, () => {
  it('writes the id, method, redacted URL, address, status and time, and no header', async () => {
    const before = accessLines().length;
    const response = await t.call('getSettings', {
      query: { token: 'tok-secret-1', code: '123456', page: '2' },
      cookies: 'token=cookie-secret-2; refreshToken=cookie-secret-3',
      headers: { authorization: 'Bearer header-secret-4', 'x-forwarded-for': '203.0.113.9' },
    });
    const lines = accessLines().slice(before);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      reqId: expect.any(String) as unknown,
      req: {
        method: 'GET',
        url: '/api/v1/settings?token=%5Bredacted%5D&code=%5Bredacted%5D&page=2',
        ip: '127.0.0.1',
      },
      res: { statusCode: response.status },
      responseTime: expect.any(Number) as unknown,
    });
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ['hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'responseTime', 'time'].sort(),
    );
    const written = JSON.stringify(line);
    for (const secret of ['tok-secret-1', '123456', 'cookie-secret', 'header-secret-4'])
      expect(written).not.toContain(secret);
  });

  it('logs an answer that is not a 200 with its status, once', async () => {
    const before = t.logs.length;
    await t.call('getPromo', { params: { promoType: '1', slug: 'no-such-promo' } });
    const lines = t.logs.slice(before).map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]?.reqId).toMatch(/^req-/);
    expect(access[0]?.res).toEqual({ statusCode: 404 });
  });
});
