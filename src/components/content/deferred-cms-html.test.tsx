import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredCmsHtml } from './deferred-cms-html';

const html =
  '<p>Read the <a href="/terms">terms</a> <a href="javascript:alert(1)">now</a>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('DeferredCmsHtml', () => {
  it('shows the words as text at once, then the sanitised HTML', async () => {
    const { container } = render(<DeferredCmsHtml html={html} className="body" />);
    const box = container.querySelector('.body');
    expect(box).toHaveTextContent('Read the terms now.');
    // Before the sanitiser: text only, nothing parsed into the page.
    expect(box?.querySelector('a, img, script')).toBeNull();

    // The visitor's first interaction brings the sanitiser in.
    fireEvent.keyDown(window, { key: 'Tab' });
    const link = await screen.findByRole('link', { name: 'terms' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(screen.getByText('now')).not.toHaveAttribute('href');
    expect(box?.querySelector('img[onerror], script')).toBeNull();
  });

  it('renders the sanitised HTML straight away once the sanitiser is loaded', async () => {
    render(<DeferredCmsHtml html="<p>first</p>" />);
    fireEvent.pointerDown(window);
    await screen.findByText('first', { selector: 'p' });
    render(<DeferredCmsHtml html='<p>Then <a href="/promos">promos</a></p>' />);
    expect(screen.getByRole('link', { name: 'promos' })).toHaveAttribute('href', '/promos');
  });
});
