import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, bids } from '../../db/schema';

export type LockedAuction = Awaited<ReturnType<typeof lockAuction>>;

/** Reads one auction and holds its row lock until the transaction ends: every change to it queues here. */
async function lockAuction(tx: Executor, auctionId: number) {
  const [row] = await tx
    .select({
      id: auctions.id,
      market: auctions.market,
      type: auctions.type,
      status: auctions.status,
      timeEnd: auctions.timeEnd,
      sellerGroupId: auctions.sellerGroupId,
      startPrice: auctions.startPrice,
      highestAmount: auctions.highestAmount,
      leaderId: auctions.leaderId,
      bidCount: auctions.bidCount,
      biddersCount: auctions.biddersCount,
      updatedAt: auctions.updatedAt,
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .for('update');
  return row;
}

export interface NewBid {
  auctionId: number;
  userId: number;
  groupId: number;
  bidderNo: number;
  amount: number;
  kind: 'manual' | 'max' | 'snap_it' | 'closed';
  createdAt: Date;
}

export interface AuctionAfterBid {
  highestAmount: number;
  leaderId: number;
  bidCount: number;
  biddersCount: number;
  timeEnd: Date;
  updatedAt: Date;
}

export function createBidsRepository() {
  return {
    lockAuction,

    /** The anonymous number a dealer bids under on one auction, or null before their first bid. */
    async findBidderNo(tx: Executor, auctionId: number, userId: number): Promise<number | null> {
      const [row] = await tx
        .select({ bidderNo: bids.bidderNo })
        .from(bids)
        .where(and(eq(bids.auctionId, auctionId), eq(bids.userId, userId)))
        .limit(1);
      return row?.bidderNo ?? null;
    },

    /** Appends a bid to the ledger and moves the auction to the state it produces, in one statement. */
    async recordBid(tx: Executor, bid: NewBid, next: AuctionAfterBid): Promise<{ id: number }> {
      const result = await tx.execute(sql`
        with new_bid as (
          insert into ${bids} (auction_id, user_id, group_id, bidder_no, amount, kind, created_at)
          values (${bid.auctionId}, ${bid.userId}, ${bid.groupId}, ${bid.bidderNo}, ${bid.amount}, ${bid.kind}, ${bid.createdAt.toISOString()})
          returning id
        )
        update ${auctions} set
          highest_amount = ${next.highestAmount},
          highest_bid_id = (select id from new_bid),
          leader_id = ${next.leaderId},
          bid_count = ${next.bidCount},
          bidders_count = ${next.biddersCount},
          time_end = ${next.timeEnd.toISOString()},
          updated_at = ${next.updatedAt.toISOString()}
        where id = ${bid.auctionId}
        returning (select id from new_bid) as id`);
      // Both drivers answer raw statements with `{ rows }`.
      const row = (result as { rows?: { id: number | string }[] }).rows?.[0];
      if (!row) throw new Error(`auction ${bid.auctionId} vanished while locked`);
      return { id: Number(row.id) };
    },
  };
}

export type BidsRepository = ReturnType<typeof createBidsRepository>;
