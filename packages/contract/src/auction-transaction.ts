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

/** How a transaction was paid: a verified transfer slip, the online gateway or the floor-stock line. */
export const PAYMENT_METHODS = ['bank_transfer', 'online', 'floor_stock'] as const;

/**
 * A purchase's floor-stock financing: the request waiting for finance (`pending`) or the one that
 * paid it (`approved`, `repaid` once the provider is settled). A declined request is not carried.
 */
export const purchaseFinancingSchema = z.object({
  status: z.enum(['pending', 'approved', 'repaid']),
  amount: z.int(),
  /** The financier of the buyer group's line; null if the line is gone. */
  provider: z.nullable(z.string()),
});
export type PurchaseFinancing = z.infer<typeof purchaseFinancingSchema>;

/** An auction's transaction as the auction carries it (spec §3 auction field `transactions`). */
export const auctionTransactionSchema = z.object({
  id: z.int(),
  status: transactionStatusSchema,
  total: z.int(),
  due_at: z.string(),
  is_overdue: z.boolean(),
  paid_by: z._default(z.nullable(z.enum(PAYMENT_METHODS)), null),
  floorstock_financing: z._default(z.nullable(purchaseFinancingSchema), null),
});
export type AuctionTransaction = z.infer<typeof auctionTransactionSchema>;
