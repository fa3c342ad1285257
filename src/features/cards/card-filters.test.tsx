import { describe, expect, it } from 'vitest';
import { cardSummary } from '../../../tests/support/partner-card-fixtures';
import { cardFilterFromHash, filterCards, groupCards } from './card-filters';

const cards = [
  cardSummary({ id: 1, slug: 'go-virtual', card_type: 'virtual', brand: 'gcash' }),
  cardSummary({ id: 2, slug: 'go-prepaid', card_type: 'prepaid', brand: 'visa' }),
  cardSummary({ id: 3, slug: 'go-debit', card_type: 'debit', brand: 'bdo' }),
  cardSummary({ id: 4, slug: 'go-credit', card_type: 'credit', brand: 'rcbc' }),
  cardSummary({ id: 5, slug: 'go-platinum', card_type: 'credit', brand: 'bdo' }),
];
const slugs = (list: readonly { slug: string }[]) => list.map((card) => card.slug);

describe('cardFilterFromHash', () => {
  it.each([
    ['', 'all'],
    ['#prepaid', 'prepaid'],
    ['debit', 'debit'],
    ['debit-cards', 'debit'],
    ['credit', 'credit'],
    ['#credit-cards', 'credit'],
    ['#CREDIT', 'credit'],
    ['#nonsense', 'all'],
  ])('reads %j as %s', (hash, menu) => {
    expect(cardFilterFromHash(hash, cards)).toEqual({ menu, brand: null });
  });

  it('reads a brand code as that brand under All', () => {
    expect(cardFilterFromHash('#bdo', cards)).toEqual({ menu: 'all', brand: 'bdo' });
  });
});

describe('filterCards', () => {
  it('shows prepaid and virtual cards under Prepaid', () => {
    expect(slugs(filterCards(cards, { menu: 'prepaid', brand: null }))).toEqual([
      'go-virtual',
      'go-prepaid',
    ]);
  });

  it('narrows to one brand', () => {
    expect(slugs(filterCards(cards, { menu: 'all', brand: 'bdo' }))).toEqual([
      'go-debit',
      'go-platinum',
    ]);
  });
});

describe('groupCards', () => {
  it('puts prepaid, virtual and debit under payment cards and credit under credit cards', () => {
    const groups = groupCards(cards);
    expect(groups.map((group) => [group.title, slugs(group.cards)])).toEqual([
      ['Go Rewards Payment Cards', ['go-virtual', 'go-prepaid', 'go-debit']],
      ['Go Rewards Credit Cards', ['go-credit', 'go-platinum']],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupCards(cards.slice(3)).map((group) => group.title)).toEqual([
      'Go Rewards Credit Cards',
    ]);
  });
});
