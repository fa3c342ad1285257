import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
import { AccountMenu } from './account-menu';

describe('AccountMenu', () => {
  it('lists the account pages, the Help Center and Logout in the specified order', async () => {
    await renderWithRouter(<AccountMenu helpCenterUrl="https://help.gorewards.com.ph" />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'My Account',
      'Profile',
      'Transactions',
      'Settings',
      'Help Center',
      'Logout',
    ]);
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('target', '_blank');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await renderWithRouter(<AccountMenu helpCenterUrl="https://help.gorewards.com.ph" />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when Tab leaves it, not while focus moves inside it', async () => {
    await renderWithRouter(
      <>
        <AccountMenu helpCenterUrl="https://help.gorewards.com.ph" />
        <button type="button">Next on the page</button>
      </>,
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    await user.click(toggle);
    await user.tab();
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    for (let link = 0; link < 6; link += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next on the page' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
