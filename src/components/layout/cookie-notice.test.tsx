import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieNotice } from './cookie-notice';

afterEach(() => {
  document.cookie = 'ACCEPT_COOKIES=; path=/; max-age=0';
});

const policy =
  '<p>We use cookies. Read our <a href="/privacy-policy">Privacy Policy</a>.</p><img src=x onerror="alert(1)">';

describe('CookieNotice', () => {
  it('shows a non-modal "Your Privacy" region with the sanitised policy', async () => {
    render(<CookieNotice policyHtml={policy} />);
    const region = screen.getByRole('region', { name: 'Your Privacy' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The words at once, as text; the links once the first interaction has loaded the sanitiser.
    expect(region).toHaveTextContent('We use cookies. Read our Privacy Policy.');
    expect(region.querySelector('img')).toBeNull();
    fireEvent.pointerMove(window);
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(region.querySelector('[onerror]')).toBeNull();
  });

  it('hides and sets ACCEPT_COOKIES when "Got it" is pressed', async () => {
    const user = userEvent.setup();
    render(<CookieNotice policyHtml={policy} />);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Your Privacy' })).toBeNull();
    expect(document.cookie).toContain('ACCEPT_COOKIES=true');
  });

  it('gives focus to the main content, not the body, when "Got it" goes away', async () => {
    const user = userEvent.setup();
    render(
      <>
        <main tabIndex={-1}>Page</main>
        <CookieNotice policyHtml={policy} />
      </>,
    );
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays hidden once accepted', () => {
    document.cookie = 'ACCEPT_COOKIES=true; path=/';
    render(<CookieNotice policyHtml={policy} />);
    expect(screen.queryByRole('region', { name: 'Your Privacy' })).toBeNull();
  });
});
