import type { Banner, Image, Seo } from '#contract/content';
import type { HomePage } from '#contract/settings';
import { ENDED_RAFFLE_SLUG, RUNNING_RAFFLE_SLUG } from './forms-data';
import { branchesOf, type Place } from './places-data';

/**
 * The demo programme; every brand is fictional. Dates count from the seed's `today`, so a fresh
 * database always shows some items new, expiring, ended and future.
 */

export type CategoryKind = 1 | 2 | 3;
export interface CategoryRef {
  kind: CategoryKind;
  name: string;
}

/** 'YYYY-MM-DD' plus `days` (negative goes back); calendar arithmetic in UTC, no time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface ImageSpec {
  path: string;
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  /** What the art shows: the item's category ('Travel'), else a motif ('rewards'); never text. */
  art: string;
  /** A card face is drawn from its card's type, issuer and tier. */
  card?: CardFace;
}

export interface CardFace {
  type: 'virtual' | 'prepaid' | 'debit' | 'credit';
  brand: string;
  tier: 'standard' | 'student' | 'classic' | 'platinum' | 'black';
}

const SIZES = {
  banner: [1440, 400],
  strip: [1440, 200],
  catalog: [600, 400],
  logo: [240, 240],
  card: [640, 400],
  wide: [1200, 600],
  icon: [96, 96],
} as const;
type ImageSlot = keyof typeof SIZES;

class ImageRegistry {
  readonly specs = new Map<string, ImageSpec>();
  add(
    path: string,
    slot: ImageSlot,
    title: string,
    art: string,
    extra: { subtitle?: string; card?: CardFace } = {},
  ): string {
    const [width, height] = SIZES[slot];
    this.specs.set(path, { path, width, height, title, art, ...extra });
    return path;
  }
}

const CONTENT = '/images/content';

function image(
  registry: ImageRegistry,
  path: string,
  slot: ImageSlot,
  title: string,
  art: string,
): Image {
  return { path: registry.add(path, slot, title, art), title };
}

function itemBanner(
  registry: ImageRegistry,
  folder: string,
  slug: string,
  title: string,
  art: string,
  start: string | null,
  end: string | null,
  subtitle?: string,
): Banner {
  return {
    path: registry.add(
      `${CONTENT}/${folder}/${slug}-banner.svg`,
      'banner',
      title,
      art,
      subtitle ? { subtitle } : {},
    ),
    alt: title,
    link: null,
    start_date: start,
    end_date: end,
  };
}

function seo(title: string, description: string): Seo {
  return { title: `${title} | Go Rewards`, description: description.slice(0, 480) };
}

const standardTerms = (partner: string) =>
  '<ol>' +
  '<li>Open to Go Rewards members with an active account.</li>' +
  `<li>Present your Go Rewards card or app QR code before paying at ${partner}.</li>` +
  '<li>Points are credited within 3 banking days and expire 24 months after they are earned.</li>' +
  '<li>Cannot be combined with other promos unless stated. Go Rewards may end the promo early with notice on this page.</li>' +
  '</ol>' +
  '<p>Per DTI Fair Trade Permit No. FTEB-000000 Series of 2026.</p>';

export interface PromoSeed {
  slug: string;
  type: 1 | 2;
  title: string;
  shortDescription: string;
  catalogImg: Image;
  promoStart: string;
  promoEnd: string;
  category: CategoryRef;
  featured: boolean;
  banners: Banner[];
  seo: Seo;
  mechanics: string;
  terms: string;
  actionButton: { label: string; url: string } | null;
  raffleSlug: string | null;
}

type PromoLine = readonly [title: string, partner: string, category: string, blurb: string];

const REGULAR_PROMOS: readonly PromoLine[] = [
  [
    'Double Points Weekend',
    'Bayanihan Mart',
    'Food and Groceries',
    'Earn 2x points on every grocery run this weekend.',
  ],
  [
    'Kusina Express Family Feast',
    'Kusina Express',
    'Dining',
    'Get 150 bonus points on family bundles worth P999 or more.',
  ],
  [
    'Back to School Bonus',
    'Perlas Department Store',
    'Fashion',
    'Earn 3x points on school uniforms, shoes and bags.',
  ],
  [
    'Rainy Day Essentials',
    'Tibay Hardware',
    'Home and Living',
    'Bonus points on umbrellas, raincoats and sealants.',
  ],
  [
    'Ginhawa Wellness Month',
    'Ginhawa Drugstore',
    'Health and Wellness',
    'Earn 100 points on vitamins worth P500 or more.',
  ],
  [
    'Lakbay Air Seat Sale Points',
    'Lakbay Air',
    'Travel',
    'Earn 1 point for every P20 on domestic flights.',
  ],
  [
    'Suki Sunday Deals',
    'Suki Grocer',
    'Food and Groceries',
    'Sunday shoppers earn 50 bonus points on P1,000 spend.',
  ],
  [
    'Inasal Republic Unli-Rice Rewards',
    'Inasal Republic',
    'Dining',
    'Every chicken inasal meal earns double points.',
  ],
  [
    'Kape Kalye Morning Boost',
    'Kape Kalye Coffee',
    'Dining',
    'Earn 20 points on every coffee before 10 AM.',
  ],
  [
    'Bahay Builders Renovation Rewards',
    'Bahay Builders Depot',
    'Home and Living',
    'Earn up to 2,000 points on tiles and fixtures.',
  ],
  [
    'Ganda Glow Up Sale',
    'Ganda Beauty Bar',
    'Health and Wellness',
    'Bonus points on skincare sets and salon services.',
  ],
  [
    'Biyahe Pauwi Promo',
    'Biyahe Bus Lines',
    'Travel',
    'Earn double points on provincial bus tickets.',
  ],
  [
    'Gasolina Plus Fuel Up Friday',
    'Gasolina Plus',
    'Travel',
    'Fill up on Fridays and earn 2x points per liter.',
  ],
  [
    'Kalayaan Mall Payday Sale',
    'Kalayaan Mall Stores',
    'Fashion',
    'Payday shoppers earn 5% back in points.',
  ],
  [
    'Palengke Fresh Market Day',
    'Palengke Fresh Supermarket',
    'Food and Groceries',
    'Fresh produce earns triple points every Wednesday.',
  ],
  [
    'Halo-Halo House Summer Cooler',
    'Halo-Halo House',
    'Dining',
    'Earn 30 points on every halo-halo large.',
  ],
  [
    'Lutong Bahay Grill Barkada Treat',
    'Lutong Bahay Grill',
    'Dining',
    'Groups of four earn 200 bonus points.',
  ],
  [
    'Ilaw at Kulay Paint Your Home',
    'Ilaw at Kulay Home Center',
    'Home and Living',
    'Earn 3x points on paint and lighting.',
  ],
  [
    'Go Rewards Summer Raffle 2026',
    'Go Rewards',
    'Travel',
    'The summer raffle draw is done. Thank you to everyone who joined.',
  ],
  [
    'Go Rewards Holiday Raffle 2026',
    'Go Rewards',
    'Travel',
    'Register your card for a chance to win a brand-new car.',
  ],
  [
    'Lunas Pharmacy Senior Care',
    'Lunas Pharmacy',
    'Health and Wellness',
    'Seniors earn double points on maintenance medicines.',
  ],
  [
    'Pahinga Hotels Staycation Points',
    'Pahinga Hotels',
    'Travel',
    'Earn 1,000 points on two-night stays.',
  ],
  [
    'Tindahan Plus Bulk Buy Bonus',
    'Tindahan Plus Hypermarket',
    'Food and Groceries',
    'Bulk purchases of P3,000 earn 300 bonus points.',
  ],
  [
    'Sampaguita Christmas Early Bird',
    'Sampaguita Department Store',
    'Fashion',
    'Shop early for Noche Buena gifts and earn 2x points.',
  ],
  [
    'Makina Auto Care Check-Up',
    'Makina Auto Care',
    'Home and Living',
    'Earn 500 points on a 20-point car check-up.',
  ],
  [
    'Isla Hopper Island Escape',
    'Isla Hopper Ferries',
    'Travel',
    'Ferry tickets to the islands earn double points.',
  ],
  [
    'Kanto Express Merienda Deal',
    'Kanto Express Mart',
    'Food and Groceries',
    'Any merienda combo earns 15 points.',
  ],
  [
    'Pindot Online Mall 11.11 Points',
    'Pindot Online Mall',
    'Fashion',
    'Shop online and earn 11x points on selected items.',
  ],
  [
    'Tambayan 24 Late Night Snacks',
    'Tambayan 24 Mart',
    'Food and Groceries',
    'Purchases from 10 PM to 6 AM earn double points.',
  ],
  [
    'Saglit Coffee and Pandesal',
    'Saglit Convenience',
    'Dining',
    'Breakfast bundles earn 25 points every morning.',
  ],
];

