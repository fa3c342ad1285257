import { describe, expect, it } from 'vitest';
import { isMismatch } from './passcode';

describe("'New Passcode Mismatch'", () => {
  it('is told only once both 6-digit passcodes are complete and differ', () => {
    expect(isMismatch('123456', '654321')).toBe(true);
    expect(isMismatch('123456', '123456')).toBe(false);
    // While either is still being typed, nothing is said yet.
    expect(isMismatch('12345', '654321')).toBe(false);
    expect(isMismatch('123456', '65432')).toBe(false);
  });
});
