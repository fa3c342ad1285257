import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageSendError } from './message-sender';
import { createSmsGatewaySender } from './sms-gateway';

/** A real SMS gateway stand-in on loopback: answers 200, 500, or never. */
let server: Server;
let base: string;
const received: { path: string; auth: string | undefined; body: unknown }[] = [];
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        auth: request.headers.authorization,
        body: JSON.parse(data) as unknown,
      });
      if (request.url === '/hang') {
        hanging.push(response);
        return;
      }
      response.statusCode = request.url === '/fail' ? 500 : 200;
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const message = { channel: 'sms' as const, to: '+639171234567', body: 'Your code is 123456.' };

describe('the HTTP SMS gateway sender', () => {
  it('posts {to, body} as JSON with the bearer token and resolves on 200', async () => {
    const sender = createSmsGatewaySender({ url: `${base}/ok`, token: 'gw-token' });
    await sender.send(message);
    expect(received.at(-1)).toEqual({
      path: '/ok',
      auth: 'Bearer gw-token',
      body: { to: '+639171234567', body: 'Your code is 123456.' },
    });
  });

  it('throws MessageSendError on a 500, without the number or body in the message', async () => {
    const sender = createSmsGatewaySender({ url: `${base}/fail`, token: undefined });
    const error = await sender.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessageSendError);
    expect(String(error)).not.toMatch(/123456|9171234567/);
    expect(received.at(-1)?.auth).toBeUndefined();
  });

  it('gives up on a gateway that hangs at its timeout', async () => {
    const sender = createSmsGatewaySender({
      url: `${base}/hang`,
      token: undefined,
      timeoutMs: 200,
    });
    const started = Date.now();
    const error = await sender.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessageSendError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('throws MessageSendError when nothing listens', async () => {
    const sender = createSmsGatewaySender({ url: 'http://127.0.0.1:9/', token: undefined });
    await expect(sender.send(message)).rejects.toBeInstanceOf(MessageSendError);
  });

  it('refuses email', async () => {
    const sender = createSmsGatewaySender({ url: `${base}/ok`, token: undefined });
    await expect(
      sender.send({ channel: 'email', to: 'a@example.ph', body: 'x' }),
    ).rejects.toBeInstanceOf(MessageSendError);
  });
});