const NEW_THIS_MONTH_PROMOS: readonly PromoLine[] = [
  [
    'Noche Buena Ham Pre-Order',
    'Bayanihan Mart',
    'Food and Groceries',
    'Pre-order your holiday ham and earn 500 points.',
  ],
  [
    'Parol Making Workshop',
    'Bahay Builders Depot',
    'Home and Living',
    'Join the free workshop and earn 100 points.',
  ],
  [
    'Simbang Gabi Bibingka Treat',
    'Kusina Express',
    'Dining',
    'Earn 40 points on bibingka and puto bumbong.',
  ],
  [
    'Holiday Flu Shot Drive',
    'Ginhawa Drugstore',
    'Health and Wellness',
    'Get vaccinated and earn 200 points.',
  ],
  [
    'Balikbayan Box Discount',
    'Padala Express',
    'Travel',
    'Ship a balikbayan box and earn 300 points.',
  ],
  ['Year-End Shoe Sale', 'Perlas Department Store', 'Fashion', 'Earn 3x points on all footwear.'],
  [
    'Christmas Party Catering',
    'Lutong Bahay Grill',
    'Dining',
    'Book party trays and earn 5% back in points.',
  ],
  [
    'Holiday Road Trip Fuel Points',
    'Gasolina Plus',
    'Travel',
    'Earn 2x points on fuel for your trip home.',
  ],
  [
    'Gift Wrapping Station',
    'Kalayaan Mall Stores',
    'Fashion',
    'Free gift wrapping and 50 points per gift.',
  ],
  [
    'New Year Fruit Baskets',
    'Palengke Fresh Supermarket',
    'Food and Groceries',
    'Thirteen round fruits, thirteen bonus points each.',
  ],
];

/** [start, end] in days from today: NEW (started within 7 days), expiring, ended, future. */
const REGULAR_SCHEDULE: readonly (readonly [number, number])[] = [
  [-3, 40],
  [-5, 25],
  [-1, 60],
  [-6, 90], // new
  [-40, 3],
  [-20, 5],
  [-60, 1],
  [-10, 0], // expiring soon
  [-90, -2],
  [-60, -10],
  [-45, -1], // ended
  [5, 40],
  [15, 75],
  [30, 120], // not started
  [-25, 45],
  [-12, 30],
  [-30, 60],
  [-15, 50],
  [-20, 35],
  [-8, 70],
  [-35, 40],
  [-50, 80],
  [-18, 22],
  [-28, 55],
  [-14, 33],
  [-60, 100],
  [-9, 44],
  [-22, 18],
  [-31, 27],
  [-16, 64],
];
const NEW_THIS_MONTH_SCHEDULE: readonly (readonly [number, number])[] = [
  [-2, 30],
  [-4, 20],
  [-30, 4],
  [-50, -3],
  [7, 40],
  [-10, 28],
  [-12, 35],
  [-20, 15],
  [-8, 38],
  [-15, 25],
];
const FEATURED_REGULAR = new Set([0, 1, 4, 14, 15, 16, 17, 19]);
const FEATURED_NEW = new Set([0, 5, 6]);

const ACTION_BUTTONS: Record<number, { label: string; url: string }> = {
  2: { label: 'Shop the sale', url: '/partners/perlas-department-store' },
  5: { label: 'Book a flight', url: 'https://book.lakbayair.example/promos' },
  15: { label: 'Find a branch', url: '/partners/halo-halo-house' },
  19: { label: 'Join the raffle', url: `/raffle/${RUNNING_RAFFLE_SLUG}` },
  22: { label: 'See the flyer', url: '/partners/tindahan-plus-hypermarket' },
};

