import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '#contract/settings';
import { renderWithRouter } from '../../../tests/support/render';
import { Header } from '#src/components/layout/header';
import { desktopNav } from '#src/components/layout/header-queries';
import { useLinkHandoff, type LinkHandoffEffects } from './use-link-handoff';

const PARTNER_URL = 'https://partner.example.ph/deals?x=1#top';
const menu: MenuItem[] = [
  { url: '/promos', label: 'Promos' },
  { url: PARTNER_URL, label: 'Partner deals' },
  { url: 'https://travel.example.ph/fly', label: 'Fly' },
  {
    url: '/shop-online',
    label: 'Shop',
    sub_menu: [{ url: 'https://partner.example.ph/shop', label: 'Partner shop' }],
  },
];

function LinkedHeader(props: { signedIn: boolean; effects: LinkHandoffEffects }) {
  const menuLinks = useLinkHandoff({
    signedIn: props.signedIn,
    redirectHosts: ['partner.example.ph'],
    effects: props.effects,
  });
  return (
    <Header
      menu={menu}
      member={props.signedIn ? { name: 'Maria', points: 1 } : null}
      onLoginClick={() => {}}
      menuLinks={menuLinks}
    />
  );
}

/** Whether the app took over each click; jsdom's own navigation is stopped either way. */
let intercepted: boolean[] = [];
const record = (event: MouseEvent) => {
  intercepted.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  intercepted = [];
  document.addEventListener('click', record);
});
afterEach(() => document.removeEventListener('click', record));

function fakeEffects(mint: () => Promise<string> = () => Promise.resolve('CODE_abcdefghijklmnop')) {
  return { mintCode: vi.fn(mint), navigate: vi.fn<(url: string) => void>() };
}

describe('header links with the partner handoff', () => {
  it('gives a visitor plain links and never mints', async () => {
    const user = userEvent.setup();
    const effects = fakeEffects();
    await renderWithRouter(<LinkedHeader signedIn={false} effects={effects} />);
    const partner = within(desktopNav()).getByRole('link', { name: 'Partner deals' });
    expect(partner).toHaveAttribute('href', PARTNER_URL);
    expect(partner).not.toHaveAttribute('data-app-link');
    await user.click(partner);
    expect(intercepted).toEqual([false]);
    expect(effects.mintCode).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('mints at click time for a signed-in member and follows the link with ?session=', async () => {
    const user = userEvent.setup();
    const effects = fakeEffects();
    await renderWithRouter(<LinkedHeader signedIn effects={effects} />);
    for (const link of screen.getAllByRole('link', { hidden: true })) {
      expect(link.getAttribute('href') ?? '').not.toContain('session=');
    }
    const partner = within(desktopNav()).getByRole('link', { name: 'Partner deals' });
    // Tapped before the app runs, it is kept for the app rather than followed without a code.
    expect(partner).toHaveAttribute('data-app-link', '');
    await user.click(partner);
    expect(intercepted).toEqual([true]);
    expect(effects.mintCode).toHaveBeenCalledWith(PARTNER_URL);
    await vi.waitFor(() =>
      expect(effects.navigate).toHaveBeenCalledWith(
        'https://partner.example.ph/deals?x=1&session=CODE_abcdefghijklmnop#top',
      ),
    );
    // The anchor itself never changes: keyboard users and screen readers get the plain href.
    expect(partner).toHaveAttribute('href', PARTNER_URL);
  });

  it('mints for a partner link inside a dropdown too', async () => {
    const user = userEvent.setup();
    const effects = fakeEffects();
    await renderWithRouter(<LinkedHeader signedIn effects={effects} />);
    await user.click(within(desktopNav()).getByRole('button', { name: 'Shop' }));
    await user.click(within(desktopNav()).getByRole('link', { name: 'Partner shop' }));
    await vi.waitFor(() =>
      expect(effects.navigate).toHaveBeenCalledWith(
        'https://partner.example.ph/shop?session=CODE_abcdefghijklmnop',
      ),
    );
  });

  it('leaves links to other hosts and portal paths alone', async () => {
    const user = userEvent.setup();
    const effects = fakeEffects();
    await renderWithRouter(<LinkedHeader signedIn effects={effects} />);
    const fly = within(desktopNav()).getByRole('link', { name: 'Fly' });
    expect(fly).not.toHaveAttribute('data-app-link');
    expect(within(desktopNav()).getByRole('link', { name: 'Promos' })).not.toHaveAttribute(
      'data-app-link',
    );
    await user.click(fly);
    expect(intercepted).toEqual([false]);
    expect(fly).toHaveAttribute('href', 'https://travel.example.ph/fly');
    await user.click(within(desktopNav()).getByRole('link', { name: 'Promos' }));
    expect(effects.mintCode).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('leaves modified clicks to the browser and the plain href', async () => {
    const user = userEvent.setup();
    const effects = fakeEffects();
    await renderWithRouter(<LinkedHeader signedIn effects={effects} />);
    const partner = within(desktopNav()).getByRole('link', { name: 'Partner deals' });
    for (const key of ['Control', 'Meta', 'Shift', 'Alt']) {
      await user.keyboard(`{${key}>}`);
      await user.click(partner);
      await user.keyboard(`{/${key}}`);
    }
    expect(intercepted).toEqual([false, false, false, false]);
    expect(effects.mintCode).not.toHaveBeenCalled();
  });

  it('opens the plain link when the code cannot be minted', async () => {
    const user = userEvent.setup();
    const effects = fakeEffects(() => Promise.reject(new Error('offline')));
    await renderWithRouter(<LinkedHeader signedIn effects={effects} />);
    await user.click(within(desktopNav()).getByRole('link', { name: 'Partner deals' }));
    await vi.waitFor(() => expect(effects.navigate).toHaveBeenCalledWith(PARTNER_URL));
  });

  it('mints once for a double click', async () => {
    const user = userEvent.setup();
    let answer: (code: string) => void = () => {};
    const effects = fakeEffects(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    await renderWithRouter(<LinkedHeader signedIn effects={effects} />);
    const partner = within(desktopNav()).getByRole('link', { name: 'Partner deals' });
    await user.dblClick(partner);
    expect(intercepted).toEqual([true, true]);
    expect(effects.mintCode).toHaveBeenCalledTimes(1);
    answer('CODE_abcdefghijklmnop');
    await vi.waitFor(() => expect(effects.navigate).toHaveBeenCalledTimes(1));
  });
});
