import type { TransactionStatus } from './transaction-status';

/** One calendar day in milliseconds: the markets served keep no daylight saving time. */
export const DAY_MS = 86_400_000;

/**
 * When payment is due (TRX-9): `paymentDays` whole days of 24 hours after the award was won
 * (`wonAt`, epoch milliseconds), counting weekends and holidays. Throws on a day count that is not
 * a whole number of at least 0, since that is a broken market setting.
 */
export function paymentDueAt(wonAt: number, paymentDays: number): number {
  if (!Number.isSafeInteger(paymentDays) || paymentDays < 0) {
    throw new Error(`payment days must be a whole number of at least 0, not ${paymentDays}`);
  }
  return wonAt + paymentDays * DAY_MS;
}

/**
 * True when the buyer owes a payment that is late (TRX-10): the transaction awaits payment and
 * `now` is past `dueAt` (a payment at `dueAt` itself is on time). A submitted proof waits on
 * finance, not on the dealer, so it is not overdue; a rejected one returns the transaction to
 * `awaiting_payment`, overdue at once when the due date has gone by.
 */
export function isOverdue(status: TransactionStatus, dueAt: number, now: number): boolean {
  return status === 'awaiting_payment' && now > dueAt;
}