function promoSeeds(registry: ImageRegistry, today: string): PromoSeed[] {
  const build = (lines: readonly PromoLine[], type: 1 | 2) =>
    lines.map(([title, partner, category, blurb], index): PromoSeed => {
      const schedule = (type === 1 ? REGULAR_SCHEDULE : NEW_THIS_MONTH_SCHEDULE)[index] ?? [
        -10, 30,
      ];
      const start = addDays(today, schedule[0]);
      const end = addDays(today, schedule[1]);
      const raffleSlug =
        type === 1 && index === 18
          ? ENDED_RAFFLE_SLUG
          : type === 1 && index === 19
            ? RUNNING_RAFFLE_SLUG
            : null;
      const slug = raffleSlug ?? slugify(title);
      return {
        slug,
        type,
        title,
        shortDescription: blurb,
        catalogImg: image(registry, `${CONTENT}/promos/${slug}.svg`, 'catalog', title, category),
        promoStart: start,
        promoEnd: end,
        category: { kind: 2, name: category },
        featured: (type === 1 ? FEATURED_REGULAR : FEATURED_NEW).has(index),
        banners: [itemBanner(registry, 'promos', slug, title, category, start, end, partner)],
        seo: seo(title, blurb),
        mechanics:
          '<ol>' +
          `<li>Shop at any participating ${partner} branch or online store from the promo start to its end.</li>` +
          '<li>Scan your Go Rewards card or the QR code in the Go Rewards app at checkout.</li>' +
          '<li>Bonus points appear in your account within 3 banking days.</li>' +
          '</ol>',
        terms: standardTerms(partner),
        actionButton:
          type === 1
            ? (ACTION_BUTTONS[index] ?? null)
            : index === 1
              ? { label: 'Reserve a slot', url: '/partners/bahay-builders-depot' }
              : null,
        raffleSlug,
      };
    });
  return [...build(REGULAR_PROMOS, 1), ...build(NEW_THIS_MONTH_PROMOS, 2)];
}

export interface ShopSeed {
  slug: string;
  shopType: 1 | 2;
  title: string;
  subtitle: string;
  shortDescription: string;
  catalogImg: Image;
  category: CategoryRef;
  grExclusive: boolean;
  featured: boolean;
  dateStart: string;
  dateEnd: string;
  banners: Banner[];
  seo: Seo;
  actionButton: { label: string; url: string } | null;
  mechanics: string;
  terms: string;
}

type ShopLine = readonly [
  title: string,
  subtitle: string,
  category: string,
  start: number,
  end: number,
];

const SHOP_ONLINE: readonly ShopLine[] = [
  ['Up to 20% off smartphones', 'Pindot Online Mall', 'Gadgets', -10, 40],
  ['Free earbuds with every tablet', 'Kidlat Gadgets', 'Gadgets', -4, 30],
  ['Laptop season: 3x points', 'Pindot Online Mall', 'Gadgets', -20, 25],
  ['Smartwatch bundle deals', 'Kidlat Gadgets', 'Gadgets', -2, 60],
  ['Gaming accessories week', 'Kidlat Gadgets', 'Gadgets', -15, 5],
  ['Barong and Filipiniana edit', 'Habi Fashion Online', 'Fashion', -8, 45],
  ['Sneaker drop: double points', 'Perlas Department Store', 'Fashion', -3, 20],
  ['Office wear under P999', 'Habi Fashion Online', 'Fashion', -30, 12],
  ['Last season clearance', 'Kalayaan Mall Stores', 'Fashion', -60, -5],
  ['Weekly grocery delivery', 'Bayanihan Mart', 'Groceries', -40, 50],
  ['Fresh seafood to your door', 'Palengke Fresh Supermarket', 'Groceries', -6, 35],
  ['Pantry staples subscription', 'Suki Grocer', 'Groceries', -25, 80],
  ['Rice and canned goods bundle', 'Tindahan Plus Hypermarket', 'Groceries', -12, 6],
  ['Domestic flights from P999', 'Lakbay Air', 'Travel', -5, 28],
  ['Island resort packages', 'Pahinga Hotels', 'Travel', -18, 70],
  ['Ferry passes with bonus points', 'Isla Hopper Ferries', 'Travel', -9, 40],
  ['Early bird Holy Week trips', 'Biyahe Bus Lines', 'Travel', 10, 60],
  ['Smart home starter kit', 'Bahay Builders Depot', 'Home and Living', -7, 33],
  ['Kitchen makeover sale', 'Ilaw at Kulay Home Center', 'Home and Living', -14, 21],
  ['Air purifiers and fans', 'Tibay Hardware', 'Home and Living', -1, 48],
];

const NEW_THIS_MONTH_SHOPS: readonly (readonly [...ShopLine, exclusive: boolean])[] = [
  ['Go Rewards exclusive: 500 bonus points on gadgets', 'Kidlat Gadgets', 'Gadgets', -3, 27, true],
  ['Go Rewards exclusive: free delivery all month', 'Bayanihan Mart', 'Groceries', -6, 24, true],
  ['Go Rewards exclusive: hotel upgrade', 'Pahinga Hotels', 'Travel', -10, 30, true],
  [
    'Go Rewards exclusive: members-only sneaker pre-sale',
    'Perlas Department Store',
    'Fashion',
    -1,
    14,
    true,
  ],
  ['Holiday gift guide', 'Pindot Online Mall', 'Gadgets', -5, 35, false],
  ['Christmas decor collection', 'Ilaw at Kulay Home Center', 'Home and Living', -12, 38, false],
  ['Party-ready outfits', 'Habi Fashion Online', 'Fashion', -4, 30, false],
  ['Noche Buena grocery box', 'Palengke Fresh Supermarket', 'Groceries', -8, 36, false],
  ['Year-end travel sale', 'Lakbay Air', 'Travel', -2, 40, false],
  ['New: Kidlat phone trade-in', 'Kidlat Gadgets', 'Gadgets', -7, 22, false],
  ['Last month: back-to-school bundles', 'Tindahan Plus Hypermarket', 'Groceries', -45, -4, false],
  ['Coming soon: summer swimwear', 'Habi Fashion Online', 'Fashion', 12, 60, false],
];

function shopSeeds(registry: ImageRegistry, today: string): ShopSeed[] {
  const build = (
    [title, subtitle, category, startDays, endDays]: ShopLine,
    shopType: 1 | 2,
    index: number,
    exclusive: boolean,
  ): ShopSeed => {
    const slug = slugify(`${subtitle} ${title}`).slice(0, 100).replace(/-$/, '');
    const start = addDays(today, startDays);
    const end = addDays(today, endDays);
    const folder = shopType === 1 ? 'shop-online' : 'new-this-month';
    const blurb = `${title} at ${subtitle}, with Go Rewards points on every purchase.`;
    return {
      slug,
      shopType,
      title,
      subtitle,
      shortDescription: blurb,
      catalogImg: image(registry, `${CONTENT}/${folder}/${slug}.svg`, 'catalog', title, category),
      category: { kind: 3, name: category },
      grExclusive: exclusive,
      featured: index % 4 === 0,
      dateStart: start,
      dateEnd: end,
      banners: [itemBanner(registry, folder, slug, title, category, start, end, subtitle)],
      seo: seo(title, blurb),
      actionButton:
        index % 3 === 2
          ? null
          : {
              label: 'Shop now',
              url: `https://shop.${slugify(subtitle).replace(/-/g, '')}.example/go-rewards`,
            },
      mechanics:
        '<ol><li>Sign in to Go Rewards and tap <strong>Shop now</strong>.</li>' +
        `<li>Check out at ${subtitle} with your Go Rewards number.</li>` +
        '<li>Points are credited within 7 days after delivery.</li></ol>',
      terms: standardTerms(subtitle),
    };
  };
  return [
    ...SHOP_ONLINE.map((line, index) => build(line, 1, index, false)),
    ...NEW_THIS_MONTH_SHOPS.map(([title, subtitle, category, start, end, exclusive], index) =>
      build([title, subtitle, category, start, end], 2, index, exclusive),
    ),
  ];
}

