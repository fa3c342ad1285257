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

  // A code nested in another parameter's URL: /login?page=/auth?token=… after a handoff failed.
  it.each([
    '/login?page=%2Fauth%3Ftoken%3DhandoffCode123456789',
    '/login?page=%2Faccount%3Fsession%3DhandoffCode123456789%26x%3D1',
    '/login?page=%252Fauth%253Ftoken%253DhandoffCode123456789',
    '/login?url=https%3A%2F%2Fshop.example%2F%3Fcode%3DhandoffCode123456789',
    '/x?next=%2Fy%3Fpage%3D%252Fauth%253Ftoken%253DhandoffCode123456789',
  ])('hides a code nested in another parameter: %s', (input) => {
    const logged = redactUrl(input);
    expect(logged).not.toContain('handoffCode123456789');
    expect(logged).toContain('redacted');
  });
});
