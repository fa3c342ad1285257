import * as v from 'valibot';
import { CLAIM_STATUSES, type ClaimStatus } from '#contract/claims';
import type { Database } from '../db/client';
import { ClaimMoveError, claimReference, claimsWithStatus, moveClaim } from './claims';

export const CLAIMS_USAGE = [
  'Usage: npm run claims -- list [--status "Received" | "In review" | "Credited" | "Declined"]',
  '       npm run claims -- review <claim id>',
  '       npm run claims -- credit <claim id> <points, e.g. 12.50>',
  '       npm run claims -- decline <claim id> "<reason the member reads>"',
].join('\n');

export interface ClaimsCommandDeps {
  db: Database;
  now: () => Date;
  print: (line: string) => void;
}

const IdSchema = v.pipe(v.string(), v.uuid());
const PointsSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9]{1,7}(?:\.[0-9]{1,2})?$/),
  v.transform(Number),
  v.minValue(0.01),
);
const NoteSchema = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(300));

function fail(deps: ClaimsCommandDeps, message: string): 1 {
  deps.print(message);
  return 1;
}

/**
 * The operator's command (docs/decisions/0067-missing-points-claims.md): list the claims, or move
 * one through its statuses. Returns the exit code; prints what it did or why it did nothing.
 */
export async function runClaimsCommand(
  args: readonly string[],
  deps: ClaimsCommandDeps,
): Promise<0 | 1> {
  const [command, id, value] = args;
  if (command === 'list') {
    const status = args[1] === '--status' ? args[2] : undefined;
    if (
      args[1] !== undefined &&
      (args[1] !== '--status' || !v.is(v.picklist(CLAIM_STATUSES), status))
    )
      return fail(deps, `Unknown status. ${CLAIMS_USAGE}`);
    const rows = await claimsWithStatus(deps.db, status as ClaimStatus | undefined);
    for (const row of rows) {
      deps.print(
        [
          row.id,
          claimReference(row.id),
          row.status,
          row.purchaseDate,
          row.storeName,
          `PHP ${row.amount}`,
          row.receiptNumber,
        ].join('\t'),
      );
    }
    deps.print(`${String(rows.length)} ${rows.length === 1 ? 'claim' : 'claims'}`);
    return 0;
  }
  if (command !== 'review' && command !== 'credit' && command !== 'decline')
    return fail(deps, CLAIMS_USAGE);
  if (!v.is(IdSchema, id)) return fail(deps, `No claim ${args[1] ?? ''}. ${CLAIMS_USAGE}`);
  const now = deps.now();
  try {
    if (command === 'review') {
      const claim = await moveClaim(deps.db, { id, to: 'In review', now });
      deps.print(`${claim.reference} is In review.`);
      return 0;
    }
    if (command === 'credit') {
      const points = v.safeParse(PointsSchema, value);
      if (!points.success)
        return fail(deps, `Give the points to credit, e.g. 12.50. ${CLAIMS_USAGE}`);
      const claim = await moveClaim(deps.db, { id, to: 'Credited', points: points.output, now });
      deps.print(`${claim.reference} is Credited: ${String(points.output)} points added.`);
      return 0;
    }
    const note = v.safeParse(NoteSchema, value);
    if (!note.success) return fail(deps, `Give the reason the member reads. ${CLAIMS_USAGE}`);
    const claim = await moveClaim(deps.db, { id, to: 'Declined', note: note.output, now });
    deps.print(`${claim.reference} is Declined.`);
    return 0;
  } catch (error) {
    if (error instanceof ClaimMoveError) return fail(deps, error.message);
    throw error;
  }
}
