import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * The sanitiser, once loaded, stays loaded for its module: a test of what shows before it loads
 * takes a fresh copy of the module, whatever an earlier test (or a faster worker) loaded.
 */
async function freshDeferredCmsHtml() {
  vi.resetModules();
  return (await import('./deferred-cms-html')).DeferredCmsHtml;
}

const html =
  '<p>Read the <a href="/terms">terms</a> <a href="javascript:alert(1)">now</a>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('DeferredCmsHtml', () => {
  it('keeps the shape of the HTML until the sanitised HTML takes its place', async () => {
    const DeferredCmsHtml = await freshDeferredCmsHtml();
    const body =
      '<p><strong>Double points weekend!</strong> Earn <em>2x</em> points.<br>Sat <u>and</u> Sun.</p><ul><li>one</li></ul><div class="x" onclick="alert(1)">plain <span style="position:fixed">words</span></div>';
    const { container } = render(<DeferredCmsHtml html={body} className="body" />);
    const box = container.querySelector('.body');
    const shape = box?.innerHTML;
    expect(shape).toBe(
      '<p><strong>Double points weekend!</strong> Earn <em>2x</em> points.<br>Sat <u>and</u> Sun.</p><ul><li>one</li></ul><div>plain <span>words</span></div>',
    );
    fireEvent.pointerMove(window);
    await screen.findByText('plain', { exact: false, selector: 'div' });
    // The sanitised HTML has the same tags where the outline had them.
    expect(box?.querySelector('p > strong')).toHaveTextContent('Double points weekend!');
    expect(box?.querySelector('p > br')).not.toBeNull();
  });
  it('shows the words as text at once, then the sanitised HTML', async () => {
    const DeferredCmsHtml = await freshDeferredCmsHtml();
    const { container } = render(<DeferredCmsHtml html={html} className="body" />);
    const box = container.querySelector('.body');
    expect(box).toHaveTextContent('Read the terms now.');
    // Before the sanitiser: the words in the HTML's shape, no attribute, nothing that loads or
    // runs, and no link yet.
    expect(box?.querySelector('p')).not.toBeNull();
    expect(box?.querySelector('img, script')).toBeNull();
    expect(box?.querySelector('p *, p')?.getAttributeNames()).toEqual([]);
    expect(
      [...(box?.querySelectorAll('*') ?? [])].filter((el) => el.attributes.length > 0),
    ).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(box).not.toHaveTextContent('alert');

    // The visitor's first interaction brings the sanitiser in.
    fireEvent.keyDown(window, { key: 'Tab' });
    const link = await screen.findByRole('link', { name: 'terms' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(screen.getByText('now')).not.toHaveAttribute('href');
    expect(box?.querySelector('img[onerror], script')).toBeNull();
  });

  it('renders the sanitised HTML straight away once the sanitiser is loaded', async () => {
    const DeferredCmsHtml = await freshDeferredCmsHtml();
    render(<DeferredCmsHtml html="<p>first</p>" />);
    fireEvent.pointerDown(window);
    await screen.findByText('first', { selector: 'p' });
    render(<DeferredCmsHtml html='<p>Then <a href="/promos">promos</a></p>' />);
    expect(screen.getByRole('link', { name: 'promos' })).toHaveAttribute('href', '/promos');
  });
});
