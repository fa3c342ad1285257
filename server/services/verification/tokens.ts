import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque random token: 32 bytes from the CSPRNG (256 bits), base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is a safe at-rest form for lookups. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A 6-digit one-time code from the CSPRNG, leading zeros kept (docs/security.md, SEC-16). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Only 10⁶ values, so an HMAC keyed with the pepper: a database dump alone cannot recover it
 * (SEC-17).
 */
export function hashCode(pepper: Buffer, of: { challengeId: string; code: string }): string {
  return createHmac('sha256', pepper).update(`${of.challengeId}:${of.code}`, 'utf8').digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