export interface PartnerSeed {
  slug: string;
  title: string;
  category: CategoryRef;
  catalogImg: Image;
  logo: { path: string; alt: string; link: string | null };
  featured: boolean;
  type: 1 | 2;
  description: string;
  mechanics: string;
  terms: string;
  banners: Banner[];
  seo: Seo;
  visitLink: string | null;
  storeBuid: string | null;
  storeLink: string | null;
  about: string | null;
  howToLoad: string | null;
  stores: number;
}

type PartnerLine = readonly [
  title: string,
  category: string,
  type: 1 | 2,
  stores: number,
  featured: boolean,
  tagline: string,
];

const PARTNERS: readonly PartnerLine[] = [
  [
    'Bayanihan Mart',
    'Supermarkets',
    1,
    27,
    true,
    'The neighbourhood supermarket for every Filipino family.',
  ],
  [
    'Palengke Fresh Supermarket',
    'Supermarkets',
    1,
    22,
    false,
    'Market-fresh produce, meat and seafood every day.',
  ],
  ['Suki Grocer', 'Supermarkets', 1, 20, false, 'Your suki for pantry staples at fair prices.'],
  [
    'Tindahan Plus Hypermarket',
    'Supermarkets',
    1,
    18,
    true,
    'Bulk buys and wholesale prices under one roof.',
  ],
  [
    'Perlas Department Store',
    'Department Stores',
    1,
    21,
    true,
    'Fashion, home and beauty for the whole family.',
  ],
  [
    'Kalayaan Mall Stores',
    'Department Stores',
    1,
    19,
    false,
    'Everyday fashion and home finds across the islands.',
  ],
  [
    'Sampaguita Department Store',
    'Department Stores',
    1,
    18,
    false,
    'A Filipino department store since 1978.',
  ],
  [
    'Bahay Builders Depot',
    'Home Improvement',
    1,
    20,
    true,
    'Everything to build, fix and improve your home.',
  ],
  ['Tibay Hardware', 'Home Improvement', 1, 23, false, 'Tools and hardware that last.'],
  [
    'Ilaw at Kulay Home Center',
    'Home Improvement',
    1,
    18,
    false,
    'Paint, lighting and décor for every room.',
  ],
  [
    'Ginhawa Drugstore',
    'Health and Beauty',
    1,
    26,
    true,
    'Medicines and wellness essentials, open early and late.',
  ],
  [
    'Ganda Beauty Bar',
    'Health and Beauty',
    1,
    0,
    false,
    'Salon services and skincare by licensed professionals.',
  ],
  [
    'Lunas Pharmacy',
    'Health and Beauty',
    1,
    21,
    false,
    'Caring for families and seniors in every barangay.',
  ],
  ['Lakbay Air', 'Travel', 2, 0, true, 'Domestic and regional flights at everyday low fares.'],
  [
    'Biyahe Bus Lines',
    'Travel',
    1,
    0,
    false,
    'Provincial buses from Manila to the north and south.',
  ],
  ['Isla Hopper Ferries', 'Travel', 2, 0, false, 'Fast ferries between the Visayas islands.'],
  ['Pahinga Hotels', 'Travel', 1, 0, false, 'Comfortable stays in the country’s favourite cities.'],
  ['Kanto Express Mart', 'Convenience Stores', 1, 25, true, 'The corner store that never sleeps.'],
  [
    'Tambayan 24 Mart',
    'Convenience Stores',
    1,
    19,
    false,
    'Snacks, drinks and bills payment around the clock.',
  ],
  [
    'Saglit Convenience',
    'Convenience Stores',
    1,
    0,
    false,
    'Quick stops for coffee, pandesal and load.',
  ],
  [
    'Padala Express',
    'Convenience Stores',
    1,
    0,
    false,
    'Remittance, bills payment and card loading.',
  ],
  ['Kusina Express', 'Restaurants', 1, 24, true, 'Home-style Filipino meals, served fast.'],
  [
    'Lutong Bahay Grill',
    'Restaurants',
    1,
    0,
    false,
    'Grilled favourites for the barkada and the family.',
  ],
  ['Kape Kalye Coffee', 'Restaurants', 1, 0, false, 'Local beans, brewed on every street corner.'],
  ['Inasal Republic', 'Restaurants', 1, 20, false, 'Chicken inasal with unlimited rice.'],
  ['Halo-Halo House', 'Restaurants', 1, 0, false, 'The coolest halo-halo in town.'],
  ['Gasolina Plus', 'Fuel and Auto', 1, 22, true, 'Fuel, car wash and convenience on the highway.'],
  ['Makina Auto Care', 'Fuel and Auto', 1, 0, false, 'Car check-ups and repairs you can trust.'],
  [
    'Pindot Online Mall',
    'Department Stores',
    2,
    0,
    true,
    'Thousands of brands delivered nationwide.',
  ],
  [
    'Kidlat Gadgets',
    'Department Stores',
    2,
    0,
    false,
    'Phones, laptops and smart home devices online.',
  ],
];

const LOADING_PARTNERS = new Set([
  'Kanto Express Mart',
  'Tambayan 24 Mart',
  'Saglit Convenience',
  'Padala Express',
]);

function buidOf(title: string): string {
  return slugify(title).toUpperCase().replace(/-/g, '_').slice(0, 40);
}

