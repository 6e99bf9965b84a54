import { z } from 'zod';
import { intParam } from '../../lib/query-params';
import { plainText } from '../transactions/transactions.schemas';

const MAX_ID = 2_147_483_647;

/** A dealer's request: the transaction to finance and an optional note for finance. */
export const caseRequestSchema = z.object({
  transaction_id: z
    .number({ error: 'transaction_id must be a whole number' })
    .int({ error: 'transaction_id must be a whole number' })
    .min(1, { error: 'transaction_id must be at least 1' })
    .max(MAX_ID, { error: `transaction_id must be at most ${MAX_ID}` }),
  note: plainText('note', 0, 500).nullish(),
});

export const caseParamsSchema = z.object({ caseId: intParam('case id') });

export const declineSchema = z.object({ reason: plainText('reason', 3, 500) });

const CASE_STATUSES = ['pending', 'approved', 'declined', 'repaid'] as const;
export const caseListQuerySchema = z.object({
  status: z
    .enum(CASE_STATUSES, { error: `status must be one of ${CASE_STATUSES.join(', ')}` })
    .default('pending'),
});
