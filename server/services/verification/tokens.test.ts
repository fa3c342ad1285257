import { describe, expect, it } from 'vitest';
import { hashCode, hashToken, randomCode, randomToken } from './tokens';

describe('randomCode (SECURITY-CHECKLIST SEC-16)', () => {
  it('is always six ASCII digits, leading zeros kept, and spreads over the digits', () => {
    const draws = Array.from({ length: 10_000 }, () => randomCode());
    for (const code of draws) expect(code).toMatch(/^[0-9]{6}$/);
    // 10,000 draws from 10⁶ values: about 1,000 start with 0 (a number formatted without padding
    // would give none), and every digit appears in every position.
    const leadingZeros = draws.filter((code) => code.startsWith('0')).length;
    expect(leadingZeros).toBeGreaterThan(800);
    expect(leadingZeros).toBeLessThan(1_200);
    for (let position = 0; position < 6; position += 1) {
      expect(new Set(draws.map((code) => code[position])).size).toBe(10);
    }
    expect(new Set(draws).size).toBeGreaterThan(9_900);
  });
});

describe('hashes of codes and tokens', () => {
  const pepper = Buffer.from('p'.repeat(32));

  it('bind a code to its challenge and the pepper, and never contain it', () => {
    const hash = hashCode(pepper, { challengeId: 'challenge-1', code: '012345' });
    expect(hash).not.toContain('012345');
    expect(hashCode(pepper, { challengeId: 'challenge-1', code: '012345' })).toBe(hash);
    expect(hashCode(pepper, { challengeId: 'challenge-2', code: '012345' })).not.toBe(hash);
    expect(
      hashCode(Buffer.from('q'.repeat(32)), { challengeId: 'challenge-1', code: '012345' }),
    ).not.toBe(hash);
  });

  it('make 43-character URL-safe tokens whose hash is not the token', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