function partnerSeeds(registry: ImageRegistry, today: string): PartnerSeed[] {
  return PARTNERS.map(([title, category, type, stores, featured, tagline]): PartnerSeed => {
    const slug = slugify(title);
    const domain = `https://www.${slug.replace(/-/g, '')}.example`;
    const loading = LOADING_PARTNERS.has(title);
    return {
      slug,
      title,
      category: { kind: 1, name: category },
      catalogImg: image(registry, `${CONTENT}/partners/${slug}.svg`, 'catalog', title, category),
      logo: {
        path: registry.add(`${CONTENT}/partners/${slug}-logo.svg`, 'logo', title, category),
        alt: `${title} logo`,
        link: domain,
      },
      featured,
      type,
      description: `<p>${tagline}</p><p>Earn 1 Go Rewards point for every P200 spent at ${title}, and use your points to pay for your next purchase.</p>`,
      mechanics:
        '<ol><li>Present your Go Rewards card or app QR code before paying.</li>' +
        '<li>Earn 1 point for every P200 spent; points are credited within 3 banking days.</li>' +
        '<li>Redeem: 1 point is worth P1 at the counter.</li></ol>',
      terms: standardTerms(title),
      banners: [
        itemBanner(
          registry,
          'partners',
          slug,
          title,
          category,
          addDays(today, -365),
          addDays(today, 365),
          tagline,
        ),
      ],
      seo: { title: `${title} | Go Rewards Partners`, description: tagline },
      visitLink: domain,
      storeBuid: stores > 0 ? buidOf(title) : null,
      storeLink: type === 2 ? `${domain}/shop` : null,
      about: loading
        ? `<p>${tagline} Load your Go Rewards prepaid card at any ${title} branch nationwide.</p>`
        : null,
      howToLoad: loading
        ? '<ol><li>Tell the cashier you want to load your Go Rewards card.</li>' +
          '<li>Give your 16-digit card number and the amount (P100 to P10,000).</li>' +
          '<li>Pay the amount; a P10 service fee may apply.</li>' +
          '<li>Wait for the SMS confirming your new balance.</li></ol>'
        : null,
      stores,
    };
  });
}

export function partnerStoreRows(): (Place & { buid: string })[] {
  return PARTNERS.flatMap(([title, , , stores], index) =>
    stores > 0
      ? branchesOf(title, stores, 101 + index).map((place) => ({ ...place, buid: buidOf(title) }))
      : [],
  );
}

export interface CardSeed {
  /** Fixed, so a card's terms webview link (/cards/{uuid}/webview_data) survives a reseed. */
  uuid: string;
  slug: string;
  title: string;
  type: 1 | 2 | 3 | 4;
  cardType: 'virtual' | 'prepaid' | 'debit' | 'credit';
  brand: string;
  bannerImage: Image;
  shortDescription: string;
  benefits: string[];
  applyUrl: string | null;
  lifestyleImage: Image | null;
  promotionImage: Image | null;
  howToApply: { icon: string; title: string; content: string }[];
  callToAction: 0 | 1 | 2;
  callToActionData: {
    title: string;
    content: string;
    banner: { path: string };
    visit_link: { url: string; label: string };
  } | null;
  terms: { title: string; content: string }[];
  privacy: { title: string; content: string }[];
  faqs: { title: string; content: string }[];
  distribution: string[];
  loading: string[];
}

type CardLine = readonly [
  title: string,
  type: 1 | 2 | 3 | 4,
  cardType: CardSeed['cardType'],
  brand: string,
  callToAction: 0 | 1 | 2,
  applyUrl: string | null,
  lead: string,
];

const CARD_UUIDS = [
  '7d3c31f0-3ce8-4ae4-9b0d-eab9a0e49044',
  '38b52836-d72b-4383-88dd-e966e600c627',
  'd989cfbc-c1ee-4170-9c28-b2ee36be313e',
  'd33ee640-1036-4247-8a27-acc761f8c39e',
  '90dc82d6-d8e5-4334-90b6-25c74df428f7',
  '1fa6bc35-e6f3-46b8-a948-73921c250a31',
  'ef152303-d845-4b09-b91a-0f5757ab2f9e',
  '90b580fa-b285-4a23-ba3e-ae9bb5582d9b',
] as const;
export const PREPAID_CARD_UUID = CARD_UUIDS[0];

const CARDS: readonly CardLine[] = [
  [
    'Go Rewards Prepaid Card',
    1,
    'prepaid',
    'gorewards',
    1,
    null,
    'A reloadable card that earns points wherever you pay.',
  ],
  [
    'Go Rewards Virtual Card',
    2,
    'virtual',
    'gorewards',
    2,
    null,
    'A card that lives in your app: shop online in minutes.',
  ],
  [
    'Go Rewards Student Prepaid Card',
    2,
    'prepaid',
    'gorewards',
    0,
    null,
    'Allowance made easy, with points on every merienda.',
  ],
  [
    'Bayanihan Bank Go Rewards Debit Card',
    3,
    'debit',
    'bayanihanbank',
    1,
    'https://apply.bayanihanbank.example/go-rewards-debit',
    'Your savings account, now earning Go Rewards points.',
  ],
  [
    'Perlas Savings Go Rewards Debit Card',
    4,
    'debit',
    'perlassavings',
    0,
    '/get-the-app',
    'Open an account in the app and earn points on every tap.',
  ],
  [
    'Lakas Bank Go Rewards Classic Credit Card',
    3,
    'credit',
    'lakasbank',
    2,
    'https://apply.lakasbank.example/classic',
    'No annual fee for life and 1 point for every P100.',
  ],
  [
    'Lakas Bank Go Rewards Platinum Credit Card',
    4,
    'credit',
    'lakasbank',
    1,
    'https://apply.lakasbank.example/platinum',
    'Airport lounges, travel insurance and 2x points abroad.',
  ],
  [
    'Go Rewards Black Card',
    3,
    'credit',
    'gorewardsblack',
    0,
    'https://apply.lakasbank.example/black',
    'Spend P100,000 within 12 months to upgrade; 1 point per P20 on airline bookings.',
  ],
];

const CARD_PARTNERS: Record<string, { distribution: string[]; loading: string[] }> = {
  'Go Rewards Prepaid Card': {
    distribution: [
      'Bayanihan Mart',
      'Kanto Express Mart',
      'Ginhawa Drugstore',
      'Pindot Online Mall',
    ],
    loading: ['Kanto Express Mart', 'Padala Express', 'Tambayan 24 Mart', 'Saglit Convenience'],
  },
  'Go Rewards Virtual Card': {
    distribution: ['Pindot Online Mall', 'Kidlat Gadgets'],
    loading: ['Padala Express', 'Kanto Express Mart'],
  },
  // A card whose partner pages are still 'Coming Soon'.
  'Go Rewards Student Prepaid Card': { distribution: [], loading: [] },
};

function tierOf(title: string): CardFace['tier'] {
  const tier = /\b(Student|Classic|Platinum|Black)\b/.exec(title)?.[1];
  return tier ? (tier.toLowerCase() as CardFace['tier']) : 'standard';
}

