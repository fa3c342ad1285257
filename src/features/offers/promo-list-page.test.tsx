import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_RESULT_MESSAGE } from '#contract/content';
import type { PromosResponse } from '#contract/promos';
import {
  deferred,
  NOW,
  promoCategories,
  promosResponse,
  promoSummary,
} from '../../../tests/support/offer-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import { settleOrNull } from './offer-settled';
import type { PromoListSearch } from './promo-search';
import { PromoListPage } from './promo-list-page';

function settled(answer: PromosResponse | null) {
  return settleOrNull(() => (answer ? Promise.resolve(answer) : Promise.reject(new Error('x'))));
}

async function renderPage({
  featured = settled(promosResponse(5)),
  list = settled(promosResponse(16, 40)),
  search = {},
  onSearch = vi.fn<(next: PromoListSearch) => void>(),
}: {
  featured?: Promise<PromosResponse | null>;
  list?: Promise<PromosResponse | null>;
  search?: PromoListSearch;
  onSearch?: (next: PromoListSearch) => void;
} = {}) {
  const view = await renderWithRouter(
    <PromoListPage
      settingsPage={{ title: 'Promos' }}
      categories={promoCategories}
      featured={featured}
      list={list}
      search={search}
      onSearch={onSearch}
      now={NOW}
    />,
  );
  return { ...view, onSearch };
}

function allOffers() {
  return screen.getByRole('region', { name: 'All Offers' });
}

describe('PromoListPage', () => {
  it('shows 8 placeholders in All Offers until the list arrives', async () => {
    const list = deferred<PromosResponse>();
    await renderPage({ list: settleOrNull(() => list.promise) });
    const status = within(allOffers()).getByRole('status');
    expect(status.querySelector('[aria-hidden="true"]')?.children).toHaveLength(8);
    await act(async () => {
      list.resolve(promosResponse(3));
      await list.promise;
    });
    expect(within(allOffers()).queryByRole('status')).toBeNull();
    expect(within(allOffers()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(allOffers()).getByText('Showing: 3 Results')).toBeInTheDocument();
  });

  it('lays the featured promos out as 1 large, 2, 2 and small tiles linking to /promos/{slug}', async () => {
    await renderPage({ featured: settled(promosResponse(7)) });
    const featured = await screen.findByTestId('featured-offers');
    expect(featured.querySelector('[data-slot="large"]')).toHaveTextContent('Promo 1');
    expect(featured.querySelectorAll('[data-slot="column"]')).toHaveLength(2);
    expect(featured.querySelector('[data-slot="small"]')?.children).toHaveLength(2);
    expect(within(featured).getByRole('link', { name: 'Promo 1' })).toHaveAttribute(
      'href',
      '/promos/promo-1',
    );
    expect(within(featured).getByText('Short description 1')).toBeInTheDocument();
  });

  it('hides Featured Offers when there are none', async () => {
    await renderPage({ featured: settled({ data: [], total: 0 }) });
    await screen.findByText('Showing: 40 Results');
    expect(screen.queryByRole('button', { name: 'Featured Offers' })).toBeNull();
  });

  it('collapses and expands the featured offers, which leave the keyboard order while closed', async () => {
    const user = userEvent.setup();
    await renderPage();
    const toggle = await screen.findByRole('button', { name: 'Featured Offers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).toHaveAttribute('data-state', 'collapsed');
    expect(region).toHaveAttribute('inert');
    await user.click(toggle);
    expect(region).toHaveAttribute('data-state', 'expanded');
    expect(region).not.toHaveAttribute('inert');
  });

  it('tags promos NEW and Expiring Soon within 7 days in Manila', async () => {
    const list = {
      data: [
        promoSummary(1, { title: 'Fresh', promo_start: '2026-03-12' }),
        promoSummary(2, { title: 'Ending', promo_end: '2026-03-20' }),
        promoSummary(3, { title: 'Steady' }),
      ],
      total: 3,
    };
    await renderPage({ list: settled(list) });
    const items = await within(allOffers()).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('NEW');
    expect(items[1]).toHaveTextContent('Expiring Soon');
    expect(items[2]).not.toHaveTextContent(/NEW|Expiring Soon/);
  });

  it("says 'No Result Found!' for an empty or failed list, without pagination", async () => {
    await renderPage({ list: settled(null) });
    expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Showing: 0 Results')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'All Offers pages' })).toBeNull();
  });

  it('paginates only past 16 results', async () => {
    await renderPage({ list: settled(promosResponse(16, 16)) });
    await screen.findByText('Showing: 16 Results');
    expect(screen.queryByRole('navigation', { name: 'All Offers pages' })).toBeNull();
  });

  it('moves pages through the URL', async () => {
    const user = userEvent.setup();
    const { onSearch } = await renderPage({ search: { page: 2 } });
    const pages = await screen.findByRole('navigation', { name: 'All Offers pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(onSearch).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(onSearch).toHaveBeenLastCalledWith({ page: undefined });
  });

  it('sends the page back to 1 when the sort, a category or the keyword changes', async () => {
    const user = userEvent.setup();
    const { onSearch } = await renderPage({ search: { page: 3, categories: '5' } });
    await screen.findByText('Showing: 40 Results');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Expiring Soon');
    expect(onSearch).toHaveBeenLastCalledWith({ sort: 'promo_end.asc', page: undefined });
    await user.click(screen.getByRole('checkbox', { name: 'Travel' }));
    expect(onSearch).toHaveBeenLastCalledWith({ categories: '5,6', page: undefined });
    await user.click(screen.getByRole('checkbox', { name: 'Food' }));
    expect(onSearch).toHaveBeenLastCalledWith({ categories: undefined, page: undefined });
    await user.type(screen.getByRole('searchbox', { name: 'Search promos' }), ' coffee {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: 'coffee', page: undefined });
  });

  it('switches between grid and list, and opens the filter drawer', async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findByText('Showing: 40 Results');
    const list = within(allOffers()).getAllByRole('list')[0];
    expect(list).toHaveAttribute('data-layout', 'grid');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(allOffers()).getAllByRole('list')[0]).toHaveAttribute('data-layout', 'list');
    const filters = screen.getByRole('button', { name: 'Filters' });
    await user.click(filters);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
