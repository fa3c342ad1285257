import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../tests/support/partner-card-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import { StoreLocations } from './store-locations';
import { mapEmbedUrl, mapSearchUrl } from '#src/lib/store-map';

const stores = {
  storeList: {
    stores: [store(1), store(2, { latitude: 10.3157, longitude: 123.8854, region: 'Cebu' })],
    total: 23,
  },
  regions: ['Cebu', 'NCR'],
};

describe('store map links', () => {
  it('embeds OpenStreetMap around the store with a marker on it', () => {
    expect(mapEmbedUrl(14.5547, 121.0244)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=121.019400,14.549700,121.029400,14.559700&layer=mapnik&marker=14.554700,121.024400',
    );
  });

  it('searches an address on OpenStreetMap', () => {
    expect(mapSearchUrl('1 Rizal St, Cebu City')).toBe(
      'https://www.openstreetmap.org/search?query=1+Rizal+St%2C+Cebu+City',
    );
  });
});

describe('StoreLocations', () => {
  it('maps the first store when none is chosen, and the chosen one otherwise', async () => {
    const first = await renderWithRouter(
      <StoreLocations stores={stores} search={{}} onSearch={() => undefined} />,
    );
    expect(screen.getByTitle('Map of Robinsons Supermarket Branch 1')).toHaveAttribute(
      'src',
      mapEmbedUrl(14.5547, 121.0244),
    );
    expect(screen.getByText('Showing: 23 Results')).toBeInTheDocument();
    first.unmount();
    await renderWithRouter(
      <StoreLocations stores={stores} search={{ store: 2 }} onSearch={() => undefined} />,
    );
    expect(screen.getByTitle('Map of Robinsons Supermarket Branch 2')).toHaveAttribute(
      'src',
      mapEmbedUrl(10.3157, 123.8854),
    );
  });

  it('puts the chosen store in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(
      <StoreLocations stores={stores} search={{}} onSearch={() => undefined} />,
      { path: '/partners/robinsons' },
    );
    const list = screen.getByRole('list', { name: 'Stores' });
    await user.click(within(list).getAllByRole('link')[1] as HTMLElement);
    expect(router.state.location.search).toEqual({ store: 2 });
  });

  it('starts a new region at page 1 and pages 10 at a time', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    await renderWithRouter(
      <StoreLocations stores={stores} search={{ page: 2, store: 1 }} onSearch={onSearch} />,
    );
    await user.selectOptions(screen.getByLabelText('Region'), 'Cebu');
    expect(onSearch).toHaveBeenLastCalledWith({
      region: 'Cebu',
      page: undefined,
      store: undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onSearch).toHaveBeenLastCalledWith({ page: 3, store: undefined });
  });

  it('says No Result Found! for a region without stores', async () => {
    await renderWithRouter(
      <StoreLocations
        stores={{ storeList: { stores: [], total: 0 }, regions: ['NCR'] }}
        search={{ region: 'NCR' }}
        onSearch={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No Result Found!');
    expect(screen.queryByRole('navigation', { name: 'Store pages' })).toBeNull();
  });
});
