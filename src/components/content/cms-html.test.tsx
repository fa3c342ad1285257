import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsHtml } from './cms-html';
import styles from './content.module.css';

function Page({ html, drawn }: { html: string; drawn: 'grid' | 'carousel' }) {
  return drawn === 'grid' ? (
    <section>
      <CmsHtml html={html} />
    </section>
  ) : (
    <article>
      <CmsHtml html={html} />
    </article>
  );
}

const raw = '<p>Earn <strong>2x</strong> points</p>';
// What the server's sanitiser wrote, marked so that a test can tell it from the browser's.
const fromServer = '<p data-from="server">Earn <strong>2x</strong> points</p>';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function hydrateServerPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<section><div class="${styles.prose ?? ''}">${fromServer}</div></section>`;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, <Page html={raw} drawn="grid" />);
  });
  return container;
}

describe('CmsHtml', () => {
  it('sanitises the HTML of a page the app draws itself', () => {
    const { container } = render(
      <CmsHtml html='<p>Read <a href="javascript:alert(1)">this</a><img src=x onerror="alert(1)"></p>' />,
    );
    expect(container).toHaveTextContent('Read this');
    expect(container.querySelector('[onerror], [href^="javascript"]')).toBeNull();
  });

  it("keeps the server's sanitised HTML when it hydrates, without a hydration error", () => {
    const errors = vi.spyOn(console, 'error');
    const container = hydrateServerPage();
    expect(container.querySelector('section p[data-from="server"]')).toHaveTextContent(
      'Earn 2x points',
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("draws the same HTML again from the server's result, not the browser's sanitiser", () => {
    const container = hydrateServerPage();
    act(() => root?.render(<Page html={raw} drawn="carousel" />));
    expect(container.querySelector('section')).toBeNull();
    expect(container.querySelector('article p[data-from="server"]')).toHaveTextContent(
      'Earn 2x points',
    );
  });

  it('sanitises new HTML in the same place, and shows the first again when it comes back', () => {
    const container = hydrateServerPage();
    act(() => root?.render(<Page html='<p onclick="alert(1)">Other promo</p>' drawn="grid" />));
    expect(container.querySelector('section p')).toHaveTextContent('Other promo');
    expect(container.querySelector('[onclick]')).toBeNull();
    act(() => root?.render(<Page html={raw} drawn="grid" />));
    expect(container.querySelector('section p')).toHaveTextContent('Earn 2x points');
  });
});