function cardSeeds(registry: ImageRegistry): CardSeed[] {
  return CARDS.map(
    ([title, type, cardType, brand, callToAction, applyUrl, lead], index): CardSeed => {
      const slug =
        slugify(title.replace(/^Go Rewards /, '').replace(/ Go Rewards/, '')) || slugify(title);
      const folder = `${CONTENT}/cards`;
      const partners = CARD_PARTNERS[title] ?? { distribution: [], loading: [] };
      const applyHref =
        type === 1 || type === 2
          ? `/cards/${slug}/partners/distribution`
          : (applyUrl ?? '/get-the-app');
      return {
        uuid: CARD_UUIDS[index] ?? '',
        slug,
        title,
        type,
        cardType,
        brand,
        bannerImage: {
          path: registry.add(`${folder}/${slug}.svg`, 'card', title, 'card', {
            card: { type: cardType, brand, tier: tierOf(title) },
          }),
          title,
        },
        shortDescription: `<p>${lead}</p>`,
        benefits: [
          `<p>Earn <strong>Go Rewards points</strong> every time you pay with your ${cardType} card.</p>`,
          '<p>Use points as cash at over 5,000 partner stores nationwide.</p>',
          cardType === 'credit'
            ? '<p>0% instalment for up to 12 months at partner stores.</p>'
            : '<p>No maintaining balance and no annual fee.</p>',
          '<p>Track your balance and points in the Go Rewards app.</p>',
        ],
        applyUrl: type === 3 || type === 4 ? applyHref : null,
        lifestyleImage: image(
          registry,
          `${folder}/${slug}-lifestyle.svg`,
          'wide',
          `Life with the ${title}`,
          'cards',
        ),
        promotionImage:
          callToAction === 0
            ? null
            : image(
                registry,
                `${folder}/${slug}-promotion.svg`,
                'wide',
                `${title} welcome gift`,
                'rewards',
              ),
        howToApply: [
          {
            icon: registry.add(`${folder}/step-1.svg`, 'icon', '1', 'step-id'),
            title: 'Prepare your ID',
            content: '<p>Bring one valid government ID.</p>',
          },
          {
            icon: registry.add(`${folder}/step-2.svg`, 'icon', '2', 'step-get'),
            title: type <= 2 ? 'Visit a partner store' : 'Apply online',
            content:
              type <= 2
                ? '<p>Buy the card at any distribution partner.</p>'
                : '<p>Fill in the short form on the bank’s site.</p>',
          },
          {
            icon: registry.add(`${folder}/step-3.svg`, 'icon', '3', 'step-link'),
            title: 'Link it in the app',
            content: '<p>Add the card in the Go Rewards app to start earning.</p>',
          },
        ],
        callToAction,
        callToActionData:
          callToAction === 0
            ? null
            : {
                title: type <= 2 ? 'Where to get your card' : 'Apply in minutes',
                content: `<p>${lead}</p>`,
                banner: {
                  path: registry.add(`${folder}/${slug}-cta.svg`, 'catalog', title, 'cards'),
                },
                visit_link: { url: applyHref, label: type <= 2 ? 'Where to buy' : 'Apply Now' },
              },
        terms: [
          {
            title: 'Eligibility',
            content:
              '<p>Filipino citizens and residents aged 18 and over (7 to 17 with a guardian for prepaid cards).</p>',
          },
          {
            title: 'Fees',
            content:
              '<p>See the schedule of fees given with your card. Fees may change with 60 days’ notice.</p>',
          },
          {
            title: 'Points',
            content:
              '<p>Points are earned on posted purchases and expire 24 months after they are earned.</p>',
          },
        ],
        privacy: [
          {
            title: 'What we collect',
            content: '<p>Your name, contact details, ID and card transactions.</p>',
          },
          {
            title: 'How we use it',
            content:
              '<p>To run your account, credit your points and keep your card safe (Data Privacy Act of 2012).</p>',
          },
        ],
        faqs: [
          {
            title: 'How do I earn points?',
            content: '<p>Pay with your card at any store; partner stores give extra points.</p>',
          },
          {
            title: 'Where can I check my balance?',
            content: '<p>In the Go Rewards app, under Cards.</p>',
          },
          {
            title: 'What if I lose my card?',
            content: '<p>Lock it in the app right away and call our hotline for a replacement.</p>',
          },
          {
            title: 'Is there an annual fee?',
            content:
              cardType === 'credit'
                ? '<p>Only for the Platinum card, waived in the first year.</p>'
                : '<p>No.</p>',
          },
        ],
        distribution: partners.distribution,
        loading: partners.loading,
      };
    },
  );
}

export function partnerAddressPlaces(title: string, kind: 'distribution' | 'loading'): Place[] {
  let seed = kind === 'loading' ? 7 : 3;
  for (let index = 0; index < title.length; index += 1) seed += title.charCodeAt(index);
  return branchesOf(title, 12 + (seed % 14), seed);
}

export interface StorySeed {
  slug: string;
  title: string;
  shortDescription: string;
  catalogImg: Image;
  featured: boolean;
  publishedOn: string;
  content: string;
  banners: Banner[];
  seo: Seo;
}

const STORIES: readonly (readonly [
  title: string,
  lead: string,
  daysAgo: number,
  featured: boolean,
  art: string,
])[] = [
  [
    'Five ways to earn points faster this Christmas',
    'Stack promos, use partner cards and never miss a double points weekend.',
    2,
    true,
    'holiday',
  ],
  [
    'Meet the sari-sari store owner who loads cards for her barangay',
    'How one Kanto Express partner became the go-to loading station in Tondo.',
    6,
    true,
    'Convenience Stores',
  ],
  [
    'Your guide to Go Rewards Exclusives',
    'What makes an offer exclusive, and how to catch them before they go.',
    9,
    true,
    'rewards',
  ],
  [
    'Budget Noche Buena with points',
    'A full holiday spread for under P3,000, paid half in points.',
    12,
    false,
    'Groceries',
  ],
  [
    'How to pay bills with your points',
    'Electricity, water and internet: settle them with points at partner counters.',
    18,
    false,
    'bills',
  ],
  [
    'The best halo-halo in every region',
    'Our members voted, and the winners span from Ilocos to Davao.',
    25,
    false,
    'Dining',
  ],
  [
    'Travel hacks: flying home for the holidays',
    'Book early, earn 1 point per P20 and ride the ferry for less.',
    33,
    false,
    'Travel',
  ],
  [
    'Keeping your account safe',
    'Passcodes, one-time codes and what Go Rewards will never ask you.',
    41,
    false,
    'security',
  ],
  [
    'Small businesses we love',
    'Five Filipino brands that joined Go Rewards this year.',
    55,
    false,
    'Department Stores',
  ],
  [
    'A year of Go Rewards in numbers',
    'Points earned, raffles won and kilometres travelled by members.',
    70,
    false,
    'stories',
  ],
];

