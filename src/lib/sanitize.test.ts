// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

function attributeNames(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name.toLowerCase()),
  );
}

describe('sanitizeHtml', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<div onclick="alert(1)"><b onmouseover=alert(1)>hi</b></div>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<img src="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<video src="javascript:alert(1)"></video>',
  ])('leaves no event handler or script URL in %s', (payload) => {
    const root = parse(payload);
    expect(attributeNames(root).filter((name) => name.startsWith('on'))).toEqual([]);
    const html = root.innerHTML.toLowerCase();
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(html).not.toContain('alert(1)');
  });

  it('keeps an image from the web or the portal, and drops one from a data: URL', () => {
    const root = parse(
      '<img src="/images/a.svg" alt="a"><img src="https://cdn.example/b.png" alt="b"><img src="data:image/png;base64,AAAA" alt="c">',
    );
    expect([...root.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/images/a.svg',
      'https://cdn.example/b.png',
      null,
    ]);
  });

  it('drops an unsafe href but keeps the link text', () => {
    const root = parse('<a href="java&#x09;script:alert(1)">click</a>');
    const link = root.querySelector('a');
    expect(link?.textContent).toBe('click');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it.each([
    '<script>alert(1)</script>',
    '<style>body{display:none}</style>',
    '<iframe src="https://example.com"></iframe>',
    '<form action="https://evil.example"><input name="otp"></form>',
  ])('removes the forbidden element in %s', (payload) => {
    const root = parse(payload);
    expect(root.querySelector('script, style, iframe, form, input')).toBeNull();
  });

  it('removes inline styles', () => {
    const root = parse('<p style="position:fixed;inset:0">cover</p>');
    expect(root.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(root.textContent).toBe('cover');
  });

  it('keeps ordinary formatting and opens external links safely in a new tab', () => {
    const root = parse('<p><strong>ok</strong> <a href="https://example.com">x</a></p>');
    expect(root.querySelector('p strong')?.textContent).toBe('ok');
    expect(root.textContent).toBe('ok x');
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['/privacy-policy', '/privacy-policy'],
    ['#section-2', '#section-2'],
    ['mailto:help@example.ph', 'mailto:help@example.ph'],
    ['tel:+63281234567', 'tel:+63281234567'],
  ])('keeps the same-tab link %s without a target', (href, expected) => {
    const link = parse(`<a href="${href}" target="_blank">x</a>`).querySelector('a');
    expect(link?.getAttribute('href')).toBe(expected);
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('treats a protocol-relative link as external', () => {
    const link = parse('<a href="//example.com/x">x</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
