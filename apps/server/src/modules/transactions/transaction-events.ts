import { EVENTS, type TransactionUpdatedEvent } from '@autobid/contract';
import type { TransactionRow } from './transactions.repository';

/** Sends one dealer a private event; the auction events' `notify` in the app. */
export type Notify = (userId: number, event: string, data: object) => Promise<void>;

/**
 * Tells the buyer its transaction changed (`transaction.updated` on its private channel), after the
 * change committed; the page reads the transaction again when the version is newer than its own.
 */
export function createTransactionEvents(notify: Notify) {
  return {
    /** Resolves once the notice is written (docs/notifications.md), so the answer follows it. */
    transactionChanged(row: TransactionRow): Promise<void> {
      const event: TransactionUpdatedEvent = {
        id: row.id,
        auction_id: row.auctionId,
        status: row.status,
        version: row.version,
        updated_at: row.updatedAt.toISOString(),
      };
      return notify(row.buyerUserId, EVENTS.transactionUpdated, event);
    },
  };
}

export type TransactionEvents = ReturnType<typeof createTransactionEvents>;
