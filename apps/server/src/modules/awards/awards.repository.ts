import { and, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionStatusLog, auctions, bids } from '../../db/schema';

export function createAwardsRepository() {
  return {
    async lockAuction(tx: Executor, id: number) {
      const [row] = await tx
        .select({
          id: auctions.id,
          type: auctions.type,
          status: auctions.status,
          sellerGroupId: auctions.sellerGroupId,
          highestBidId: auctions.highestBidId,
          updatedAt: auctions.updatedAt,
        })
        .from(auctions)
        .where(eq(auctions.id, id))
        .for('update');
      return row;
    },

    async findBid(tx: Executor, id: number) {
      const [row] = await tx.select().from(bids).where(eq(bids.id, id));
      return row;
    },

    /** The best standing sealed bid of one type: highest, then earliest (SEAL-3). */
    async findBestSealed(tx: Executor, auctionId: number, bidType: 'whole_car' | 'body_only') {
      const standing = await tx
        .selectDistinctOn([bids.userId], {
          id: bids.id,
          amount: bids.amount,
          commitSeq: bids.commitSeq,
        })
        .from(bids)
        // Only bids of the current window stand: a restart's new window starts with none (LIFE-5).
        .innerJoin(auctions, eq(auctions.id, bids.auctionId))
        .where(
          and(
            eq(bids.auctionId, auctionId),
            eq(bids.kind, 'closed'),
            eq(bids.bidType, bidType),
            gte(bids.createdAt, auctions.timeStart),
          ),
        )
        .orderBy(bids.userId, desc(bids.id));
      return standing.sort((a, b) => b.amount - a.amount || a.commitSeq - b.commitSeq)[0];
    },

    async decide(
      tx: Executor,
      id: number,
      next: {
        status: string;
        awardStatus: string;
        updatedAt: Date;
        winner?: { bidId: number; userId: number; amount: number };
      },
      log: { event: string; fromStatus: string; actor: string },
    ): Promise<void> {
      await tx
        .insert(auctionStatusLog)
        .values({ auctionId: id, ...log, toStatus: next.status, at: next.updatedAt });
      await tx
        .update(auctions)
        .set({
          status: next.status,
          awardStatus: next.awardStatus,
          updatedAt: next.updatedAt,
          ...(next.winner
            ? {
                wonAt: next.updatedAt,
                awardedBidId: next.winner.bidId,
                highestBidId: next.winner.bidId,
                leaderId: next.winner.userId,
                highestAmount: next.winner.amount,
              }
            : {}),
        })
        .where(eq(auctions.id, id));
    },
  };
}

export type AwardsRepository = ReturnType<typeof createAwardsRepository>;
