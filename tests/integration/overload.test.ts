import { describe, expect, it } from 'vitest';
import { createPasscodeHasher, type PasscodeHasher } from '#server/adapters/passcode-hasher';
import { createMember, envelopeOf, local, login } from '../support/auth-helpers';
import type { CallAnswer } from '../support/test-client';
import { testDatabaseKind } from '../support/test-database';
import { startTestApp, TEST_PEPPER, type TestApp } from '../support/test-app';

/**
 * A saturated process answers 503 with Retry-After and the specification's
 * generic message (the app shows it in its error dialog), and recovers by itself.
 */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/**
 * The guard looks at the process every 100 ms: a call to a route that hashes, refused before it
 * does anything (no session), says whether sign-ins are shed now.
 */
async function hashingShed(t: TestApp): Promise<boolean> {
  const probe = await t.call('changePasscode', { offContractBody: {} });
  return probe.status === 503;
}

/** Argon2 checks that wait until the test lets them go: a queue the test controls. */
function heldHasher(): PasscodeHasher & { release: () => void } {
  const real = createPasscodeHasher(Buffer.from(TEST_PEPPER));
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  const held = async <T>(work: () => Promise<T>) => {
    waiting += 1;
    try {
      await gate;
    } finally {
      waiting -= 1;
    }
    return work();
  };
  return {
    hash: (passcode) => held(() => real.hash(passcode)),
    verify: (hash, passcode) => held(() => real.verify(hash, passcode)),
    inFlight: () => waiting + real.inFlight(),
    release: () => release(),
  };
}

function expectShed(answer: CallAnswer) {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(envelopeOf(answer)).toMatchObject({
    error_key: 'SERVER_BUSY',
    title: 'Error',
    error: GENERIC,
    retryAfter: 5,
  });
}

describe(`overload (${testDatabaseKind})`, () => {
  it('sheds sign-ins while Argon2 checks queue past the bound, serves the rest, then recovers', async () => {
    const hasher = heldHasher();
    const t = await startTestApp({
      config: {
        overload: { maxEventLoopDelayMs: 1000, maxHashesInFlight: 4, maxPoolWaiting: 30 },
      },
      hasher,
    });
    try {
      const people = await Promise.all(Array.from({ length: 7 }, () => createMember(t)));
      const [late, ...early] = people;
      if (!late) throw new Error('no member');
      const queued = early.map((member) => login(t, member.mobile));
      await expect.poll(() => hashingShed(t), { timeout: 10_000 }).toBe(true);
      expectShed(await login(t, late.mobile));
      // What does not hash still answers: the status check, public content, liveness.
      const status = await t.call('accountStatus', {
        body: { countryCode: 'PH', mobile: local(late.mobile) },
      });
      expect(status.status).toBe(200);
      expect((await t.call('getSettings')).status).toBe(200);
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);

      hasher.release();
      // Every sign-in it accepted was answered: none was dropped or timed out.
      const answers = await Promise.all(queued);
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(6).fill(200));
      await expect.poll(() => hashingShed(t), { timeout: 10_000 }).toBe(false);
      // Recovered without a restart, and the shed sign-in took none of the member's tries.
      expect((await login(t, late.mobile)).status).toBe(200);
      expect(t.logs.join('')).toContain('"event":"overload.shed"');
    } finally {
      await t.close();
    }
    // Seven members' real Argon2 hashes and an app of its own: on a machine running the other
    // suites beside it this took more than the default 30 s once (CI, PGlite).
  }, 60_000);
});
