import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml without a DOM', () => {
  it('fails closed: nothing unsanitised comes back', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><p>text</p>')).toBe('');
  });
});
