import { EVENTS, type TransactionUpdatedEvent } from '@autobid/contract';
import type { AuctionEvents, Notice } from '../auctions/auction-events';
import type { TransactionRow } from './transactions.repository';

/**
 * What a service needs to tell someone privately (docs/notifications.md): `queue` writes the
 * notices in the transaction that causes them, `relay` publishes them once it committed. The
 * auction events in the app.
 */
export type NoticeQueue = Pick<AuctionEvents, 'queue' | 'relay'>;

/**
 * Tells the buyer its transaction changed (`transaction.updated` on its private channel); the page
 * reads the transaction again when the version is newer than its own. Queue it in the transaction
 * that made the change, so a change never commits without it.
 */
export function transactionNotice(row: TransactionRow): Notice {
  const event: TransactionUpdatedEvent = {
    id: row.id,
    auction_id: row.auctionId,
    status: row.status,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
  return { userId: row.buyerUserId, event: EVENTS.transactionUpdated, data: event };
}
