/** Deterministic, realistic points history: the same seed gives the same rows. */

/** The seed's own fictional partners (server/db/seed/content-data.ts): no real brand appears. */
const STORES = [
  'Bayanihan Mart - Galleria',
  'Bayanihan Mart - Magnolia',
  'Perlas Department Store - Ermita',
  'Tibay Hardware - Ortigas',
  'Bahay Builders Depot - Cebu IT Park',
  'Lunas Pharmacy - Makati',
  'Kanto Express Mart - Bonifacio Global City',
  'Sampaguita Department Store - Antipolo',
  'Suki Grocer - Manila Bay',
  'Lakbay Air',
  'Palengke Fresh Supermarket - Alabang',
  'Tindahan Plus Hypermarket - Rockwell',
  'Kanto Express Mart - Quezon City',
  'Lunas Pharmacy - Iloilo',
  'Perlas Department Store - Davao',
  'Go Rewards Online Shop',
] as const;

export interface SeedTransaction {
  storeName: string;
  purchaseTime: Date;
  transactionTotalAmount: string;
  earnValue: string;
  redeemValue: string;
}

/** mulberry32: a tiny seeded PRNG so seeding is reproducible (not for secrets). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const money = (value: number) => value.toFixed(2);
const DAY_MS = 86_400_000;
const PESOS_PER_POINT = 200;

export function generateTransactions(
  seed: number,
  count: number,
  spanDays: number,
  now: Date,
  opening = 0,
) {
  const random = prng(seed);
  const rows: SeedTransaction[] = [];
  let balanceCents = Math.round(opening * 100);
  for (let i = count - 1; i >= 0; i -= 1) {
    const daysAgo = i < 2 ? 0 : Math.floor((i / count) * spanDays + random() * 3);
    const minutesBack = i < 2 ? Math.floor(random() * 90) + i * 95 : Math.floor(random() * 720);
    const purchaseTime = new Date(now.getTime() - daysAgo * DAY_MS - minutesBack * 60_000);
    const store = STORES[Math.floor(random() * STORES.length)] ?? STORES[0];
    const points = Math.round(20 + random() * 480);
    if (i > 2 && random() < 0.125 && points * 100 <= balanceCents) {
      balanceCents -= points * 100;
      rows.push({
        storeName: store,
        purchaseTime,
        transactionTotalAmount: money(points),
        earnValue: '0.00',
        redeemValue: money(points),
      });
    } else {
      const amount = 80 + random() * random() * 9_000;
      const earned = Math.round((amount / PESOS_PER_POINT) * 100);
      balanceCents += earned;
      rows.push({
        storeName: store,
        purchaseTime,
        transactionTotalAmount: money(amount),
        earnValue: money(earned / 100),
        redeemValue: '0.00',
      });
    }
  }
  return rows.reverse();
}

export function balanceAfter(opening: number, rows: SeedTransaction[]): string {
  const cents = rows.reduce(
    (sum, row) =>
      sum + Math.round(Number(row.earnValue) * 100) - Math.round(Number(row.redeemValue) * 100),
    Math.round(opening * 100),
  );
  return (cents / 100).toFixed(2);
}
