import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShopsResponse } from '#contract/shops';
import { NOW, shop, shopsResponse } from '../../../tests/support/offer-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import { settleOrNull } from './offer-settled';
import type { ShopAccess } from './shop-data';
import { ShopDetailPage } from './shop-detail-page';

async function renderShop({
  access,
  related = shopsResponse(3, { shop_type: 2 }),
  onLogin = vi.fn(),
}: {
  access: ShopAccess | null;
  related?: ShopsResponse;
  onLogin?: () => void;
}) {
  const view = await renderWithRouter(
    <ShopDetailPage
      shop={shop()}
      related={settleOrNull(() => Promise.resolve(related))}
      access={
        access === null
          ? new Promise<null>(() => undefined)
          : settleOrNull(() => Promise.resolve(access))
      }
      onLogin={onLogin}
      now={NOW}
    />,
  );
  return { ...view, onLogin };
}

describe('ShopDetailPage', () => {
  it('shows the title, Description, Mechanics and Terms & Conditions in heading order', async () => {
    await renderShop({ access: 'visitor' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop 1');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(['Description', 'Mechanics', 'Terms & Conditions', 'Featured Offers']);
    expect(screen.getByText('Earn double points.')).toBeInTheDocument();
  });

  it('lists three related offers linking to their own type', async () => {
    await renderShop({ access: 'visitor' });
    const aside = screen.getByRole('complementary', { name: 'Featured Offers' });
    const links = await within(aside).findAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/new-this-month/shop-1');
  });

  it('opens the login modal for a visitor instead of the link', async () => {
    const user = userEvent.setup();
    const { onLogin } = await renderShop({ access: 'visitor' });
    const button = await screen.findByRole('button', { name: 'Shop now' });
    expect(screen.queryByRole('link', { name: /Shop now/ })).toBeNull();
    await user.click(button);
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('opens the url in a new tab for a member whose card is loaded', async () => {
    await renderShop({ access: 'member' });
    const link = await screen.findByRole('link', { name: /Shop now/ });
    expect(link).toHaveAttribute('href', 'https://shop.example.ph/deal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
  });

  it('keeps the button disabled while the session and card are checked', async () => {
    await renderShop({ access: null });
    expect(screen.getByRole('button', { name: 'Shop now' })).toBeDisabled();
  });

  it('keeps the button disabled, and says why, when the card could not be loaded', async () => {
    await renderShop({ access: 'cardUnavailable' });
    expect(await screen.findByText(/card details could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop now' })).toBeDisabled();
  });

  it('leaves the sidebar out when nothing is related', async () => {
    await renderShop({ access: 'visitor', related: { data: [], total: 0 } });
    await screen.findByRole('button', { name: 'Shop now' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
