import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import * as claimsCalls from '#contract/calls/claims';
import * as transactionsCalls from '#contract/calls/transactions';
import { OPEN_CLAIM_STATUSES } from '#contract/claims';
import { TransactionParamsSchema, type TransactionDetail } from '#contract/transactions';
import type { ClaimFormInput } from '#machines/claim-form/claim-form.machine';
import { ClaimFormPage } from '#src/features/account/claim-form';
import { manilaDate } from '#src/lib/format';
import { call, toApiError } from '#src/lib/api';
import { orDefault } from '#src/lib/url-search';
import panel from '#src/features/account/account.module.css';
import { LoadFailed } from '#src/features/account/load-failed';

/**
 * `?transaction=42`, read as a number as the router reads it (a text would be written back in
 * quotes); anything but a transaction's id is dropped.
 */
const ClaimSearchSchema = v.object({
  transaction: orDefault(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      TransactionParamsSchema.entries.transactionId,
      v.transform(Number),
    ),
  ),
});

/** What a transaction fills in: its store, its Manila day and its amount as typed. */
function filledFrom(transaction: TransactionDetail): ClaimFormInput['transaction'] {
  return {
    id: transaction.id,
    values: {
      storeName: transaction.storeName,
      purchaseDate: manilaDate(new Date(transaction.purchaseTime)),
      amount: transaction.transactionTotalAmount.toFixed(2),
      receiptNumber: '',
    },
  };
}

async function transactionFor(id: number | undefined): Promise<TransactionDetail | null> {
  if (id === undefined) return null;
  try {
    return (await call(transactionsCalls.getTransaction, { params: { transactionId: String(id) } }))
      .data;
  } catch (error) {
    if (toApiError(error).status === 401) throw error;
    // Not the member's, or gone: the form starts blank.
    return null;
  }
}

/** Report missing points (docs/decisions/0067-missing-points-claims.md). */
export const Route = createFileRoute('/_member/account/claims/new')({
  validateSearch: ClaimSearchSchema,
  loaderDeps: ({ search }) => ({ transaction: search.transaction }),
  loader: async ({ deps }): Promise<ClaimFormInput | null> => {
    try {
      const [claims, transaction] = await Promise.all([
        call(claimsCalls.listClaims),
        transactionFor(deps.transaction),
      ]);
      return {
        window: claims.window,
        openClaims: claims.data.filter((claim) => OPEN_CLAIM_STATUSES.includes(claim.status))
          .length,
        transaction: transaction === null ? null : filledFrom(transaction),
      };
    } catch (error) {
      if (toApiError(error).status === 401) throw error;
      return null;
    }
  },
  head: () => ({ meta: [{ title: 'Report Missing Points | Go Rewards' }] }),
  component: ClaimFormRoute,
});

function ClaimFormRoute() {
  const router = useRouter();
  const input = Route.useLoaderData();
  if (input === null) {
    return (
      <>
        <h1 className={panel.pageTitle}>Report missing points</h1>
        <section className={panel.panel}>
          <LoadFailed
            message="The form could not be loaded."
            onRetry={() => {
              void router.invalidate({ filter: (match) => match.routeId === Route.id });
            }}
          />
        </section>
      </>
    );
  }
  // A new transaction (or none) starts a new form.
  return <ClaimFormPage key={input.transaction?.id ?? 'blank'} input={input} />;
}
