import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { address } from '../../../tests/support/partner-card-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import { StoreAddressList } from './store-address-list';

const page = { data: [address(1), address(2)], total: 12 };

describe('StoreAddressList', () => {
  it('lists addresses with a maps search link in a new tab', async () => {
    await renderWithRouter(
      <StoreAddressList title="Locations" addresses={page} search={{}} onSearch={vi.fn()} />,
    );
    const list = screen.getByRole('list', { name: 'Locations' });
    const link = within(list).getAllByRole('link')[0];
    expect(link).toHaveAccessibleName(/View on map: Branch 1/);
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=1+Rizal+Street%2C+Cebu+City',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Showing: 12 Results')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Locations pages' })).toBeInTheDocument();
  });

  it('searches on Enter and starts again at page 1', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    await renderWithRouter(
      <StoreAddressList
        title="Locations"
        addresses={page}
        search={{ page: 2 }}
        onSearch={onSearch}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), ' cebu ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ keyword: 'cebu', page: undefined });
  });

  it('says No Result Found! and shows no pagination when nothing matches', async () => {
    await renderWithRouter(
      <StoreAddressList
        title="Locations"
        addresses={{ data: [], total: 0 }}
        search={{ keyword: 'zzz' }}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No Result Found!');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows no pagination for 10 or fewer addresses', async () => {
    await renderWithRouter(
      <StoreAddressList
        title="Locations"
        addresses={{ data: [address(1)], total: 10 }}
        search={{}}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
