import { and, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { followListing } from './listing-follow';
import { auctionStatusLog, auctions, maxBids, snapIts } from './schema';

/**
 * What a cancel and a restart share: the auction's max bids and snap-its are withdrawn (they were
 * orders for a window that is over), the status change is logged, and the listing of the car, if
 * it has one, follows the auction.
 */
export async function endStandingOrders(
  tx: Executor,
  change: {
    id: number;
    event: string;
    fromStatus: string;
    toStatus: string;
    actor: string;
    at: Date;
  },
): Promise<void> {
  await tx
    .update(maxBids)
    .set({ status: 'removed', updatedAt: change.at })
    .where(and(eq(maxBids.auctionId, change.id), eq(maxBids.status, 'active')));
  await tx
    .update(snapIts)
    .set({ status: 'removed', updatedAt: change.at })
    .where(and(eq(snapIts.auctionId, change.id), eq(snapIts.status, 'pending')));
  await tx.insert(auctionStatusLog).values({
    auctionId: change.id,
    event: change.event,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    actor: change.actor,
    at: change.at,
  });
  await followListing(tx, { auctionId: change.id, toStatus: change.toStatus, at: change.at });
}

/**
 * Calls an auction off (LIFE-1 `cancel`) under the caller's row lock: standing max bids and
 * snap-its are withdrawn, the award (if any was pending) cancelled, and who and why kept on the
 * auction. The caller checked the transition and records the audit entry.
 */
export async function cancelAuction(
  tx: Executor,
  input: { id: number; fromStatus: string; reason: string; by: number; at: Date },
) {
  await endStandingOrders(tx, {
    id: input.id,
    event: 'cancel',
    fromStatus: input.fromStatus,
    toStatus: 'cancelled',
    actor: String(input.by),
    at: input.at,
  });
  const [row] = await tx
    .update(auctions)
    .set({
      status: 'cancelled',
      awardStatus: 'cancelled',
      maxBidCount: 0,
      pendingSnapItCount: 0,
      cancelReason: input.reason,
      cancelledBy: input.by,
      cancelledAt: input.at,
      updatedAt: input.at,
    })
    .where(eq(auctions.id, input.id))
    .returning();
  return row!;
}
