import type { SellerSort } from '@autobid/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../lib/like-pattern';
import {
  auctionStatusLog,
  auctions,
  bids,
  groups,
  inventories,
  listings,
  makes,
  markets,
  models,
  transactionCollections,
  transactionLines,
  transactions,
  users,
} from '../../db/schema';

const highestBid = alias(bids, 'highest_bid');
const awardedBid = alias(bids, 'awarded_bid');
const winnerUser = alias(users, 'winner_user');
const winnerGroup = alias(groups, 'winner_group');

const sellerViewColumns = {
  auction: auctions,
  inventory: inventories,
  makeName: makes.name,
  modelName: models.name,
  currency: markets.currency,
  highestBid: {
    id: highestBid.id,
    amount: highestBid.amount,
    bidderNo: highestBid.bidderNo,
    bidType: highestBid.bidType,
    createdAt: highestBid.createdAt,
  },
  awardedBid: {
    id: awardedBid.id,
    amount: awardedBid.amount,
    bidderNo: awardedBid.bidderNo,
    bidType: awardedBid.bidType,
    createdAt: awardedBid.createdAt,
  },
  winner: { dealerName: winnerUser.name, groupId: winnerGroup.id, groupName: winnerGroup.name },
};

export type SellerViewRow = Awaited<ReturnType<SellerRepository['findViewsByIds']>>[number];
export type SellerBidRow = Awaited<ReturnType<SellerRepository['findBestSealedBids']>>[number];

/** What the seller lists filter on; `statuses` are the stage's, or the one its tag names. */
export interface SellerListFilter {
  sellerGroupId: number;
  statuses: readonly string[];
  makeIds?: number[] | undefined;
  modelIds?: number[] | undefined;
  search?: string | undefined;
  endFrom?: Date | undefined;
  endUntil?: Date | undefined;
}

const ORDER: Record<SellerSort, SQL[]> = {
  time_end: [asc(auctions.timeEnd), asc(auctions.id)],
  '-time_end': [desc(auctions.timeEnd), desc(auctions.id)],
  time_start: [asc(auctions.timeStart), asc(auctions.id)],
  '-time_start': [desc(auctions.timeStart), desc(auctions.id)],
  start_price: [asc(auctions.startPrice), asc(auctions.id)],
  '-start_price': [desc(auctions.startPrice), desc(auctions.id)],
  highest_bid: [sql`${auctions.highestAmount} asc nulls last`, asc(auctions.id)],
  '-highest_bid': [sql`${auctions.highestAmount} desc nulls last`, desc(auctions.id)],
  bid_count: [asc(auctions.bidCount), asc(auctions.id)],
  '-bid_count': [desc(auctions.bidCount), desc(auctions.id)],
};

function whereOf(filter: SellerListFilter): SQL {
  return and(
    eq(auctions.sellerGroupId, filter.sellerGroupId),
    inArray(auctions.status, [...filter.statuses]),
    filter.makeIds ? inArray(inventories.makeId, filter.makeIds) : undefined,
    filter.modelIds ? inArray(inventories.modelId, filter.modelIds) : undefined,
    filter.search
      ? or(
          ilike(makes.name, containsPattern(filter.search)),
          ilike(models.name, containsPattern(filter.search)),
        )
      : undefined,
    filter.endFrom ? gte(auctions.timeEnd, filter.endFrom) : undefined,
    filter.endUntil ? lt(auctions.timeEnd, filter.endUntil) : undefined,
  )!;
}

const hourOfEnd = sql<string>`to_char(date_trunc('hour', ${auctions.timeEnd} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24')`;

