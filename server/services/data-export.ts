import { asc, desc, eq } from 'drizzle-orm';
import { DATA_EXPORT_NOTICE, type MemberDataExport } from '#contract/data-export';
import { type cards, type members, preferenceChanges, sessions, transactions } from '../db/schema';
import { manilaIso } from '../shared/manila';
import type { Deps } from './deps';
import { describeUserAgent } from './devices';
import { toMemberCard, toMemberDetails } from './members';
import { memberClaims } from './claims';
import { toTransaction } from './transactions';

/** Everything the programme holds about the member, never a secret (no hash, no token, no code). */
export async function memberDataExport(
  deps: Deps<'db'>,
  account: { member: typeof members.$inferSelect; card: typeof cards.$inferSelect; now: Date },
): Promise<MemberDataExport> {
  const { db } = deps;
  const { member, card, now } = account;
  const [history, sessionRows, transactionRows, claims] = await Promise.all([
    db
      .select()
      .from(preferenceChanges)
      .where(eq(preferenceChanges.memberId, member.id))
      .orderBy(asc(preferenceChanges.changedAt), asc(preferenceChanges.id)),
    db
      .select({
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.memberId, member.id))
      .orderBy(desc(sessions.createdAt)),
    // All of them: the CSV download's cap is for a screen's filters, not for the member's rights.
    db
      .select()
      .from(transactions)
      .where(eq(transactions.cardId, card.id))
      .orderBy(desc(transactions.purchaseTime), desc(transactions.id)),
    memberClaims(deps, member.id),
  ]);
  const choices = (row: typeof member | (typeof history)[number]) => ({
    smsSubscription: row.smsSubscription,
    emailSubscription: row.emailSubscription,
    discountsSubscription: row.discountsSubscription,
    exclusivesSubscription: row.exclusivesSubscription,
    creditScoringSubscription: row.creditScoringSubscription,
  });
  return {
    notice: DATA_EXPORT_NOTICE,
    exportedAt: manilaIso(now),
    profile: toMemberDetails(member, card.cardNumber),
    card: toMemberCard(card),
    preferences: {
      current: choices(member),
      history: history.map((row) => ({ changedAt: manilaIso(row.changedAt), ...choices(row) })),
    },
    sessions: sessionRows.map((row) => ({
      ...describeUserAgent(row.userAgent),
      signedInAt: manilaIso(row.createdAt),
      lastActiveAt: manilaIso(row.lastActiveAt ?? row.createdAt),
      endedAt: row.revokedAt ? manilaIso(row.revokedAt) : null,
    })),
    transactions: transactionRows.map(toTransaction),
    claims,
  };
}
