import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '#contract/settings';
import { renderWithRouter } from '../../../tests/support/render';
import { Header } from './header';
import { desktopNav } from './header-queries';

const menu: MenuItem[] = [
  { url: '/promos', label: 'Promos' },
  {
    url: '/cards',
    label: 'Cards',
    sub_menu: [
      { url: '/cards/credit', label: 'Credit cards' },
      { url: '/cards/prepaid', label: 'Prepaid cards' },
    ],
  },
  { url: 'https://travel.example.ph/fly', label: 'Fly' },
];

describe('Header', () => {
  it('shows the logo linking home, internal links through the router and external anchors', async () => {
    await renderWithRouter(<Header menu={menu} member={null} onLoginClick={() => {}} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Rewards home' })).toHaveAttribute('href', '/');
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Promos' })).toHaveAttribute('href', '/promos');
    const fly = nav.getByRole('link', { name: 'Fly' });
    expect(fly).toHaveAttribute('href', 'https://travel.example.ph/fly');
  });

  it('calls onLoginClick from the Login button when nobody is logged in', async () => {
    const user = userEvent.setup();
    const onLoginClick = vi.fn();
    await renderWithRouter(<Header menu={menu} member={null} onLoginClick={onLoginClick} />);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
  });

  it('greets a member with points in two decimals and shows the account menu', async () => {
    await renderWithRouter(
      <Header
        menu={menu}
        member={{ name: 'Juan', points: 12345.678 }}
        onLoginClick={() => {}}
        accountMenu={<button type="button">Account</button>}
      />,
    );
    expect(screen.getByText('Hi, Juan')).toBeInTheDocument();
    expect(screen.getByText('12,345.68')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('opens a sub-menu with the mouse and closes it on Escape, returning focus', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Header menu={menu} member={null} onLoginClick={() => {}} />);
    const toggle = within(desktopNav()).getByRole('button', { name: 'Cards' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Credit cards' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const links = within(panel as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Cards',
      'Credit cards',
      'Prepaid cards',
    ]);

    await user.click(links[1] as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens a sub-menu from the keyboard and closes it on an outside click', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Header menu={menu} member={null} onLoginClick={() => {}} />);
    const toggle = within(desktopNav()).getByRole('button', { name: 'Cards' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a sub-menu when Tab leaves it, not while focus moves inside it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Header menu={menu} member={null} onLoginClick={() => {}} />);
    const nav = within(desktopNav());
    const toggle = nav.getByRole('button', { name: 'Cards' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Cards', 'Credit cards', 'Prepaid cards']) {
      await user.tab();
      expect(nav.getByRole('link', { name })).toHaveFocus();
    }
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(nav.getByRole('link', { name: 'Fly' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer when Tab leaves it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Header menu={menu} member={null} onLoginClick={() => {}} />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = within(
      document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await user.tab();
    expect(drawer.getByRole('link', { name: 'Promos' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(drawer.getByRole('link', { name: 'Fly' })).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Go Rewards home' })).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the small-screen drawer with expandable groups; Escape closes it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Header menu={menu} member={null} onLoginClick={() => {}} />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const drawer = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(drawer).not.toBeNull();
    expect(drawer).not.toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    const inDrawer = within(drawer as HTMLElement);
    expect(inDrawer.getByRole('link', { name: 'Promos' })).toHaveAttribute('href', '/promos');
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();

    const group = inDrawer.getByRole('button', { name: 'Cards' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(inDrawer.getByRole('link', { name: 'Prepaid cards' })).toHaveAttribute(
      'href',
      '/cards/prepaid',
    );

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).not.toBeVisible();
    expect(menuButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer when one of its links is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(
      <Header menu={menu} member={null} onLoginClick={() => {}} />,
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    await user.click(within(drawer as HTMLElement).getByRole('link', { name: 'Promos' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/promos');
  });
});