export function createSellerRepository(db: Database) {
  return {
    /** One page of a seller list: the ids in order, and how many match. */
    async findPage(filter: SellerListFilter, sort: SellerSort, page: number, perPage: number) {
      const from = () =>
        db
          .select({ id: auctions.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(auctions)
          .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
          .innerJoin(makes, eq(makes.id, inventories.makeId))
          .innerJoin(models, eq(models.id, inventories.modelId))
          .where(whereOf(filter));
      const rows = await from()
        .orderBy(...ORDER[sort])
        .limit(perPage)
        .offset((page - 1) * perPage);
      if (rows.length > 0 || page === 1)
        return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
      const [count] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(auctions)
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .where(whereOf(filter));
      return { ids: [], total: count?.total ?? 0 };
    },

    /** Auctions with their car, highest and awarded bids and, where there is one, the winner. */
    findViewsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(sellerViewColumns)
        .from(auctions)
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .innerJoin(markets, eq(markets.code, auctions.market))
        .leftJoin(highestBid, eq(highestBid.id, auctions.highestBidId))
        .leftJoin(awardedBid, eq(awardedBid.id, auctions.awardedBidId))
        .leftJoin(winnerUser, eq(winnerUser.id, awardedBid.userId))
        .leftJoin(winnerGroup, eq(winnerGroup.id, awardedBid.groupId))
        .where(inArray(auctions.id, ids));
    },

    /** The best sealed bid of each type in each auction's current window: highest, then earliest (SEAL-3). */
    findBestSealedBids(auctionIds: number[]) {
      if (auctionIds.length === 0) return Promise.resolve([]);
      return (
        db
          .selectDistinctOn([bids.auctionId, bids.bidType], {
            auctionId: bids.auctionId,
            id: bids.id,
            amount: bids.amount,
            bidderNo: bids.bidderNo,
            bidType: bids.bidType,
            createdAt: bids.createdAt,
          })
          .from(bids)
          // Sealed bids are taken only while active: those before the start are of a window a restart closed.
          .innerJoin(auctions, eq(auctions.id, bids.auctionId))
          .where(
            and(
              inArray(bids.auctionId, auctionIds),
              eq(bids.kind, 'closed'),
              gte(bids.createdAt, auctions.timeStart),
            ),
          )
          .orderBy(bids.auctionId, bids.bidType, desc(bids.amount), asc(bids.commitSeq))
      );
    },

    /** The seller group and car of one auction, or undefined when there is none. */
    /** The auction's bids of its current window, oldest first: the seller's price history. */
    findBidHistory(auctionId: number, since: Date) {
      return db
        .select({
          id: bids.id,
          amount: bids.amount,
          bidderNo: bids.bidderNo,
          bidType: bids.bidType,
          createdAt: bids.createdAt,
        })
        .from(bids)
        .where(and(eq(bids.auctionId, auctionId), gte(bids.createdAt, since)))
        .orderBy(asc(bids.id))
        .limit(500);
    },

    async findOwner(auctionId: number) {
      const [row] = await db
        .select({
          sellerGroupId: auctions.sellerGroupId,
          inventoryId: auctions.inventoryId,
          timeStart: auctions.timeStart,
          listingId: listings.id,
        })
        .from(auctions)
        .leftJoin(
          listings,
          and(
            eq(listings.inventoryId, auctions.inventoryId),
            eq(listings.sellerGroupId, auctions.sellerGroupId),
          ),
        )
        .where(eq(auctions.id, auctionId));
      return row;
    },

    /** The sale of an auction after the win, with the seller's statement; undefined before one. */
    async findSale(auctionId: number) {
      const [sale] = await db
        .select()
        .from(transactions)
        .where(eq(transactions.auctionId, auctionId));
      if (!sale) return undefined;
      const [statement, collections] = await Promise.all([
        db
          .select({
            kind: transactionLines.kind,
            name: transactionLines.name,
            target: transactionLines.target,
            amount: transactionLines.amount,
          })
          .from(transactionLines)
          .where(
            and(eq(transactionLines.transactionId, sale.id), eq(transactionLines.side, 'seller')),
          )
          .orderBy(asc(transactionLines.position)),
        db
          .select({ status: transactionCollections.status })
          .from(transactionCollections)
          .where(
            and(
              eq(transactionCollections.transactionId, sale.id),
              eq(transactionCollections.party, 'seller'),
            ),
          ),
      ]);
      return { sale, statement, sellerCollection: collections[0]?.status ?? null };
    },

    /** The group's other auctions of one car, oldest first. */
    async findSameCarIds(sellerGroupId: number, inventoryId: number, exceptId: number) {
      const rows = await db
        .select({ id: auctions.id, timeStart: auctions.timeStart })
        .from(auctions)
        .where(
          and(
            eq(auctions.sellerGroupId, sellerGroupId),
            eq(auctions.inventoryId, inventoryId),
            ne(auctions.id, exceptId),
          ),
        )
        .orderBy(asc(auctions.timeStart), asc(auctions.id));
      return rows;
    },

    /** Every restart of one auction, oldest first. */
    findRestarts(auctionId: number) {
      return db
        .select({ fromStatus: auctionStatusLog.fromStatus, at: auctionStatusLog.at })
        .from(auctionStatusLog)
        .where(
          and(eq(auctionStatusLog.auctionId, auctionId), eq(auctionStatusLog.event, 'restart')),
        )
        .orderBy(asc(auctionStatusLog.id));
    },

    /** The group's pending auctions that end from `now`, counted per market and hour of their end. */
    countPendingBySession(sellerGroupId: number, statuses: readonly string[], now: Date) {
      return db
        .select({
          market: auctions.market,
          hour: hourOfEnd,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(auctions)
        .where(
          and(
            eq(auctions.sellerGroupId, sellerGroupId),
            inArray(auctions.status, [...statuses]),
            gte(auctions.timeEnd, now),
          ),
        )
        .groupBy(auctions.market, hourOfEnd)
        .orderBy(hourOfEnd, auctions.market);
    },
  };
}

export type SellerRepository = ReturnType<typeof createSellerRepository>;
