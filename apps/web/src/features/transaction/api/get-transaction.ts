import { transactionSchema, type Transaction } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const transactionAnswerSchema = z.object({ data: transactionSchema });

/** Everything the transaction page shows, in one call. */
export const TRANSACTION_INCLUDE =
  'status,payments,floorstock_account,inventory,collections,pickup,handover';

/** `GET /portal/api/v2/dealers/transactions/{id}?include=…`. */
export async function getTransaction(id: number): Promise<Transaction> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/dealers/transactions/${id}`,
    transactionAnswerSchema,
    { query: { include: TRANSACTION_INCLUDE }, noCache: true },
  );
  return answer.data;
}
