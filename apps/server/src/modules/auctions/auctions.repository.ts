import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../lib/like-pattern';
import {
  auctions,
  bids,
  inspections,
  inventories,
  makes,
  markets,
  maxBids,
  models,
  snapIts,
} from '../../db/schema';

const highestBid = alias(bids, 'highest_bid');
const awardedBid = alias(bids, 'awarded_bid');

const auctionViewColumns = {
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

export type AuctionViewRow = NonNullable<Awaited<ReturnType<AuctionsRepository['findViewById']>>>;
export type InspectionRow = typeof inspections.$inferSelect;
export type BidRow = typeof bids.$inferSelect;

/** How many of a dealer's own bids on one auction an answer carries: the latest ones. */
export const OWN_BIDS_SHOWN = 50;

export type LiveOrder =
  'time_end' | 'time_end_desc' | 'time_start' | 'newest' | 'price_asc' | 'price_desc' | 'most_bids';

export interface LiveQuery {
  /** `active` for the live list, `preview` for the preview list. */
  status?: 'active' | 'preview';
  market: string;
  ids?: number[];
  makeIds?: number[];
  modelIds?: number[];
  sellerGroupId?: number;
  channel?: string;
  orderBy: LiveOrder;
  page: number;
  perPage: number;
}

const currentPrice = sql`coalesce(${auctions.highestAmount}, ${auctions.startPrice})`;

const ORDER: Record<LiveOrder, SQL[]> = {
  time_end: [asc(auctions.timeEnd), asc(auctions.id)],
  time_end_desc: [desc(auctions.timeEnd), asc(auctions.id)],
  time_start: [asc(auctions.timeStart), asc(auctions.id)],
  newest: [desc(auctions.timeStart), asc(auctions.id)],
  price_asc: [asc(currentPrice), asc(auctions.id)],
  price_desc: [desc(currentPrice), asc(auctions.id)],
  most_bids: [desc(auctions.bidCount), asc(auctions.id)],
};

export function createAuctionsRepository(db: Database) {
  function selectViews() {
    return db
      .select(auctionViewColumns)
      .from(auctions)
      .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
      .innerJoin(makes, eq(makes.id, inventories.makeId))
      .innerJoin(models, eq(models.id, inventories.modelId))
      .innerJoin(markets, eq(markets.code, auctions.market))
      .leftJoin(highestBid, eq(highestBid.id, auctions.highestBidId))
      .leftJoin(awardedBid, eq(awardedBid.id, auctions.awardedBidId));
  }

  /**
   * Dealers' bids on some auctions in the current window (a restart starts a new one), at most
   * the latest OWN_BIDS_SHOWN per dealer and auction, oldest first: an answer stays small however
   * often a dealer bid.
   */
  async function ownBids(userIds: number[], auctionIds: number[]): Promise<BidRow[]> {
    const ranked = db
      .select({
        ...getTableColumns(bids),
        rank: sql<number>`row_number() over (partition by ${bids.auctionId}, ${bids.userId} order by ${bids.id} desc)`.as(
          'rank',
        ),
      })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(
        and(
          inArray(bids.userId, userIds),
          inArray(bids.auctionId, auctionIds),
          gte(bids.createdAt, auctions.timeStart),
        ),
      )
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, OWN_BIDS_SHOWN))
      .orderBy(asc(ranked.id));
    return rows.map(({ rank: _rank, ...bid }) => bid);
  }

  return {
    async findViewById(id: number) {
      const [row] = await selectViews().where(eq(auctions.id, id)).limit(1);
      return row;
    },

    async findLive(query: LiveQuery) {
      const conditions = [
        eq(auctions.status, query.status ?? 'active'),
        eq(auctions.market, query.market),
      ];
      if (query.ids) conditions.push(inArray(auctions.id, query.ids));
      if (query.makeIds) conditions.push(inArray(inventories.makeId, query.makeIds));
      if (query.modelIds) conditions.push(inArray(inventories.modelId, query.modelIds));
      if (query.sellerGroupId !== undefined)
        conditions.push(eq(auctions.sellerGroupId, query.sellerGroupId));
      if (query.channel) conditions.push(eq(auctions.channel, query.channel));
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        selectViews()
          .where(where)
          .orderBy(...ORDER[query.orderBy])
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(auctions)
          .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The auctions of `ids` as dealers see them, in no particular order. */
    findViewsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return selectViews().where(inArray(auctions.id, ids));
    },

    /** Live auctions of a market counted per make and model; `search` matches either name. */
    findMakeModelCounts(query: { market: string; search?: string; sellerGroupId?: number }) {
      const conditions = [eq(auctions.status, 'active'), eq(auctions.market, query.market)];
      if (query.sellerGroupId !== undefined)
        conditions.push(eq(auctions.sellerGroupId, query.sellerGroupId));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(makes.name, pattern), ilike(models.name, pattern))!);
      }
      return db
        .select({
          makeId: makes.id,
          makeName: makes.name,
          modelId: models.id,
          modelName: models.name,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(auctions)
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .where(and(...conditions))
        .groupBy(makes.id, makes.name, models.id, models.name)
        .orderBy(asc(makes.name), asc(models.name));
    },

    /**
     * The newest published inspection of the car of one auction, found by the auction id alone.
     * A draft never reaches a dealer (docs/inspections.md).
     */
    async findActiveInspectionOfAuction(auctionId: number): Promise<InspectionRow | null> {
      const [row] = await db
        .select({ inspection: inspections })
        .from(auctions)
        .innerJoin(inspections, eq(inspections.inventoryId, auctions.inventoryId))
        .where(and(eq(auctions.id, auctionId), eq(inspections.status, 'published')))
        .orderBy(desc(inspections.version), desc(inspections.id))
        .limit(1);
      return row?.inspection ?? null;
    },

    /** The newest published inspection of each car; drafts are never shown. */
    async findActiveInspections(inventoryIds: number[]): Promise<Map<number, InspectionRow>> {
      if (inventoryIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([inspections.inventoryId])
        .from(inspections)
        .where(
          and(inArray(inspections.inventoryId, inventoryIds), eq(inspections.status, 'published')),
        )
        .orderBy(inspections.inventoryId, desc(inspections.version), desc(inspections.id));
      return new Map(rows.map((row) => [row.inventoryId, row]));
    },

    /**
     * The caller's own bids on the given auctions, oldest first: those of the current window only,
     * as only they stand (a restart opens a new round; LIFE-5).
     */
    async findUserBids(userId: number, auctionIds: number[]): Promise<BidRow[]> {
      if (auctionIds.length === 0) return [];
      return ownBids([userId], auctionIds);
    },

    /**
     * What each of some dealers has placed on one auction: their latest bids of the current
     * window, standing max bid and snap-it. Answers everyone a batch of bids decided in three reads.
     */
    async findOwnOnAuction(userIds: number[], auctionId: number) {
      if (userIds.length === 0) return { userBids: [], maxBids: [], snapIts: [] };
      const [userBids, standing, snaps] = await Promise.all([
        ownBids(userIds, [auctionId]),
        db
          .select({
            id: maxBids.id,
            userId: maxBids.userId,
            auctionId: maxBids.auctionId,
            ceiling: maxBids.ceiling,
          })
          .from(maxBids)
          .where(
            and(
              inArray(maxBids.userId, userIds),
              eq(maxBids.status, 'active'),
              eq(maxBids.auctionId, auctionId),
            ),
          ),
        db
          .select({
            id: snapIts.id,
            userId: snapIts.userId,
            auctionId: snapIts.auctionId,
            amount: snapIts.amount,
            status: snapIts.status,
            failReason: snapIts.failReason,
          })
          .from(snapIts)
          .where(and(inArray(snapIts.userId, userIds), eq(snapIts.auctionId, auctionId))),
      ]);
      return { userBids, maxBids: standing, snapIts: snaps };
    },

    /** The caller's standing max bids on the given auctions. */
    async findOwnMaxBids(userId: number, auctionIds: number[]) {
      if (auctionIds.length === 0) return [];
      return db
        .select({ id: maxBids.id, auctionId: maxBids.auctionId, ceiling: maxBids.ceiling })
        .from(maxBids)
        .where(
          and(
            eq(maxBids.userId, userId),
            eq(maxBids.status, 'active'),
            inArray(maxBids.auctionId, auctionIds),
          ),
        );
    },

    /** The caller's snap-its on the given auctions. */
    async findOwnSnapIts(userId: number, auctionIds: number[]) {
      if (auctionIds.length === 0) return [];
      return db
        .select({
          id: snapIts.id,
          auctionId: snapIts.auctionId,
          amount: snapIts.amount,
          status: snapIts.status,
          failReason: snapIts.failReason,
        })
        .from(snapIts)
        .where(and(eq(snapIts.userId, userId), inArray(snapIts.auctionId, auctionIds)));
    },

    /** The latest bids of one auction, newest first. */
    findBidHistory(auctionId: number, limit: number): Promise<BidRow[]> {
      return db
        .select()
        .from(bids)
        .where(eq(bids.auctionId, auctionId))
        .orderBy(desc(bids.id))
        .limit(limit);
    },
  };
}

export type AuctionsRepository = ReturnType<typeof createAuctionsRepository>;
