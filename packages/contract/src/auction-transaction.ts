import { z } from 'zod/mini';

/**
 * What a portal auction carries of the caller's transaction (spec §3 auction field `transactions`).
 * Kept apart from `transaction.ts`, so the dealer's lists load these few schemas and not the
 * whole transaction contract.
 */

/** Where a transaction stands after the win (packages/auction TRX-11). */
export const TRANSACTION_STATUS_VALUES = [
  'awaiting_payment',
  'payment_submitted',
  'paid',
  'ready_for_release',
  'handed_over',
  'completed',
  'cancelled',
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUS_VALUES);
export type TransactionStatusValue = z.infer<typeof transactionStatusSchema>;

/** An auction's transaction as the auction carries it (spec §3 auction field `transactions`). */
export const auctionTransactionSchema = z.object({
  id: z.int(),
  status: transactionStatusSchema,
  total: z.int(),
  due_at: z.string(),
  is_overdue: z.boolean(),
});
export type AuctionTransaction = z.infer<typeof auctionTransactionSchema>;
