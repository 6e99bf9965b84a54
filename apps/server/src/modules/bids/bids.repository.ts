import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, bids, maxBids } from '../../db/schema';

export type LockedAuction = NonNullable<Awaited<ReturnType<typeof lockAuction>>>;
export type MaxBidRow = typeof maxBids.$inferSelect;

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
      reservePrice: auctions.reservePrice,
      highestAmount: auctions.highestAmount,
      leaderId: auctions.leaderId,
      leaderCommitSeq: auctions.leaderCommitSeq,
      commitSeq: auctions.commitSeq,
      maxBidCount: auctions.maxBidCount,
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
  userId: number;
  groupId: number;
  bidderNo: number;
  amount: number;
  kind: 'manual' | 'max' | 'snap_it' | 'closed';
  commitSeq: number;
}

export interface AuctionAfterBids {
  highestAmount: number | null;
  leaderId: number | null;
  leaderCommitSeq: number | null;
  bidCount: number;
  biddersCount: number;
  timeEnd: Date;
  commitSeq: number;
  maxBidCount: number;
  updatedAt: Date;
}

export function createBidsRepository() {
  return {
    lockAuction,

    /** The anonymous numbers some dealers already bid under on one auction. */
    async findBidderNos(tx: Executor, auctionId: number, userIds: number[]): Promise<Map<number, number>> {
      const rows = await tx
        .selectDistinctOn([bids.userId], { userId: bids.userId, bidderNo: bids.bidderNo })
        .from(bids)
        .where(and(eq(bids.auctionId, auctionId), inArray(bids.userId, userIds)));
      return new Map(rows.map((r) => [r.userId, r.bidderNo]));
    },

    findActiveMaxBids(tx: Executor, auctionId: number): Promise<MaxBidRow[]> {
      return tx.select().from(maxBids).where(and(eq(maxBids.auctionId, auctionId), eq(maxBids.status, 'active')));
    },

    async findMaxBid(tx: Executor, auctionId: number, userId: number): Promise<MaxBidRow | undefined> {
      const [row] = await tx.select().from(maxBids).where(and(eq(maxBids.auctionId, auctionId), eq(maxBids.userId, userId)));
      return row;
    },

    async findMaxBidById(tx: Executor, id: number): Promise<MaxBidRow | undefined> {
      const [row] = await tx.select().from(maxBids).where(eq(maxBids.id, id));
      return row;
    },

    /** Places, raises or re-places a dealer's max bid; one row per dealer and auction. */
    async saveMaxBid(tx: Executor, input: { auctionId: number; userId: number; groupId: number; ceiling: number; commitSeq: number; at: Date }): Promise<MaxBidRow> {
      const [row] = await tx
        .insert(maxBids)
        .values({ ...input, status: 'active', createdAt: input.at, updatedAt: input.at })
        .onConflictDoUpdate({
          target: [maxBids.auctionId, maxBids.userId],
          set: { ceiling: input.ceiling, commitSeq: input.commitSeq, status: 'active', updatedAt: input.at },
        })
        .returning();
      return row!;
    },

    async removeMaxBid(tx: Executor, id: number, at: Date): Promise<void> {
      await tx.update(maxBids).set({ status: 'removed', updatedAt: at }).where(eq(maxBids.id, id));
    },

    /**
     * Appends accepted bids to the ledger, in order, and moves the auction to the state they
     * produce, in one statement. With no bids it only moves the auction.
     */
    async recordBids(tx: Executor, auctionId: number, newBids: NewBid[], createdAt: Date, next: AuctionAfterBids): Promise<number[]> {
      const values = newBids.map(
        (b) => sql`(${auctionId}, ${b.userId}, ${b.groupId}, ${b.bidderNo}, ${b.amount}, ${b.kind}, ${b.commitSeq}, ${createdAt.toISOString()})`,
      );
      const inserted = values.length
        ? sql`insert into ${bids} (auction_id, user_id, group_id, bidder_no, amount, kind, commit_seq, created_at) values ${sql.join(values, sql`, `)} returning id`
        : sql`select null::bigint as id where false`;
      const result = await tx.execute(sql`
        with new_bids as (${inserted})
        update ${auctions} set
          highest_amount = ${next.highestAmount},
          highest_bid_id = coalesce((select max(id) from new_bids), highest_bid_id),
          leader_id = ${next.leaderId},
          leader_commit_seq = ${next.leaderCommitSeq},
          bid_count = ${next.bidCount},
          bidders_count = ${next.biddersCount},
          time_end = ${next.timeEnd.toISOString()},
          commit_seq = ${next.commitSeq},
          max_bid_count = ${next.maxBidCount},
          updated_at = ${next.updatedAt.toISOString()}
        where id = ${auctionId}
        returning (select coalesce(json_agg(id order by id), '[]'::json) from new_bids) as ids`);
      // Both drivers answer raw statements with `{ rows }`.
      const row = (result as { rows?: { ids: (number | string)[] | string }[] }).rows?.[0];
      if (!row) throw new Error(`auction ${auctionId} vanished while locked`);
      const ids = typeof row.ids === 'string' ? (JSON.parse(row.ids) as (number | string)[]) : row.ids;
      return ids.map(Number);
    },
  };
}

export type BidsRepository = ReturnType<typeof createBidsRepository>;
