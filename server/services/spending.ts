import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { BLACK_CARD_GOAL, BLACK_CARD_TYPE, type Spending } from '#contract/spending';
import type { Database } from '../db/client';
import { createReadCache } from '../db/read-cache';
import { cardMonthlySpending, type cards } from '../db/schema';
import { manilaDay, manilaDayStart } from '../shared/manila';
import type { Deps } from './deps';

const MONTHS = 12;

/** YYYY-MM of the month `offset` months after `year`-`month` (1-based). */
function monthKey(year: number, month: number, offset: number): string {
  const index = year * 12 + (month - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** This Manila month and the 11 before it, oldest first, with the window's first and last day. */
export function spendingWindow(now: Date) {
  const today = manilaDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months = Array.from({ length: MONTHS }, (_, i) => monthKey(year, month, i - (MONTHS - 1)));
  const next = monthKey(year, month, 1);
  const lastDay = new Date(manilaDayStart(`${next}-01`).getTime() - 1);
  return {
    months,
    from: `${months[0] ?? ''}-01`,
    until: manilaDay(lastDay),
    /** The first day of the month after the window. */
    next: `${next}-01`,
  };
}

/**
 * One statement a database: the card's months within the window, from the monthly sums a trigger
 * keeps (migration 0009), so a long history costs no more than a short one.
 */
function prepareMonths(db: Database) {
  return db
    .select({
      month: sql<string>`to_char(${cardMonthlySpending.month}, 'YYYY-MM')`,
      total: sql<string>`${cardMonthlySpending.total}::text`,
    })
    .from(cardMonthlySpending)
    .where(
      and(
        eq(cardMonthlySpending.cardId, sql.placeholder('cardId')),
        gte(cardMonthlySpending.month, sql.placeholder('from')),
        lt(cardMonthlySpending.month, sql.placeholder('next')),
      ),
    )
    .prepare('spending_by_month');
}
type MonthsStatement = ReturnType<typeof prepareMonths>;
const statements = new WeakMap<Database, MonthsStatement>();

/** Kept while nothing is written (decision 0040). */
const reads = createReadCache<Spending>(1_000);

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

export function memberSpending(
  deps: Deps<'db' | 'clock'>,
  card: Pick<typeof cards.$inferSelect, 'id' | 'type'>,
): Promise<Spending> {
  const { db } = deps;
  const window = spendingWindow(deps.clock());
  return reads.read(db, JSON.stringify([card.id, card.type, window.from]), async () => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepareMonths(db);
      statements.set(db, statement);
    }
    const rows = await statement.execute({
      cardId: card.id,
      from: window.from,
      next: window.next,
    });
    const byMonth = new Map(rows.map((row) => [row.month, cents(row.total)]));
    const months = window.months.map((month) => ({
      month,
      total: (byMonth.get(month) ?? 0) / 100,
    }));
    const total = months.reduce((sum, month) => sum + cents(month.total), 0);
    return {
      months,
      total: total / 100,
      goal: BLACK_CARD_GOAL,
      remaining: Math.max(0, cents(BLACK_CARD_GOAL) - total) / 100,
      from: window.from,
      until: window.until,
      blackCard: card.type === BLACK_CARD_TYPE,
    };
  });
}
