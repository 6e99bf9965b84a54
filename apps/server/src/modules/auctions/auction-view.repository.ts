import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnsFromJson } from '../../db/row-json';
import {
  auctions,
  bids,
  inventories,
  makes,
  markets,
  models,
  type inspections,
} from '../../db/schema';

/** What the reads of an auction as dealers see it share: its columns, its bids' fields and their mappers. */

export const highestBid = alias(bids, 'highest_bid');
export const awardedBid = alias(bids, 'awarded_bid');

/** The columns of an auction as dealers see it: the auction, its car, the names, the highest and awarded bids. */
export const auctionViewColumns = {
  auction: auctions,
  inventory: inventories,
  makeName: makes.name,
  modelName: models.name,
  currency: markets.currency,
  highestBid: {
    id: highestBid.id,
    amount: highestBid.amount,
    bidderNo: highestBid.bidderNo,
    createdAt: highestBid.createdAt,
  },
  awardedBid: {
    id: awardedBid.id,
    amount: awardedBid.amount,
    bidderNo: awardedBid.bidderNo,
    createdAt: awardedBid.createdAt,
  },
};

export type InspectionRow = typeof inspections.$inferSelect;
export type BidRow = typeof bids.$inferSelect;
/** The fields of a bid that an auction's history shows, or decides whether to show. */
export type HistoryBidRow = Pick<BidRow, 'id' | 'userId' | 'amount' | 'bidderNo' | 'createdAt'>;

/**
 * How many of a dealer's own bids on one auction an answer carries: the latest ones, per sealed bid
 * type (so a dealer's standing whole-car and body-only bids are both always there).
 */
export const OWN_BIDS_SHOWN = 50;

/** A snap-it as the answer's read brings it. */
export interface SnapItJson {
  id: number;
  userId: number;
  auctionId: number;
  amount: number;
  status: 'pending' | 'fired' | 'failed' | 'removed';
  failReason: string | null;
}

/** The fields of a dealer's own bid that its answers show (`user_bids`). */
export type OwnBidRow = Pick<
  BidRow,
  'id' | 'auctionId' | 'userId' | 'amount' | 'kind' | 'bidType' | 'createdAt'
>;

/**
 * A dealer's latest bids on the auction `auctions` of the enclosing query, in its current window:
 * OWN_BIDS_SHOWN of them, and as many of each sealed bid type on a closed auction. Each part is
 * one backward walk of `bids_own_idx`, whose key holds every field shown, so it reads that many
 * index entries, not every bid the dealer ever made there (PostgreSQL needs no table page for it).
 * Only closed auctions carry typed bids, so an open auction skips those two parts.
 */
export function latestOwnBids(userId: SQL) {
  const part = (type: SQL, onlyClosed: boolean) => sql`(
    select b.id, b.auction_id, b.user_id, b.amount, b.kind, b.bid_type, b.created_at
    from ${bids} b
    where b.auction_id = ${auctions.id} and b.user_id = ${userId} and ${type}
      and b.created_at >= ${auctions.timeStart}${onlyClosed ? sql` and ${auctions.type} = 'closed'` : sql``}
    order by b.id desc limit ${OWN_BIDS_SHOWN})`;
  return sql`(${part(sql`b.bid_type is null`, false)}
    union all ${part(sql`b.bid_type = 'whole_car'`, true)}
    union all ${part(sql`b.bid_type = 'body_only'`, true)})`;
}

/** A row of `latestOwnBids` from its JSON form (columns by their SQL names, times as text). */
export const ownBidFromJson: (json: Record<string, unknown>) => OwnBidRow = columnsFromJson(bids, [
  'id',
  'auctionId',
  'userId',
  'amount',
  'kind',
  'bidType',
  'createdAt',
]);

/** A bid of the answer's history from its JSON form. */
export const historyBidFromJson: (json: Record<string, unknown>) => HistoryBidRow = columnsFromJson(
  bids,
  ['id', 'userId', 'amount', 'bidderNo', 'createdAt'],
);
