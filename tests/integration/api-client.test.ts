import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints';
import { GENERIC_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '#contract/errors';
import { ApiError, createApiClient } from '#src/lib/api';
import { useTestApp } from '../support/test-app';

describe('the app HTTP client against the real server', () => {
  const t = useTestApp();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('returns the settings, validated by the contract', async () => {
    const { call } = createApiClient({ baseUrl });
    const settings = await call(endpoints.getSettings);
    expect(settings.pages.some((page) => page.api_id === 'header')).toBe(true);
  });

  it('turns an error envelope into a typed ApiError with the field messages', async () => {
    const { call } = createApiClient({ baseUrl });
    const error = await call(endpoints.getSettings, { query: { nope: '1' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      action: 'none',
      message: "Field 'nope' is not allowed.",
      failure: {
        errorKey: 'VALIDATION_ERROR',
        message: "Field 'nope' is not allowed.",
        title: 'Error',
        fields: { nope: "Field 'nope' is not allowed." },
      },
    });
  });
});

describe('the app HTTP client on odd answers', () => {
  let server: Server;
  let baseUrl: string;
  const answers: Record<string, { status: number; body: string; delayMs?: number }> = {
    '/api/v1/settings': { status: 200, body: '{"pages":"wrong shape"}' },
    '/api/v1/announcements': {
      status: 403,
      body: JSON.stringify({
        error_key: 'SESSION_REQUIRED',
        error: 'Please log in.',
        title: 'Error',
        code: 302,
      }),
    },
  };
  let next: { status: number; body: string; delayMs?: number } | undefined;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = next ??
        answers[request.url ?? ''] ?? { status: 500, body: '<html>oops</html>' };
      setTimeout(() => {
        response.writeHead(answer.status, {
          'content-type': answer.body.startsWith('<') ? 'text/html' : 'application/json',
        });
        response.end(answer.body);
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses an answer that does not match the contract, with the generic message', async () => {
    next = undefined;
    const error = await createApiClient({ baseUrl })
      .call(endpoints.getSettings)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      failure: { errorKey: 'CONTRACT_MISMATCH', message: GENERIC_ERROR_MESSAGE },
    });
  });

  it('maps the code 302 of an envelope to the redirect-to-login action', async () => {
    next = undefined;
    const error = await createApiClient({ baseUrl })
      .call(endpoints.getAnnouncements)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      action: 'redirectToLogin',
      failure: { errorKey: 'SESSION_REQUIRED', message: 'Please log in.' },
    });
  });

  it('maps a 401 to the redirect-to-login action', async () => {
    next = {
      status: 401,
      body: JSON.stringify({
        error_key: 'UNAUTHENTICATED',
        error: 'Please log in again.',
        title: 'Error',
      }),
    };
    const error = await createApiClient({ baseUrl })
      .call(endpoints.getSettings)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, action: 'redirectToLogin' });
  });

  it('gives the generic message for a non-envelope failure', async () => {
    next = { status: 502, body: '<html>bad gateway</html>' };
    const error = await createApiClient({ baseUrl })
      .call(endpoints.getSettings)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      failure: { errorKey: 'HTTP_ERROR', message: GENERIC_ERROR_MESSAGE },
    });
  });

  it('gives the timeout message when the server is slower than the client timeout', async () => {
    next = { status: 200, body: '{}', delayMs: 500 };
    const error = await createApiClient({ baseUrl, timeoutMs: 100 })
      .call(endpoints.getSettings)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      failure: { errorKey: 'TIMEOUT', message: TIMEOUT_ERROR_MESSAGE },
    });
  });

  it('gives the generic message when the server cannot be reached', async () => {
    const error = await createApiClient({ baseUrl: 'http://127.0.0.1:9' })
      .call(endpoints.getSettings)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      failure: { errorKey: 'NETWORK_ERROR', message: GENERIC_ERROR_MESSAGE },
    });
  });
});
