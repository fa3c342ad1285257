import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/auth?token=abc123', '/auth?token=%5Bredacted%5D'],
    ['/x?page=2&code=123456&Session=s', '/x?page=2&code=%5Bredacted%5D&Session=%5Bredacted%5D'],
    ['/api/v1/settings', '/api/v1/settings'],
  ])('%s → %s', (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });
});
