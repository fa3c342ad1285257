import type { CardSummary, CardType } from '#contract/cards';

export type CardMenuKey = 'all' | 'credit' | 'debit' | 'prepaid';

export const CARD_MENU: readonly { key: CardMenuKey; label: string; hash: string }[] = [
  { key: 'all', label: 'All', hash: '' },
  { key: 'credit', label: 'Credit', hash: 'credit' },
  { key: 'debit', label: 'Debit', hash: 'debit' },
  { key: 'prepaid', label: 'Prepaid', hash: 'prepaid' },
];

/** Which card types each menu entry shows. Virtual cards are prepaid cards without plastic. */
const MENU_TYPES: Record<CardMenuKey, readonly CardType[]> = {
  all: ['virtual', 'prepaid', 'debit', 'credit'],
  credit: ['credit'],
  debit: ['debit'],
  prepaid: ['prepaid', 'virtual'],
};

const HASH_MENU: Readonly<Record<string, CardMenuKey>> = {
  prepaid: 'prepaid',
  debit: 'debit',
  'debit-cards': 'debit',
  credit: 'credit',
  'credit-cards': 'credit',
};

export interface CardFilter {
  menu: CardMenuKey;
  brand: string | null;
}

export function cardFilterFromHash(hash: string, cards: readonly CardSummary[]): CardFilter {
  const key = decodeHash(hash).toLowerCase();
  const menu = HASH_MENU[key];
  if (menu) return { menu, brand: null };
  const brand = cards.find((card) => card.brand.toLowerCase() === key)?.brand;
  return { menu: 'all', brand: key !== '' && brand ? brand : null };
}

function decodeHash(hash: string): string {
  const bare = hash.replace(/^#/, '').trim();
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

export function filterCards(cards: readonly CardSummary[], filter: CardFilter): CardSummary[] {
  const types = MENU_TYPES[filter.menu];
  return cards.filter(
    (card) =>
      types.includes(card.card_type) && (filter.brand === null || card.brand === filter.brand),
  );
}

// Debit cards go with the payment cards: the specification does not place them.
export const CARD_GROUPS: readonly { id: string; title: string; types: readonly CardType[] }[] = [
  {
    id: 'payment-cards',
    title: 'Go Rewards Payment Cards',
    types: ['prepaid', 'virtual', 'debit'],
  },
  { id: 'credit-cards', title: 'Go Rewards Credit Cards', types: ['credit'] },
];

export interface CardGroup {
  id: string;
  title: string;
  cards: CardSummary[];
}

export function groupCards(cards: readonly CardSummary[]): CardGroup[] {
  return CARD_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    cards: cards.filter((card) => group.types.includes(card.card_type)),
  })).filter((group) => group.cards.length > 0);
}
