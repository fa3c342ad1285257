import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  claimWindow,
  MAX_OPEN_CLAIMS,
  OPEN_CLAIM_STATUSES,
  purchaseDateProblem,
  type Claim,
  type ClaimRequest,
  type ClaimResponse,
  type ClaimStatus,
  type ReceiptChannel,
} from '#contract/claims';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '#contract/transactions';
import type { Database } from '../db/client';
import { cards, members, pointsClaims, transactions } from '../db/schema';
import { ApiError } from '../shared/errors';
import { manilaDay, manilaIso } from '../shared/manila';
import type { Deps } from './deps';

type ClaimRow = typeof pointsClaims.$inferSelect;

/** "MP-" and the first 8 hex digits of the claim's id: what the member quotes. */
export const claimReference = (id: string) =>
  `MP-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    reference: claimReference(row.id),
    storeName: row.storeName,
    purchaseDate: row.purchaseDate,
    amount: Number(row.amount),
    receiptNumber: row.receiptNumber,
    status: row.status,
    points: row.points === null ? null : Number(row.points),
    note: row.note,
    transactionId: row.creditTransactionId === null ? null : String(row.creditTransactionId),
    createdAt: manilaIso(row.createdAt),
    updatedAt: manilaIso(row.updatedAt),
  };
}

/** Manila days: from 30 days before today to today, both included. */
function refuseOutsideWindow(purchaseDate: string, now: Date): void {
  const problem = purchaseDateProblem(purchaseDate, claimWindow(manilaDay(now)));
  if (problem) throw new ApiError('VALIDATION_ERROR', { fields: { purchaseDate: problem } });
}

/**
 * Stores the claim as Received. The member's row is locked while the open claims are counted, so
 * parallel reports cannot pass the limit together; the receipt's unique index refuses a second
 * report of the same receipt, whoever sends it.
 */
export async function submitClaim(
  deps: Deps<'db' | 'sender'>,
  report: {
    member: { id: string; mobileE164: string; email: string | null; isMailVerified: boolean };
    cardId: string;
    input: ClaimRequest;
    now: Date;
    log: FastifyBaseLogger;
  },
): Promise<ClaimResponse> {
  const { member, cardId, input, now, log } = report;
  refuseOutsideWindow(input.purchaseDate, now);
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    if (input.transactionId !== undefined) {
      const [own] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(
          and(eq(transactions.id, Number(input.transactionId)), eq(transactions.cardId, cardId)),
        );
      if (!own) throw new ApiError('NOT_FOUND', { message: TRANSACTION_NOT_FOUND_MESSAGE });
    }
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsClaims)
      .where(
        and(
          eq(pointsClaims.memberId, member.id),
          inArray(pointsClaims.status, [...OPEN_CLAIM_STATUSES]),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_CLAIMS) throw new ApiError('CLAIMS_OPEN_LIMIT');
    const [inserted] = await tx
      .insert(pointsClaims)
      .values({
        memberId: member.id,
        cardId,
        storeName: input.storeName,
        purchaseDate: input.purchaseDate,
        amount: input.amount.toFixed(2),
        receiptNumber: input.receiptNumber,
        reportedTransactionId:
          input.transactionId === undefined ? null : Number(input.transactionId),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const message = 'This receipt has already been reported.';
      throw new ApiError('CLAIM_DUPLICATE_RECEIPT', { fields: { receiptNumber: message } });
    }
    return inserted;
  });
  log.info({ event: 'claim.received', memberId: member.id, claimId: row.id }, 'claim received');
  const claim = toClaim(row);
  return { data: claim, receipt: await sendReceipt(deps, { member, claim, log }) };
}

export function claimReceipt(claim: Claim): string {
  return [
    `We received your missing points claim ${claim.reference}:`,
    `${claim.storeName}, ${claim.purchaseDate}, PHP ${claim.amount.toFixed(2)}, receipt ${claim.receiptNumber}.`,
    `We will look into it. Quote ${claim.reference} if you contact us about it.`,
  ].join(' ');
}

/**
 * A notice, never a code: sent straight to the outbox (or the gateway), so it neither opens nor
 * uses up the one-time-code window or its daily count. By email when it is verified, else by SMS.
 * The claim stands whether or not the notice could be sent.
 */
async function sendReceipt(
  deps: Deps<'sender'>,
  notice: {
    member: { id: string; mobileE164: string; email: string | null; isMailVerified: boolean };
    claim: Claim;
    log: FastifyBaseLogger;
  },
): Promise<ReceiptChannel> {
  const { member, claim, log } = notice;
  const body = claimReceipt(claim);
  try {
    if (member.email && member.isMailVerified) {
      await deps.sender.send({
        channel: 'email',
        to: member.email,
        subject: `Missing points claim ${claim.reference}`,
        body,
      });
      return 'email';
    }
    await deps.sender.send({ channel: 'sms', to: member.mobileE164, body });
    return 'sms';
  } catch (error) {
    log.warn(
      { event: 'claim.receipt_failed', memberId: member.id, err: error },
      'receipt not sent',
    );
    return null;
  }
}

export async function memberClaims(deps: Deps<'db'>, memberId: string): Promise<Claim[]> {
  const rows = await deps.db
    .select()
    .from(pointsClaims)
    .where(eq(pointsClaims.memberId, memberId))
    .orderBy(desc(pointsClaims.createdAt), desc(pointsClaims.id));
  return rows.map(toClaim);
}

export class ClaimMoveError extends Error {}

/** Where an operator may move a claim from each status. */
const NEXT: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  Received: ['In review', 'Credited', 'Declined'],
  'In review': ['Credited', 'Declined'],
  Credited: [],
  Declined: [],
};

/**
 * The operator's move (npm run claims). A credit adds its points to the card's balance as a
 * transaction of the claim's store, amount and day, in the same database transaction; the claim's
 * row is locked first, so a claim is credited once however often the command runs.
 */
export async function moveClaim(
  db: Database,
  move: { id: string; to: ClaimStatus; points?: number; note?: string; now: Date },
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pointsClaims)
      .where(eq(pointsClaims.id, move.id))
      .for('update');
    if (!row) throw new ClaimMoveError(`No claim ${move.id}.`);
    if (!NEXT[row.status].includes(move.to)) {
      throw new ClaimMoveError(`Claim ${move.id} is ${row.status}: it cannot become ${move.to}.`);
    }
    let creditTransactionId: number | null = null;
    if (move.to === 'Credited') {
      const points = (move.points ?? 0).toFixed(2);
      const [added] = await tx
        .insert(transactions)
        .values({
          cardId: row.cardId,
          storeName: row.storeName,
          // Noon on the purchase day in Manila: the claim gives the day, not the time.
          purchaseTime: new Date(`${row.purchaseDate}T12:00:00+08:00`),
          transactionTotalAmount: row.amount,
          earnValue: points,
          redeemValue: '0',
        })
        .returning({ id: transactions.id });
      creditTransactionId = added?.id ?? null;
      await tx
        .update(cards)
        .set({ balance: sql`${cards.balance} + ${points}::numeric`, updatedAt: move.now })
        .where(eq(cards.id, row.cardId));
    }
    const [updated] = await tx
      .update(pointsClaims)
      .set({
        status: move.to,
        updatedAt: move.now,
        ...(move.to === 'Credited'
          ? { points: (move.points ?? 0).toFixed(2), creditTransactionId }
          : {}),
        ...(move.to === 'Declined' ? { note: move.note ?? null } : {}),
      })
      .where(eq(pointsClaims.id, move.id))
      .returning();
    if (!updated) throw new ClaimMoveError(`No claim ${move.id}.`);
    return toClaim(updated);
  });
}

export async function claimsWithStatus(db: Database, status: ClaimStatus | undefined) {
  return db
    .select()
    .from(pointsClaims)
    .where(status === undefined ? undefined : eq(pointsClaims.status, status))
    .orderBy(pointsClaims.createdAt, pointsClaims.id);
}
