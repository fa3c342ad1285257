import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHcaptchaVerifier, unavailableCaptcha } from './hcaptcha';

/** A siteverify stand-in on loopback (docs/security.md, FAULT-05: a siteverify stub). */
let server: Server;
let base: string;
let lastForm = new URLSearchParams();
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => {
      lastForm = new URLSearchParams(data);
      if (request.url === '/hang') {
        hanging.push(response);
        return;
      }
      if (request.url === '/down') {
        response.statusCode = 500;
        response.end();
        return;
      }
      if (request.url === '/garbage') {
        response.end('not json');
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: lastForm.get('response') === 'good-token' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const verifier = (path: string, timeoutMs?: number) =>
  createHcaptchaVerifier({
    siteKey: 'site-key',
    secret: 'secret-key',
    verifyUrl: `${base}${path}`,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('the hCaptcha siteverify adapter', () => {
  it('sends secret, response, sitekey and remoteip, and passes only success: true', async () => {
    expect(await verifier('/verify').verify('good-token', '203.0.113.9')).toBe('valid');
    expect(Object.fromEntries(lastForm)).toEqual({
      secret: 'secret-key',
      response: 'good-token',
      sitekey: 'site-key',
      remoteip: '203.0.113.9',
    });
    expect(await verifier('/verify').verify('bad-token', '203.0.113.9')).toBe('invalid');
  });

  it.each(['/down', '/garbage'])('is unavailable when the provider answers %s', async (path) => {
    expect(await verifier(path).verify('good-token', '')).toBe('unavailable');
  });

  it('is unavailable when the provider hangs past the timeout', async () => {
    expect(await verifier('/hang', 200).verify('good-token', '')).toBe('unavailable');
  });

  it('production without a provider passes nothing', async () => {
    expect(await unavailableCaptcha.verify('anything', '')).toBe('unavailable');
  });
});
