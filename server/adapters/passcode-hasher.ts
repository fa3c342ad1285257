import argon2 from 'argon2';

/**
 * OWASP's first argon2id configuration, keyed with the pepper: a stolen database alone cannot be
 * brute-forced (decision 0004).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasscodeHasher {
  hash: (passcode: string) => Promise<string>;
  verify: (hash: string, passcode: string) => Promise<boolean>;
  /**
   * Hashes and checks started and not yet finished: libuv's four threads run four at a time, the
   * rest queue (the overload guard sheds sign-ins past a bound, docs/operations.md).
   */
  inFlight: () => number;
}

export function createPasscodeHasher(pepper: Buffer): PasscodeHasher {
  let inFlight = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    hash: (passcode) => counted(() => argon2.hash(passcode, { ...OPTIONS, secret: pepper })),
    verify: (hash, passcode) =>
      counted(async () => {
        try {
          return await argon2.verify(hash, passcode, { secret: pepper });
        } catch {
          return false;
        }
      }),
    inFlight: () => inFlight,
  };
}
