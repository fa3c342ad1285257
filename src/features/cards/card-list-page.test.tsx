import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardSummary } from '../../../tests/support/partner-card-fixtures';
import { renderWithRouter } from '../../../tests/support/render';
import { CardListPage } from './card-list-page';

const cards = [
  cardSummary({ id: 1, slug: 'go-virtual', title: 'Go Virtual', card_type: 'virtual' }),
  cardSummary({ id: 2, slug: 'go-prepaid', title: 'Go Prepaid', card_type: 'prepaid' }),
  cardSummary({ id: 3, slug: 'go-debit', title: 'Go Debit', card_type: 'debit' }),
  cardSummary({
    id: 4,
    slug: 'go-credit',
    title: 'Go Credit',
    card_type: 'credit',
    type: 3,
    apply_url: 'https://bank.example.ph/apply',
  }),
];

/** jsdom has no matchMedia: pretend the screen is narrower than 480 px, or not. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: narrow && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CardListPage', () => {
  it('groups payment cards and credit cards, each card with benefits and Apply Now', async () => {
    await renderWithRouter(<CardListPage page={undefined} cards={cards} hash="" />);
    const payment = screen.getByRole('region', { name: 'Go Rewards Payment Cards' });
    expect(within(payment).getAllByRole('article')).toHaveLength(3);
    const credit = screen.getByRole('region', { name: 'Go Rewards Credit Cards' });
    expect(within(credit).getByRole('heading', { level: 3 })).toHaveTextContent('Go Credit');
    expect(within(credit).getByRole('list', { name: 'Go Credit benefits' })).toHaveTextContent(
      'Earn points',
    );
    // External applications open in a new tab; the portal's own paths stay in the tab.
    const external = within(credit).getByRole('link', { name: 'Apply Now for Go Credit' });
    expect(external).toHaveAttribute('href', 'https://bank.example.ph/apply');
    expect(external).toHaveAttribute('target', '_blank');
    const internal = within(payment).getByRole('link', { name: 'Apply Now for Go Debit' });
    expect(internal).toHaveAttribute('href', '/cards/go-debit/partners/distribution');
    expect(internal).not.toHaveAttribute('target');
  });

  it('draws each card\'s face beside its title as decoration: alt=""', async () => {
    const { container } = await renderWithRouter(
      <CardListPage page={undefined} cards={cards} hash="" />,
    );
    const faces = [...container.querySelectorAll('img[src^="/images/cards/"]')];
    expect(faces).toHaveLength(4);
    for (const face of faces) expect(face).toHaveAttribute('alt', '');
  });

  it('preselects the menu from the hash', async () => {
    await renderWithRouter(<CardListPage page={undefined} cards={cards} hash="credit-cards" />);
    expect(screen.getByRole('link', { name: 'Credit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('region', { name: 'Go Rewards Payment Cards' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows prepaid and virtual cards under Prepaid', async () => {
    await renderWithRouter(<CardListPage page={undefined} cards={cards} hash="prepaid" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Go Virtual',
      'Go Prepaid',
    ]);
  });

  it('says No Result Found! when the menu entry has no cards', async () => {
    await renderWithRouter(<CardListPage page={undefined} cards={cards.slice(3)} hash="debit" />);
    expect(screen.getByRole('status')).toHaveTextContent('No Result Found!');
  });

  it('turns a group of more than 2 cards into a carousel below 480 px', async () => {
    screenWidth(true);
    const { container } = await renderWithRouter(
      <CardListPage page={undefined} cards={cards} hash="" />,
    );
    const carousels = container.querySelectorAll('[aria-roledescription="carousel"]');
    // Only the payment group has more than 2 cards; the credit group's one card stays a grid.
    expect(carousels).toHaveLength(1);
    expect(carousels[0]).toHaveAccessibleName('Go Rewards Payment Cards');
    expect(carousels[0]?.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
  });

  it('keeps a grid from 480 px', async () => {
    screenWidth(false);
    const { container } = await renderWithRouter(
      <CardListPage page={undefined} cards={cards} hash="" />,
    );
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});
