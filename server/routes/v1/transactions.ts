import type { FastifyPluginAsync } from 'fastify';
import * as transactionsCalls from '#contract/calls/transactions';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { memberAccountOf } from '../../http/session';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '#contract/transactions';
import { ApiError } from '../../shared/errors';
import {
  allTransactions,
  findTransaction,
  listTransactions,
  transactionStores,
  transactionsCsv,
} from '../../services/transactions';

/** The signed-in member's transactions, always of the session's card: a page, one, CSV and stores. */
export function transactionRoutes(context: AppContext): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, transactionsCalls.getTransactions),
      handler: async (request) =>
        listTransactions(context, {
          cardId: memberAccountOf(request).card.id,
          query: request.query,
        }),
    });

    app.route({
      ...contractRoute(context, transactionsCalls.downloadTransactions),
      handler: async (request, reply) => {
        const rows = await allTransactions(context, {
          cardId: memberAccountOf(request).card.id,
          query: request.query,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .send(transactionsCsv(rows));
      },
    });

    app.route({
      ...contractRoute(context, transactionsCalls.getTransaction),
      handler: async (request) => {
        const found = await findTransaction(context, {
          cardId: memberAccountOf(request).card.id,
          transactionId: request.params.transactionId,
        });
        if (!found) throw new ApiError('NOT_FOUND', { message: TRANSACTION_NOT_FOUND_MESSAGE });
        return { data: found };
      },
    });

    app.route({
      ...contractRoute(context, transactionsCalls.getTransactionStores),
      handler: async (request) => ({
        data: await transactionStores(context, memberAccountOf(request).card.id),
      }),
    });
  };
}
