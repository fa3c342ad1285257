import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import * as authCalls from '#contract/calls/auth';
import * as formsCalls from '#contract/calls/forms';
import * as sessionsCalls from '#contract/calls/sessions';
import type * as apiModule from './api';
import { call } from './api';
import { apiActor } from './api-actor';
import { wrongPasscodeError } from '../../tests/support/api-errors';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof apiModule>()),
  call: vi.fn(),
}));
const fakeCall = vi.mocked(call);

const run = (logic: AnyActorLogic, input?: unknown) =>
  toPromise(createActor(logic, { input }).start());

describe('apiActor', () => {
  beforeEach(() => {
    fakeCall.mockReset();
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
