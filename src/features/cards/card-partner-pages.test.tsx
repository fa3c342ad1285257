import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  address,
  card,
  cardPartner,
  loadingPartner,
} from '../../../tests/support/partner-card-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import {
  CardDistributionPage,
  CardLoadingPage,
  CardLoadingPartnerPage,
} from './card-partner-pages';

const branches = cardPartner({ id: 1, slug: 'sm-store', title: 'SM Store', type: 1 });
const online = cardPartner({
  id: 2,
  slug: 'lazada',
  title: 'Lazada',
  type: 2,
  store_link: 'https://www.lazada.example.ph/go-card',
});

describe('CardDistributionPage', () => {
  it('shows Coming Soon without partners', async () => {
    await renderWithRouter(
      <CardDistributionPage
        card={card()}
        partners={[]}
        selected={null}
        addresses={null}
        search={{}}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Where to buy');
    expect(screen.getByRole('status')).toHaveTextContent('Coming Soon');
  });

  it('opens a branch partner’s where-to-buy view and an online partner’s store in a new tab', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(
      <CardDistributionPage
        card={card()}
        partners={[branches, online]}
        selected={null}
        addresses={null}
        search={{}}
        onSearch={vi.fn()}
      />,
      { path: '/cards/go-prepaid/partners/distribution' },
    );
    const shop = screen.getByRole('link', { name: /Lazada/ });
    expect(shop).toHaveAttribute('href', 'https://www.lazada.example.ph/go-card');
    expect(shop).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: /SM Store/ }));
    expect(router.state.location.search).toEqual({ partner: 'sm-store' });
    expect(router.state.location.hash).toBe('where-to-buy');
  });

  it('lists the chosen partner’s branches', async () => {
    await renderWithRouter(
      <CardDistributionPage
        card={card()}
        partners={[branches, online]}
        selected={branches}
        addresses={{ data: [address(1)], total: 1 }}
        search={{}}
        onSearch={vi.fn()}
      />,
    );
    const view = screen.getByRole('region', { name: 'Where to buy at SM Store' });
    expect(within(view).getByRole('searchbox', { name: 'Search SM Store branches' })).toBeVisible();
    expect(within(view).getByText('1 Rizal Street, Cebu City')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /SM Store/ })).toHaveAttribute('aria-current', 'true');
  });
});

describe('CardLoadingPage', () => {
  it('links each logo to its loading partner page', async () => {
    await renderWithRouter(<CardLoadingPage card={card()} partners={[branches]} />);
    expect(screen.getByRole('link', { name: 'SM Store' })).toHaveAttribute(
      'href',
      '/cards/go-prepaid/partners/loading/sm-store',
    );
  });

  it('shows Coming Soon without partners', async () => {
    await renderWithRouter(<CardLoadingPage card={card()} partners={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Coming Soon');
  });
});

describe('CardLoadingPartnerPage', () => {
  it('shows about, how to load and the locations', async () => {
    await renderWithRouter(
      <CardLoadingPartnerPage
        card={card()}
        partner={loadingPartner({ title: '7-Eleven' })}
        addresses={{ data: [address(1), address(2)], total: 2 }}
        search={{}}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('7-Eleven');
    // The partner's name is the heading beside its logo: the logo is decoration.
    expect(
      screen.getByRole('heading', { level: 1 }).closest('header')?.querySelector('img'),
    ).toHaveAttribute('alt', '');
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('Convenience stores');
    expect(screen.getByRole('region', { name: 'How to Load' })).toHaveTextContent('Give your card');
    const locations = screen.getByRole('region', { name: 'Locations' });
    expect(within(locations).getAllByRole('listitem')).toHaveLength(2);
  });
});
