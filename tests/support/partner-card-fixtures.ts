import type { Card, CardPartner, CardSummary } from '#contract/cards';
import type {
  LoadingPartner,
  Partner,
  PartnerAddress,
  PartnerSummary,
  Store,
} from '#contract/partners';

/** Small, valid contract objects for the partner and card component tests. */

export function cardSummary(overrides: Partial<CardSummary> = {}): CardSummary {
  const slug = overrides.slug ?? 'go-prepaid';
  return {
    id: 1,
    uuid: '6f1c1f52-7d42-4f7c-9a77-5c1d9c3f0a11',
    slug,
    title: 'Go Prepaid Card',
    type: 1,
    card_type: 'prepaid',
    brand: 'visa',
    banner_image: { path: `/images/cards/${slug}.svg`, alt: 'The card' },
    short_description: '<p>Shop anywhere.</p>',
    benefits: ['<strong>Earn</strong> points', 'No annual fee'],
    apply_url: `/cards/${slug}/partners/distribution`,
    ...overrides,
  };
}

export function card(overrides: Partial<Card> = {}): Card {
  return {
    ...cardSummary(overrides),
    lifestyle_image: { path: '/images/cards/lifestyle.svg', alt: 'A shopper' },
    promotion_image: null,
    how_to_apply: [
      { icon: '/images/icons/app.svg', title: 'Get the app', content: '<p>Download it.</p>' },
      { icon: '/images/icons/id.svg', title: 'Verify', content: '<p>Show an ID.</p>' },
    ],
    call_to_action: 1,
    call_to_action_data: {
      title: 'Get yours today',
      content: '<p>At any branch.</p>',
      banner: { path: '/images/cards/cta.svg' },
      visit_link: { url: 'https://bank.example.ph/apply', label: 'Apply at the bank' },
    },
    terms: [{ title: 'Eligibility', content: '<p>18 and over.</p>' }],
    privacy: [{ title: 'Your data', content: '<p>We keep it safe.</p>' }],
    faqs: [{ title: 'Is it free?', content: '<p>Yes.</p>' }],
    ...overrides,
  };
}

export function partnerSummary(overrides: Partial<PartnerSummary> = {}): PartnerSummary {
  const slug = overrides.slug ?? 'robinsons-supermarket';
  return {
    id: 7,
    slug,
    title: 'Robinsons Supermarket',
    category_id: 1,
    category_text: 'Groceries',
    catalog_img: { path: `/images/partners/${slug}.svg`, alt: '' },
    logo: { path: `/images/partners/${slug}-logo.svg`, alt: 'Robinsons logo', link: null },
    featured: 0,
    type: 1,
    ...overrides,
  };
}

export function partner(overrides: Partial<Partner> = {}): Partner {
  return {
    ...partnerSummary(overrides),
    description: '<p>Fresh food every day.</p>',
    mechanics: '<ol><li>Shop</li><li>Earn</li></ol>',
    terms: '<p>Points post in 3 days.</p>',
    banners: [],
    seo: { title: 'Robinsons Supermarket', description: 'Earn points on groceries.' },
    visit_link: 'https://www.robinsons.example.ph',
    store_buid: 'RSM',
    store_link: null,
    ...overrides,
  };
}

export function cardPartner(overrides: Partial<CardPartner> = {}): CardPartner {
  return { ...partnerSummary(overrides), store_link: null, ...overrides };
}

export function loadingPartner(overrides: Partial<LoadingPartner> = {}): LoadingPartner {
  return {
    ...partnerSummary(overrides),
    about: '<p>Convenience stores across Luzon.</p>',
    how_to_load: '<ol><li>Give your card</li><li>Pay</li></ol>',
    ...overrides,
  };
}

export function store(id: number, overrides: Partial<Store> = {}): Store {
  return {
    id,
    name: 'Robinsons Supermarket',
    branch: `Branch ${String(id)}`,
    address: `${String(id)} Ayala Avenue, Makati City`,
    region: 'NCR',
    latitude: 14.5547,
    longitude: 121.0244,
    ...overrides,
  };
}

export function address(id: number, overrides: Partial<PartnerAddress> = {}): PartnerAddress {
  return {
    id,
    name: `Branch ${String(id)}`,
    address: `${String(id)} Rizal Street, Cebu City`,
    region: 'Central Visayas',
    latitude: 10.3157,
    longitude: 123.8854,
    ...overrides,
  };
}
