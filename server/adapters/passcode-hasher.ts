import argon2 from 'argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration (m=19 MiB, t=2, p=1),
 * keyed with the server-side pepper (argon2's `secret`), so a stolen database alone cannot be
 * brute-forced over the small 6-digit space. See docs/decisions/0004-six-digit-passcode-risk.md.
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