function storySeeds(registry: ImageRegistry, today: string): StorySeed[] {
  return STORIES.map(([title, lead, daysAgo, featured, art]) => {
    const slug = slugify(title);
    const published = addDays(today, -daysAgo);
    return {
      slug,
      title,
      shortDescription: lead,
      catalogImg: image(registry, `${CONTENT}/stories/${slug}.svg`, 'catalog', title, art),
      featured,
      publishedOn: published,
      content:
        `<p>${lead}</p>` +
        '<h2>What you need to know</h2>' +
        '<p>Go Rewards members earn points at over 5,000 partner stores nationwide. Every point is worth one peso when you pay, and points stay valid for 24 months.</p>' +
        '<ul><li>Check the Promos page every week for bonus points.</li><li>Link your cards in the app so no purchase goes unrewarded.</li><li>Turn on notifications to hear about Exclusives first.</li></ul>' +
        '<p>Have a story to share? Write to us through the Help Center.</p>',
      banners: [itemBanner(registry, 'stories', slug, title, art, published, addDays(today, 365))],
      seo: seo(title, lead),
    };
  });
}

export interface PolicySeed {
  kind: 'terms' | 'privacy' | 'about';
  title: string;
  description: string;
  seo: Seo;
  sections: { title: string; content: string; active: boolean }[];
}

export const POLICIES: readonly PolicySeed[] = [
  {
    kind: 'terms',
    title: 'Terms and Conditions',
    description:
      '<p>These terms govern your Go Rewards membership, your points and your use of this website and the Go Rewards app.</p>',
    seo: {
      title: 'Terms and Conditions | Go Rewards',
      description: 'The terms of the Go Rewards programme.',
    },
    sections: [
      {
        title: 'Membership',
        content:
          '<p>Membership is free and open to residents of the Philippines aged 7 and over. One account per mobile number.</p>',
        active: true,
      },
      {
        title: 'Earning points',
        content:
          '<p>Points are earned on qualifying purchases at partner stores when you present your card or app QR code before paying.</p>',
        active: true,
      },
      {
        title: 'Using points',
        content:
          '<p>One point is worth one peso at participating partners. Points cannot be exchanged for cash.</p>',
        active: true,
      },
      {
        title: 'Points expiry',
        content: '<p>Points expire 24 months after the month they were earned.</p>',
        active: true,
      },
      {
        title: 'Your passcode',
        content:
          '<p>Keep your 6-digit passcode secret. Go Rewards will never ask for it by phone, SMS or email.</p>',
        active: true,
      },
      {
        title: 'Changes to these terms',
        content:
          '<p>We may change these terms with 30 days’ notice on this page and in the app.</p>',
        active: true,
      },
      {
        title: 'Old 2019 transition rules',
        content: '<p>Superseded: points from the previous programme were converted in 2020.</p>',
        active: false,
      },
    ],
  },
  {
    kind: 'privacy',
    title: 'Privacy Policy',
    description:
      '<p>How Go Rewards collects, uses and protects your personal data under the Data Privacy Act of 2012.</p>',
    seo: { title: 'Privacy Policy | Go Rewards', description: 'How Go Rewards handles your data.' },
    sections: [
      {
        title: 'Data we collect',
        content:
          '<p>Your name, mobile number, email, birthday, address and your purchases at partner stores.</p>',
        active: true,
      },
      {
        title: 'Why we collect it',
        content:
          '<p>To run your account, credit your points, prevent fraud and, with your consent, send you offers.</p>',
        active: true,
      },
      {
        title: 'Who we share it with',
        content:
          '<p>Partners only receive what they need to credit your points. We never sell your data.</p>',
        active: true,
      },
      {
        title: 'How long we keep it',
        content:
          '<p>For as long as your account is active and five years after, as the law requires.</p>',
        active: true,
      },
      {
        title: 'Your rights',
        content:
          '<p>You may access, correct or delete your data and withdraw consent. Contact our Data Protection Officer at dpo@gorewards.example.</p>',
        active: true,
      },
      { title: 'Draft: biometric data', content: '<p>Not yet in force.</p>', active: false },
    ],
  },
  {
    kind: 'about',
    title: 'About Go Rewards',
    description:
      '<p>Go Rewards is the rewards programme that turns everyday spending into points you can use across the Philippines.</p>',
    seo: { title: 'About | Go Rewards', description: 'Who we are and what Go Rewards does.' },
    sections: [
      {
        title: 'Who we are',
        content:
          '<p>A Filipino loyalty programme with millions of members and thousands of partner stores.</p>',
        active: true,
      },
      {
        title: 'Our partners',
        content:
          '<p>Supermarkets, restaurants, pharmacies, fuel stations, airlines and online shops.</p>',
        active: true,
      },
      {
        title: 'Our cards',
        content: '<p>Prepaid, debit and credit cards that earn points wherever you pay.</p>',
        active: true,
      },
      {
        title: 'Contact us',
        content: '<p>Reach us through the Help Center or at support@gorewards.example.</p>',
        active: true,
      },
      { title: 'Careers (closed)', content: '<p>No openings at the moment.</p>', active: false },
    ],
  },
];

function pageBanner(
  registry: ImageRegistry,
  page: string,
  name: string,
  title: string,
  art: string,
  start: string | null,
  end: string | null,
  link: string | null = null,
): Banner {
  return {
    path: registry.add(`${CONTENT}/pages/${page}-${name}.svg`, 'banner', title, art),
    alt: title,
    link,
    start_date: start,
    end_date: end,
  };
}

