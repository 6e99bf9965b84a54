import type { Executor } from '../../db/client';
import { auctionNotices, type AuctionEvents, type QueuedNotice } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { SaleSessionsRepository, SessionRow } from './sale-sessions.repository';
import { closeTimeOf } from './session-times';

export type AuctionRow = Awaited<ReturnType<SaleSessionsRepository['insertAuction']>>;

/** What changed on which auctions, published once the transaction committed. */
export interface LotChanges {
  published: AuctionRow[];
  updated: AuctionRow[];
}

export const noChanges = (): LotChanges => ({ published: [], updated: [] });

/** An auction's next `updated_at`: strictly after its last one (DESIGN §4). */
export const nextUpdatedAt = (auction: { updatedAt: Date }, now: number) =>
  new Date(Math.max(now, auction.updatedAt.getTime() + 1));

/**
 * Puts the session's lots on its times in the order given: each opens at the session's start and
 * closes one stagger after the lot before it; the session's type is every lot's type.
 */
export async function retimeLots(
  tx: Executor,
  repo: SaleSessionsRepository,
  session: SessionRow,
  lots: readonly AuctionRow[],
  now: number,
  changes: LotChanges,
): Promise<void> {
  for (const [index, lot] of lots.entries()) {
    const timeEnd = closeTimeOf(session, index);
    if (
      lot.timeEnd.getTime() === timeEnd.getTime() &&
      lot.timeStart.getTime() === session.startsAt.getTime() &&
      lot.type === session.type
    )
      continue;
    changes.updated.push(
      await repo.updateAuction(tx, lot.id, {
        type: session.type,
        timeStart: session.startsAt,
        timeEnd,
        updatedAt: nextUpdatedAt(lot, now),
      }),
    );
  }
}

/**
 * The sellers' stage notices of what changed, written in the transaction that changed the lots
 * (docs/notifications.md): a change never commits without them. Call it last in that transaction.
 */
export function queueLotNotices(
  tx: Executor,
  events: AuctionEvents,
  changes: LotChanges,
): Promise<QueuedNotice[]> {
  return events.queue(
    tx,
    [...changes.published, ...changes.updated].map((auction) =>
      auctionNotices.sellerStage(auction.sellerGroupId, auction),
    ),
  );
}

/**
 * Once the change committed: tells dealers' open pages what changed, and publishes the sellers'
 * notices it wrote ({@link queueLotNotices}).
 */
export function publishLotChanges(
  events: AuctionEvents,
  changes: LotChanges,
  notices: readonly QueuedNotice[],
): void {
  for (const auction of changes.published)
    void events.auctionPublished(presentPublicAuction(auction, null));
  for (const auction of changes.updated)
    void events.auctionUpdated(presentPublicAuction(auction, null));
  events.relay(notices);
}
