import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, bids } from '../../db/schema';

export type DueAuction = Awaited<ReturnType<LifecycleRepository['lockDue']>>[number];

export function createLifecycleRepository() {
  return {
    /**
     * Locks up to `limit` auctions whose next timed step is due. Rows another process holds are
     * skipped, so several clocks share the work and none handles an auction twice.
     */
    lockDue(tx: Executor, now: Date, limit: number) {
      return tx
        .select({
          id: auctions.id,
          status: auctions.status,
          timePreview: auctions.timePreview,
          timeStart: auctions.timeStart,
          timeEnd: auctions.timeEnd,
          reservePrice: auctions.reservePrice,
          highestAmount: auctions.highestAmount,
          highestBidId: auctions.highestBidId,
          bidCount: auctions.bidCount,
          biddersCount: auctions.biddersCount,
          maxBidCount: auctions.maxBidCount,
          updatedAt: auctions.updatedAt,
          highestBid: { amount: bids.amount, bidderNo: bids.bidderNo, createdAt: bids.createdAt },
        })
        .from(auctions)
        .leftJoin(bids, eq(bids.id, auctions.highestBidId))
        .where(
          or(
            and(eq(auctions.status, 'active'), lte(auctions.timeEnd, now)),
            and(inArray(auctions.status, ['scheduled', 'preview']), lte(auctions.timeStart, now)),
            and(eq(auctions.status, 'scheduled'), lte(auctions.timePreview, now)),
          ),
        )
        .orderBy(asc(sql`least(${auctions.timeEnd}, ${auctions.timeStart})`))
        .limit(limit)
        .for('update', { of: auctions, skipLocked: true });
    },

    async applyStatus(
      tx: Executor,
      id: number,
      next: { status: string; awardStatus: string | null; awardedBidId: number | null; updatedAt: Date },
    ): Promise<void> {
      await tx.update(auctions).set(next).where(eq(auctions.id, id));
    },
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
