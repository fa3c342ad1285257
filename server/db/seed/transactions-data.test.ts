import { describe, expect, it } from 'vitest';
import { contentData } from './content-data';
import { balanceAfter, generateTransactions } from './transactions-data';

const now = new Date('2026-11-22T04:00:00Z');

describe('generateTransactions', () => {
  it('is deterministic for a seed', () => {
    expect(generateTransactions(7, 40, 200, now, 100)).toEqual(
      generateTransactions(7, 40, 200, now, 100),
    );
    expect(generateTransactions(7, 40, 200, now, 100)).not.toEqual(
      generateTransactions(8, 40, 200, now, 100),
    );
  });

  it('orders newest first, with the two newest today and none in the future', () => {
    const rows = generateTransactions(1, 150, 540, now, 9870.35);
    expect(rows).toHaveLength(150);
    const times = rows.map((row) => row.purchaseTime.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const time of times) expect(time).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - (times[1] ?? 0)).toBeLessThan(86_400_000);
  });

  it('never redeems more than the running balance, so the final balance is positive', () => {
    const rows = generateTransactions(1, 150, 540, now, 0);
    let cents = 0;
    for (const row of [...rows].reverse()) {
      cents += Math.round(Number(row.earnValue) * 100) - Math.round(Number(row.redeemValue) * 100);
      expect(cents).toBeGreaterThanOrEqual(0);
    }
    expect(balanceAfter(0, rows)).toBe((cents / 100).toFixed(2));
  });

  it('earns one point per 200 pesos, to the centavo', () => {
    for (const row of generateTransactions(3, 60, 100, now, 0).filter(
      (r) => Number(r.earnValue) > 0,
    )) {
      expect(
        Math.abs(Number(row.transactionTotalAmount) / 200 - Number(row.earnValue)),
      ).toBeLessThanOrEqual(0.01);
    }
  });

  it("buys only at the seed's own fictional partners or the Go Rewards shop", () => {
    const partners = contentData('2026-11-22').partners.map((partner) => partner.title);
    const stores = new Set(generateTransactions(5, 400, 200, now, 0).map((row) => row.storeName));
    expect(stores.size).toBeGreaterThan(10);
    const strangers = [...stores].filter(
      (store) =>
        store !== 'Go Rewards Online Shop' &&
        !partners.some((title) => store === title || store.startsWith(`${title} - `)),
    );
    expect(strangers).toEqual([]);
  });
});
