import * as membersCalls from '#contract/calls/members';
import * as transactionsCalls from '#contract/calls/transactions';
import type { MemberCard, MemberDetails } from '#contract/members';
import type { TransactionsResponse } from '#contract/transactions';
import { call } from '#src/lib/api';

export interface AccountData {
  member: MemberDetails;
  card: MemberCard;
}

/** The member and the card, for every page of the account area. */
export async function loadAccount(): Promise<AccountData> {
  const [member, card] = await Promise.all([
    call(membersCalls.getMemberDetails),
    call(membersCalls.getMemberCard),
  ]);
  return { member, card };
}

/** Recent transactions on the dashboard (docs/specification.md#dashboard). */
export const RECENT_TRANSACTIONS = 5;

export function loadRecentTransactions(): Promise<TransactionsResponse> {
  return call(transactionsCalls.getTransactions, { query: { limit: '5' } });
}
