import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render';
import { SmartLink } from './smart-link';

describe('SmartLink', () => {
  it('renders a portal path as a router link that navigates on the client', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(
      <SmartLink href="/promos?category=2#top">Promos</SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Promos' });
    expect(link).toHaveAttribute('href', '/promos?category=2#top');
    expect(link).not.toHaveAttribute('target');

    await user.click(link);

    expect(router.state.location.pathname).toBe('/promos');
    expect(router.state.location.search).toEqual({ category: 2 });
  });

  it('marks a link to the current page with aria-current', async () => {
    await renderWithRouter(
      <>
        <SmartLink href="/cards">Cards</SmartLink>
        <SmartLink href="/cards/black">Black card</SmartLink>
      </>,
      { path: '/cards/black' },
    );
    expect(screen.getByRole('link', { name: 'Black card' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Cards' })).not.toHaveAttribute('aria-current');
  });

  it('renders an external URL as a plain anchor, in the same tab by default', async () => {
    await renderWithRouter(<SmartLink href="https://shop.example.ph/deals">Shop</SmartLink>);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', 'https://shop.example.ph/deals');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an external URL in a new tab without opener when asked', async () => {
    await renderWithRouter(
      <SmartLink href="https://shop.example.ph" newTab>
        Shop
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders a script URL as a link', async () => {
    await renderWithRouter(<SmartLink href="javascript:alert(1)">Bad</SmartLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });
});
