import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '#contract/settings';
import { partnerSummary } from '../../../tests/support/partner-card-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import { partnersQuery } from './partner-data';
import { PartnerListPage } from './partner-list-page';
import { PartnerListPlaceholder } from './placeholders';

const categories: Category[] = [
  {
    id: 11,
    category_id: 1,
    category: 'Groceries',
    active_img_path: '/a.svg',
    default_img_path: '/d.svg',
  },
  {
    id: 12,
    category_id: 1,
    category: 'Dining',
    active_img_path: '/a.svg',
    default_img_path: '/d.svg',
  },
];

const partners = Array.from({ length: 16 }, (_, index) =>
  partnerSummary({
    id: index + 1,
    slug: `partner-${String(index + 1)}`,
    title: `Partner ${String(index + 1)}`,
  }),
);

function renderPage(overrides: Partial<Parameters<typeof PartnerListPage>[0]> = {}) {
  const onSearch = vi.fn();
  const view = renderWithRouter(
    <PartnerListPage
      page={{ title: 'Partners', subtitle: 'Earn wherever you shop.' }}
      categories={categories}
      featured={partners.slice(0, 4).map((partner) => ({ ...partner, featured: 1 as const }))}
      list={{ data: partners, total: 40 }}
      search={{ page: 2, keyword: 'mart' }}
      onSearch={onSearch}
      {...overrides}
    />,
  );
  return { onSearch, view };
}

describe('partnersQuery', () => {
  it('asks for 16 partners A-Z by default', () => {
    expect(partnersQuery({})).toEqual({ page: '1', limit: '16', sort_by: 'title.asc' });
    expect(
      partnersQuery({ page: 3, sort: 'title.desc', categories: '11,12', keyword: 'sm' }),
    ).toEqual({
      page: '3',
      limit: '16',
      sort_by: 'title.desc',
      categories: '11,12',
      keyword: 'sm',
    });
  });
});

describe('PartnerListPage', () => {
  it('shows featured partners with their category and all partners with the count', async () => {
    await renderPage().view;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partners');
    const featured = screen.getByRole('region', { name: 'Featured Partners' });
    const tiles = within(featured).getAllByRole('article');
    expect(tiles).toHaveLength(4);
    expect(tiles[0]).toHaveTextContent('Groceries');
    expect(within(tiles[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/partners/partner-1',
    );
    expect(screen.getByText('Showing: 40 Results')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'All Partners' }).children).toHaveLength(16);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('goes back to page 1 when the sort, the categories or the keyword change', async () => {
    const user = userEvent.setup();
    const { onSearch, view } = renderPage();
    await view;
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Z-A');
    expect(onSearch).toHaveBeenLastCalledWith({
      page: undefined,
      keyword: 'mart',
      sort: 'title.desc',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Dining' }));
    expect(onSearch).toHaveBeenLastCalledWith({
      page: undefined,
      keyword: 'mart',
      categories: '12',
    });
    const search = screen.getByRole('searchbox', { name: 'Search partners' });
    await user.clear(search);
    await user.type(search, 'sm{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ page: undefined, keyword: 'sm' });
  });

  it('keeps the filters when the page changes', async () => {
    const user = userEvent.setup();
    const { onSearch, view } = renderPage();
    await view;
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onSearch).toHaveBeenLastCalledWith({ page: 3, keyword: 'mart' });
  });

  it('switches between grid and list', async () => {
    const user = userEvent.setup();
    await renderPage().view;
    const list = screen.getByRole('list', { name: 'All Partners' });
    expect(list.className).toMatch(/partnerGrid/);
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'All Partners' }).className).toMatch(/partnerRows/);
  });

  it('says No Result Found! without pagination when nothing matches', async () => {
    await renderPage({ list: { data: [], total: 0 }, featured: [] }).view;
    const all = screen.getByRole('region', { name: 'All Partners' });
    expect(within(all).getByRole('status')).toHaveTextContent('No Result Found!');
    expect(screen.getByText('Showing: 0 Results')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Featured Partners' })).toBeNull();
  });

  it('shows 4 featured and 8 list placeholders while loading', async () => {
    await renderWithRouter(<PartnerListPlaceholder page={undefined} />);
    const featured = screen.getByRole('region', { name: 'Featured Partners' });
    const all = screen.getByRole('region', { name: 'All Partners' });
    expect(
      within(featured).getByRole('status').querySelector('[aria-hidden]')?.children,
    ).toHaveLength(4);
    expect(within(all).getByRole('status').querySelector('[aria-hidden]')?.children).toHaveLength(
      8,
    );
  });
});
