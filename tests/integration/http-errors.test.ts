import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '#contract/errors';
import { BODY_LIMIT_BYTES } from '#server/app';
import { rowsOf } from '#server/db/client';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ seed: false });

const errorKey = (payload: string) => v.parse(ErrorEnvelopeSchema, JSON.parse(payload)).error_key;

describe('api/v1 answers bad requests with the error envelope, never a 5xx', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    'unknown path with %s is a 404 envelope',
    async (method) => {
      const response = await t.app.inject({
        method,
        url: '/api/v1/does-not-exist',
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      expect(response.statusCode).toBe(404);
      expect(errorKey(response.payload)).toBe('NOT_FOUND');
    },
  );

  it('a path outside api/v1 is a 404 envelope when the app is not served', async () => {
    const response = await t.app.inject('/api/v2/settings');
    expect(response.statusCode).toBe(404);
    expect(errorKey(response.payload)).toBe('NOT_FOUND');
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1'],
    [undefined, '{}'],
  ])('a state-changing call with content type %s is 415', async (type, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings',
      ...(type ? { headers: { 'content-type': type } } : {}),
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(errorKey(response.payload)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('malformed JSON is 400 INVALID_JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorKey(response.payload)).toBe('INVALID_JSON');
  });

  it('a prototype-polluting body is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it(`a body over ${BODY_LIMIT_BYTES} bytes is 413`, async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorKey(response.payload)).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([[{ origin: 'https://evil.example' }], [{ 'sec-fetch-site': 'cross-site' }]])(
    'a cross-site state-changing call is 403 (%o)',
    async (headers) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/settings',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
      expect(response.statusCode).toBe(403);
      expect(errorKey(response.payload)).toBe('FORBIDDEN_ORIGIN');
    },
  );

  it('sends security headers and no version banner', async () => {
    const response = await t.app.inject('/api/v1/does-not-exist');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['referrer-policy']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('health', () => {
  it('/healthz answers ok and /readyz checks the database', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 while the newest migration of this build is not applied', async () => {
    const { db } = t.database;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = rowsOf(
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning id, hash, created_at`,
      ),
    );
    if (!row) throw new Error('no migration recorded');
    try {
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });
});
