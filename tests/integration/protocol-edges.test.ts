import { mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '#contract/errors';
import { DEMO, signedIn } from '../support/auth-helpers';
import { stateSnapshot } from '../support/state-snapshot';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** Protocol edges, on a real socket: a client library would tidy `/./` and `//`, and Node's parser refuses some requests. */
const t = useTestApp(async () => {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-static-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return { serveApp: true, config: { staticDir } };
});
let port: number;
let cookies: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  cookies = await signedIn(t, DEMO.active);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `head` (and `body`) to a fresh connection as they are and reads the whole answer. */
function raw(head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    // Written, not ended: Node's server drops a request whose client half-closes before the
    // answer. `Connection: close` (or the refusal) has the server close the connection.
    socket.write(`${head}${body}`);
  });
}

/** A request with a Content-Length and Connection: close, spelt as given. */
function request(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawAnswer> {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${String(port)}`,
    'Connection: close',
    ...(method === 'GET' || method === 'HEAD'
      ? []
      : [`Content-Length: ${String(Buffer.byteLength(body))}`]),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return raw(`${lines.join('\r\n')}\r\n\r\n`, body);
}

const SAME_ORIGIN = { 'Content-Type': 'application/json' };
const PREFERENCES = '/api/v1/members/me/preferences';
const ALL_ON = JSON.stringify({
  smsSubscription: true,
  emailSubscription: true,
  discountsSubscription: true,
  exclusivesSubscription: true,
  creditScoringSubscription: true,
});

describe(`the origin and content-type guard, whatever the path's spelling (item 11, ${testDatabaseKind})`, () => {
  const spellings = [
    '/%61pi/v1/members/me/preferences',
    '/api/v1/members/me/%70references',
    '/%61%70%69/v1/members/me/preferences',
    '//api/v1/members/me/preferences',
    '/api//v1/members/me/preferences',
    '/./api/v1/members/me/preferences',
    '/api/v1/../v1/members/me/preferences',
    '/API/v1/members/me/preferences',
    '/Api/v1/members/me/preferences',
    '/api/v1/members/me/preferences/',
    '/api/v1/members/me/preferences.',
    '/api/v1/members/me/preferences?x=1',
    '/api%2Fv1/members/me/preferences',
    'http://127.0.0.1/api/v1/members/me/preferences',
  ];
  const forgeries: [string, Record<string, string>, number, string][] = [
    [
      'a foreign Origin',
      { ...SAME_ORIGIN, Origin: 'https://evil.example' },
      403,
      'FORBIDDEN_ORIGIN',
    ],
    ['Origin null', { ...SAME_ORIGIN, Origin: 'null' }, 403, 'FORBIDDEN_ORIGIN'],
    [
      'Sec-Fetch-Site cross-site',
      { ...SAME_ORIGIN, 'Sec-Fetch-Site': 'cross-site' },
      403,
      'FORBIDDEN_ORIGIN',
    ],
    ['text/plain', { 'Content-Type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a form',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['no content type', {}, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ];

  it('shows the first spelling reaches the preferences call when sent properly', async () => {
    const answer = await request(
      'POST',
      spellings[0] ?? '',
      { ...SAME_ORIGIN, Cookie: cookies },
      ALL_ON,
    );
    expect(answer.status).toBe(200);
  });

  it.each(spellings)('POST %s: every forgery is refused and nothing changes', async (target) => {
    const before = await stateSnapshot(t);
    for (const [label, headers, status, key] of forgeries) {
      const answer = await request('POST', target, { ...headers, Cookie: cookies }, ALL_ON);
      expect(answer.status, label).toBe(status);
      expect(v.parse(ErrorEnvelopeSchema, JSON.parse(answer.body)).error_key, label).toBe(key);
    }
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    '%s with a foreign Origin is refused anywhere',
    async (method) => {
      for (const target of [PREFERENCES, '/%61pi/v1/auth/logout', '/logout', '/']) {
        const answer = await request(
          method,
          target,
          {
            ...SAME_ORIGIN,
            Origin: 'https://evil.example',
            Cookie: cookies,
          },
          '{}',
        );
        expect(answer.status, target).toBe(403);
      }
    },
  );

  it('checks non-API paths too, and lets GET, HEAD and OPTIONS through', async () => {
    for (const target of ['/logout', '/auth', '/account']) {
      const forged = await request(
        'POST',
        target,
        { ...SAME_ORIGIN, Origin: 'https://evil.example' },
        '{}',
      );
      expect(forged.status, target).toBe(403);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const answer = await request(method, '/%61pi/v1/settings', {
        Origin: 'https://evil.example',
      });
      expect(answer.status, method).toBeLessThan(500);
      expect(answer.status, method).not.toBe(403);
    }
  });
});

const MARKER = 'zq7marker';

/** Every framework answer: status, error key and message, and each header. */
const FRAMEWORK_CASES: [string, () => Promise<RawAnswer>, number, string, string][] = [
  [
    'a path that is not valid percent-encoding, under /api',
    () => request('GET', `/api/v1/promos/1/${MARKER}%E0%A4%A`),
    400,
    'BAD_REQUEST',
    'This request could not be read.',
  ],
  [
    'a path that is not valid percent-encoding, outside /api',
    () => request('GET', `/${MARKER}%E0%A4%A/x`),
    400,
    'BAD_REQUEST',
    'This request could not be read.',
  ],
  [
    'a path parameter over 200 characters',
    () => request('GET', `/api/v1/promos/1/${MARKER}${'a'.repeat(200)}`),
    414,
    'URI_TOO_LONG',
    'The address of this request is too long.',
  ],
  [
    'an unknown api path',
    () => request('GET', `/api/v1/${MARKER}`),
    404,
    'NOT_FOUND',
    'The requested resource was not found.',
  ],
  [
    'an unknown api path with POST',
    () => request('POST', `/api/v1/${MARKER}`, SAME_ORIGIN, `{"${MARKER}":1}`),
    404,
    'NOT_FOUND',
    'The requested resource was not found.',
  ],
  [
    'a method the path does not take',
    () => request('PUT', `/api/v1/settings?${MARKER}=1`, SAME_ORIGIN, `{"${MARKER}":1}`),
    405,
    'METHOD_NOT_ALLOWED',
    'This method is not allowed here.',
  ],
  [
    'a body over 16 KB',
    () =>
      request(
        'POST',
        '/api/v1/auth/status',
        SAME_ORIGIN,
        JSON.stringify({ [MARKER]: 'x'.repeat(17_000) }),
      ),
    413,
    'PAYLOAD_TOO_LARGE',
    'Request is too large.',
  ],
  [
    'a text/plain body',
    () => request('POST', '/api/v1/auth/status', { 'Content-Type': 'text/plain' }, MARKER),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Requests must be sent as application/json.',
  ],
  [
    'a body that is not JSON',
    () => request('POST', '/api/v1/auth/status', SAME_ORIGIN, `{"${MARKER}":`),
    400,
    'INVALID_JSON',
    'The request body is not valid JSON.',
  ],
  [
    'an empty JSON body',
    () => request('POST', '/api/v1/auth/status', SAME_ORIGIN, ''),
    400,
    'INVALID_JSON',
    'The request body is not valid JSON.',
  ],
  [
    'a body with a key given twice',
    () => request('POST', '/api/v1/auth/status', SAME_ORIGIN, `{"${MARKER}":1,"${MARKER}":2}`),
    400,
    'DUPLICATE_JSON_KEY',
    'The request body gives the same field more than once.',
  ],
  [
    'a foreign origin',
    () =>
      request(
        'POST',
        `/api/v1/${MARKER}`,
        { ...SAME_ORIGIN, Origin: 'https://evil.example' },
        '{}',
      ),
    403,
    'FORBIDDEN_ORIGIN',
    'This request was not sent from the portal.',
  ],
  [
    'a request Node cannot parse (a header line without a colon)',
    () => raw(`GET /${MARKER} HTTP/1.1\r\nHost: x\r\n${MARKER} no colon\r\n\r\n`),
    400,
    'BAD_REQUEST',
    'This request could not be read.',
  ],
  [
    'an HTTP/1.1 request with no Host header, to a page',
    () => raw(`GET /${MARKER} HTTP/1.1\r\nConnection: close\r\n\r\n`),
    400,
    'BAD_REQUEST',
    'This request could not be read.',
  ],
  [
    'an HTTP/1.1 request with no Host header, to the API',
    () => raw(`GET /api/v1/settings?${MARKER}=1 HTTP/1.1\r\nConnection: close\r\n\r\n`),
    400,
    'BAD_REQUEST',
    'This request could not be read.',
  ],
  [
    'a request with a Content-Length that is not a number',
    () => raw(`POST /api/v1/${MARKER} HTTP/1.1\r\nHost: x\r\nContent-Length: ${MARKER}\r\n\r\n`),
    400,
    'BAD_REQUEST',
    'This request could not be read.',
  ],
  [
    'headers over the 16 KB Node reads',
    () => raw(`GET /${MARKER} HTTP/1.1\r\nHost: x\r\nX-${MARKER}: ${'y'.repeat(17_000)}\r\n\r\n`),
    431,
    'HEADERS_TOO_LARGE',
    'The request headers are too large.',
  ],
];

describe(`framework errors are answers like any other (item 12, ${testDatabaseKind})`, () => {
  it.each(FRAMEWORK_CASES)('%s', async (_name, send, status, key, message) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const envelope = v.parse(ErrorEnvelopeSchema, JSON.parse(answer.body));
    expect(envelope.error_key).toBe(key);
    expect(envelope.error).toBe(message);
    expect(envelope.title).toBe('Error');
    // Nothing of the request comes back: not the path, not the body, not a header.
    expect(answer.body).not.toContain(MARKER);
    expect(answer.body).not.toContain('FST_');
    const headers = answer.headers;
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['access-control-allow-origin']).toBeUndefined();
  });
});
