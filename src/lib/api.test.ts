import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import * as authCalls from '#contract/calls/auth';
import * as formsCalls from '#contract/calls/forms';
import * as membersCalls from '#contract/calls/members';
import * as sessionsCalls from '#contract/calls/sessions';
import * as transactionsCalls from '#contract/calls/transactions';
import { TIMEOUT_ERROR_MESSAGE } from '#contract/errors';
import {
  apiActor,
  ApiError,
  type Call,
  createApiClient,
  endpointHref,
  onMemberSessionEnded,
  resolveApiClientWith,
  toApiFailure,
} from './api';
import { wrongPasscodeError } from './api-samples';

describe('the message of a failed call', () => {
  const failing = (answer: typeof globalThis.fetch, timeoutMs?: number) =>
    createApiClient({
      baseUrl: 'http://portal.test',
      fetch: answer,
      ...(timeoutMs ? { timeoutMs } : {}),
    })
      .call(membersCalls.getMemberDetails)
      .catch((error: unknown) => error);

  it("is the server's own words when it answered with an envelope", async () => {
    const answer = new Response(
      JSON.stringify({
        error_key: 'NOT_FOUND',
        error: 'Sorry, this account cannot be found.',
        title: 'Error',
        code: 404,
      }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
    const error = await failing(() => Promise.resolve(answer));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Sorry, this account cannot be found.' });
  });

  it('is the generic message when the network failed', async () => {
    const error = await failing(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).toMatchObject({
      message: 'Oops! Something went wrong. Please try again in a few minutes.',
    });
  });

  it('is the generic message for an answer that is not an envelope', async () => {
    const error = await failing(() => Promise.resolve(new Response('<html>', { status: 502 })));
    expect(error).toMatchObject({
      status: 502,
      message: 'Oops! Something went wrong. Please try again in a few minutes.',
    });
  });

  it('keeps the timeout message, which asks to check the connection', async () => {
    const never = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(init.signal?.reason instanceof Error ? init.signal.reason : new Error('aborted'));
        });
      });
    const error = await failing(never, 20);
    expect(error).toMatchObject({ message: TIMEOUT_ERROR_MESSAGE });
  });
});

describe('toApiFailure', () => {
  it('keeps the server message, the key and the tries left of an envelope', () => {
    const failure = toApiFailure(wrongPasscodeError());
    expect(failure).toEqual({
      errorKey: 'INVALID_CREDENTIALS',
      message: 'Please enter the correct passcode.',
      title: 'Error',
      attemptsRemaining: 2,
    });
  });

  it('shows the generic message for failures that did not come from the server', () => {
    const failure = toApiFailure(new TypeError('Failed to fetch'));
    expect(failure.errorKey).toBe('NETWORK_ERROR');
    expect(failure.message).toBe('Oops! Something went wrong. Please try again in a few minutes.');
  });
});

