/** Where a transaction stands after the win (TRX-11). */
export const TRANSACTION_STATUSES = [
  'awaiting_payment',
  'payment_submitted',
  'paid',
  'ready_for_release',
  'handed_over',
  'completed',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Statuses in which the buyer has not paid yet: the only ones a payment may move (TRX-12). */
export const UNPAID_TRANSACTION_STATUSES = [
  'awaiting_payment',
  'payment_submitted',
] as const satisfies readonly TransactionStatus[];

/** Statuses no event leaves (TRX-11). */
export const FINAL_TRANSACTION_STATUSES = [
  'completed',
  'cancelled',
] as const satisfies readonly TransactionStatus[];

/** True while the buyer has not paid (TRX-12). */
export function isUnpaid(status: TransactionStatus): boolean {
  return (UNPAID_TRANSACTION_STATUSES as readonly TransactionStatus[]).includes(status);
}