function homePageOf(registry: ImageRegistry, today: string): HomePage {
  const running = (days: number) => [addDays(today, -days), addDays(today, days)] as const;
  const [s30, e30] = running(30);
  const [s60, e60] = running(60);
  return {
    api_id: 'home',
    value: {
      title: 'Go Rewards',
      seo: {
        title: 'Go Rewards | Earn points every day',
        description: 'Earn and redeem Go Rewards points at partner stores across the Philippines.',
      },
      main_banners: [
        pageBanner(
          registry,
          'home',
          'main-christmas',
          'Merry Christmas: double points all December',
          'holiday',
          s30,
          e30,
          '/promos',
        ),
        pageBanner(
          registry,
          'home',
          'main-exclusives',
          'Go Rewards Exclusives are here',
          'rewards',
          s60,
          e60,
          '/new-this-month',
        ),
        pageBanner(
          registry,
          'home',
          'main-summer',
          'Summer sale (ended)',
          'summer',
          addDays(today, -120),
          addDays(today, -60),
          '/promos',
        ),
        pageBanner(
          registry,
          'home',
          'main-new-year',
          'New Year countdown (coming soon)',
          'holiday',
          addDays(today, 20),
          addDays(today, 50),
          '/promos',
        ),
      ],
      banners: [
        pageBanner(
          registry,
          'home',
          'banner-cards',
          'Get the Go Rewards Prepaid Card',
          'cards',
          s60,
          e60,
          '/cards',
        ),
        pageBanner(
          registry,
          'home',
          'banner-partners',
          'Earn at 5,000 partner stores',
          'shopping',
          s60,
          e60,
          '/partners',
        ),
        pageBanner(registry, 'home', 'banner-app', 'Get the app', 'app', s30, e30, '/get-the-app'),
        pageBanner(
          registry,
          'home',
          'banner-undated',
          'A banner without dates (never shown)',
          'rewards',
          null,
          null,
        ),
      ],
      offers_banners: [
        pageBanner(
          registry,
          'home',
          'offers-groceries',
          'Groceries delivered with points',
          'Groceries',
          s30,
          e30,
          '/shop-online',
        ),
        pageBanner(
          registry,
          'home',
          'offers-travel',
          'Fly home for the holidays',
          'Travel',
          s60,
          e60,
          '/promos',
        ),
        pageBanner(
          registry,
          'home',
          'offers-gadgets',
          'Gadget deals this month',
          'Gadgets',
          s30,
          e30,
          '/new-this-month',
        ),
        pageBanner(
          registry,
          'home',
          'offers-valentines',
          'Valentine’s treats (coming soon)',
          'love',
          addDays(today, 70),
          addDays(today, 90),
          '/promos',
        ),
      ],
      rewards_shop: {
        title: 'Rewards Shop',
        body: 'Pay with your points at partner stores across the Philippines: groceries, fuel, dining, travel and more.',
        image: image(
          registry,
          `${CONTENT}/pages/home-rewards-shop.svg`,
          'wide',
          'Rewards Shop',
          'rewards',
        ),
        action_button: { label: 'Where to use your points', url: '/partners' },
      },
      video: null,
      slides: [
        {
          title: 'Get the app',
          body: 'Your card, your points and every promo in your pocket.',
          image: image(
            registry,
            `${CONTENT}/pages/home-slide-app.svg`,
            'catalog',
            'Get the app',
            'app',
          ),
          action_button: { label: 'Get the App', url: '/get-the-app' },
        },
        {
          title: 'Sign up for free',
          body: 'Register with your mobile number in under a minute.',
          image: image(
            registry,
            `${CONTENT}/pages/home-slide-sign-up.svg`,
            'catalog',
            'Sign up for free',
            'app',
          ),
          action_button: { label: 'Sign up', url: '/get-the-app' },
        },
        {
          title: 'Get rewarded',
          body: 'Earn points at partner stores and use them like cash.',
          image: image(
            registry,
            `${CONTENT}/pages/home-slide-rewarded.svg`,
            'catalog',
            'Get rewarded',
            'rewards',
          ),
          action_button: { label: 'See partners', url: '/partners' },
        },
      ],
      slide_in: {
        position: 'right',
        title: 'Holiday Raffle 2026',
        body: '<p>Register your Go Rewards card for a chance to win a brand-new car. Until January 15.</p>',
        image: image(
          registry,
          `${CONTENT}/pages/home-slide-in.svg`,
          'catalog',
          'Holiday Raffle',
          'raffle',
        ),
        action_button: { label: 'Join now', url: `/raffle/${RUNNING_RAFFLE_SLUG}` },
      },
    },
  };
}

function listPageBanners(
  registry: ImageRegistry,
  today: string,
  page: string,
  title: string,
  art: string,
) {
  return {
    banners: [
      pageBanner(registry, page, 'banner', title, art, addDays(today, -30), addDays(today, 60)),
      pageBanner(
        registry,
        page,
        'banner-next',
        `${title}: next season`,
        art,
        addDays(today, 61),
        addDays(today, 120),
      ),
    ],
  };
}

/** The account area's strip (the settings page id `member`): one running, one to come. */
function memberStripBanners(registry: ImageRegistry, today: string) {
  const strip = (
    name: string,
    title: string,
    art: string,
    start: string,
    end: string,
    link: string,
  ) => ({
    path: registry.add(`${CONTENT}/pages/member-${name}.svg`, 'strip', title, art),
    alt: title,
    link,
    start_date: start,
    end_date: end,
  });
  return {
    banners: [
      strip(
        'double-points',
        'Members earn double points every weekend this season',
        'rewards',
        addDays(today, -14),
        addDays(today, 45),
        '/promos',
      ),
      strip(
        'anniversary',
        'Anniversary week: bonus points at every partner',
        'holiday',
        addDays(today, 46),
        addDays(today, 60),
        '/partners',
      ),
    ],
  };
}

export interface ContentData {
  promos: PromoSeed[];
  shops: ShopSeed[];
  partners: PartnerSeed[];
  cards: CardSeed[];
  stories: StorySeed[];
  homePage: HomePage;
  pageBanners: Record<
    'promos' | 'shop_online' | 'new_this_month' | 'partners' | 'cards' | 'stories' | 'member',
    { banners: Banner[]; main_banners?: Banner[]; offers_banners?: Banner[] }
  >;
  images: ImageSpec[];
}

export function contentData(today: string): ContentData {
  const registry = new ImageRegistry();
  const shopOnline = listPageBanners(registry, today, 'shop-online', 'Shop Online', 'shopping');
  const data: Omit<ContentData, 'images'> = {
    promos: promoSeeds(registry, today),
    shops: shopSeeds(registry, today),
    partners: partnerSeeds(registry, today),
    cards: cardSeeds(registry),
    stories: storySeeds(registry, today),
    homePage: homePageOf(registry, today),
    pageBanners: {
      promos: listPageBanners(registry, today, 'promos', 'Promos', 'rewards'),
      shop_online: {
        ...shopOnline,
        main_banners: [
          pageBanner(
            registry,
            'shop-online',
            'main',
            'Shop online, earn offline',
            'shopping',
            addDays(today, -30),
            addDays(today, 60),
            '/shop-online',
          ),
        ],
        offers_banners: [
          pageBanner(
            registry,
            'shop-online',
            'offers',
            'Free delivery weekends',
            'shopping',
            addDays(today, -7),
            addDays(today, 21),
          ),
        ],
      },
      new_this_month: listPageBanners(
        registry,
        today,
        'new-this-month',
        'New This Month',
        'holiday',
      ),
      partners: listPageBanners(registry, today, 'partners', 'Our Partners', 'shopping'),
      cards: listPageBanners(registry, today, 'cards', 'Go Rewards Cards', 'cards'),
      stories: listPageBanners(registry, today, 'stories', 'Stories', 'stories'),
      member: memberStripBanners(registry, today),
    },
  };
  return { ...data, images: [...registry.specs.values()] };
}