describe('a 401 on a member call', () => {
  const envelope = (status: number, key: string, message: string) =>
    new Response(JSON.stringify({ error_key: key, error: message, title: 'Error', code: 302 }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const answering =
    (status: number, key: string, message: string): typeof fetch =>
    () =>
      Promise.resolve(envelope(status, key, message));
  const loginBody = { country_code: 'PH', number: '09170000001', passcode: '000000' };

  it('tells the session once, and the call still fails with the server message', async () => {
    const onMemberUnauthorized = vi.fn();
    const { call } = createApiClient({
      baseUrl: 'http://portal.test',
      fetch: answering(401, 'UNAUTHENTICATED', 'Please log in to continue.'),
      onMemberUnauthorized,
    });
    const error = await call(transactionsCalls.getTransactionStores).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Please log in to continue.' });
    expect(onMemberUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says nothing for a public call that answers 401 (a wrong passcode at login)', async () => {
    const onMemberUnauthorized = vi.fn();
    const { call } = createApiClient({
      baseUrl: 'http://portal.test',
      fetch: answering(401, 'INVALID_CREDENTIALS', 'Please enter the correct passcode.'),
      onMemberUnauthorized,
    });
    await expect(call(authCalls.login, { body: loginBody })).rejects.toMatchObject({
      status: 401,
    });
    expect(onMemberUnauthorized).not.toHaveBeenCalled();
  });

  it('says nothing for a member call that fails otherwise', async () => {
    const onMemberUnauthorized = vi.fn();
    const { call } = createApiClient({
      baseUrl: 'http://portal.test',
      fetch: answering(500, 'INTERNAL_ERROR', 'Oops!'),
      onMemberUnauthorized,
    });
    await expect(call(membersCalls.getMemberDetails)).rejects.toMatchObject({ status: 500 });
    expect(onMemberUnauthorized).not.toHaveBeenCalled();
  });

  it('reaches every listener registered with onMemberSessionEnded until it unregisters', async () => {
    const listener = vi.fn();
    const stop = onMemberSessionEnded(listener);
    const { call } = createApiClient({
      baseUrl: 'http://portal.test',
      fetch: answering(401, 'SESSION_EXPIRED', 'Your session has expired. Please log in again.'),
    });
    await call(membersCalls.getMemberCard).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await call(membersCalls.getMemberCard).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('endpointHref', () => {
  it('is the download address under /api/v1 with the filters given, in their order', () => {
    expect(
      endpointHref(transactionsCalls.downloadTransactions, {
        type: '2',
        store: 'SM Megamall',
        from: '2026-01-01',
        to: undefined,
      }),
    ).toBe('/api/v1/members/me/transactions.csv?type=2&store=SM+Megamall&from=2026-01-01');
  });

  it('has no query when no filter is set', () => {
    expect(endpointHref(transactionsCalls.downloadTransactions, {})).toBe(
      '/api/v1/members/me/transactions.csv',
    );
  });
});

describe('apiActor', () => {
  // The page's client is the one a machine's call goes through: this one answers as told.
  const fakeCall = vi.fn<Call>();
  const run = (logic: AnyActorLogic, input?: unknown) =>
    toPromise(createActor(logic, { input }).start());

  beforeEach(() => {
    fakeCall.mockReset();
    resolveApiClientWith(() => ({ call: fakeCall }));
  });

  it('sends its input as the body and answers with the response', async () => {
    const status = { status: 'ACTIVE', resetRequired: false };
    fakeCall.mockResolvedValue(status);
    const input = { countryCode: 'PH', mobile: '09171234567' };
    await expect(run(apiActor(authCalls.accountStatus), input)).resolves.toEqual(status);
    expect(fakeCall).toHaveBeenCalledWith(authCalls.accountStatus, { body: input });
  });

  it('builds the request and maps the answer when told how', async () => {
    fakeCall.mockResolvedValue({ success: true });
    const logout = apiActor(
      sessionsCalls.logout,
      () => ({ body: {} }),
      () => 'signed out',
    );
    await expect(run(logout)).resolves.toBe('signed out');
    expect(fakeCall).toHaveBeenCalledWith(sessionsCalls.logout, { body: {} });
  });

  it("fails with the contract's ApiFailure: the server's message, key and tries left", async () => {
    fakeCall.mockRejectedValue(wrongPasscodeError());
    const input = { country_code: 'PH', number: '09171234567', passcode: '000000' };
    await expect(run(apiActor(authCalls.login), input)).rejects.toStrictEqual({
      errorKey: 'INVALID_CREDENTIALS',
      message: 'Please enter the correct passcode.',
      title: 'Error',
      attemptsRemaining: 2,
    });
  });

  it('fails the same way when the request cannot be built, and sends nothing', async () => {
    const enter = apiActor(formsCalls.enterRaffle, (input: { slug: string }) => {
      throw new TypeError(`no entry for ${input.slug}`);
    });
    await expect(run(enter, { slug: 'summer' })).rejects.toStrictEqual({
      errorKey: 'NETWORK_ERROR',
      message: 'Oops! Something went wrong. Please try again in a few minutes.',
      title: 'Error',
    });
    expect(fakeCall).not.toHaveBeenCalled();
  });
});
