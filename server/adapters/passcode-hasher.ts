import argon2 from 'argon2';

/**
 * OWASP's first argon2id configuration, keyed with the pepper: a stolen database alone cannot be
 * brute-forced (decision 0004).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasscodeHasher {
  hash: (passcode: string) => Promise<string>;
  verify: (hash: string, passcode: string) => Promise<boolean>;
}

export function createPasscodeHasher(pepper: Buffer): PasscodeHasher {
  return {
    hash: (passcode) => argon2.hash(passcode, { ...OPTIONS, secret: pepper }),
    verify: async (hash, passcode) => {
      try {
        return await argon2.verify(hash, passcode, { secret: pepper });
      } catch {
        return false;
      }
    },
  };
}
