import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { compiledStatement } from '../../db/compiled-statement';
import { parseJson, rowFromJson } from '../../db/row-json';
import { containsPattern } from '../../lib/like-pattern';
import {
  auctionViewColumns,
  awardedBid,
  highestBid,
  historyBidFromJson,
  latestOwnBids,
  ownBidFromJson,
  type BidRow,
  type InspectionRow,
  type OwnBidRow,
  type SnapItJson,
} from './auction-view.repository';
import { findWholeAuction } from './whole-auction.repository';

export {
  OWN_BIDS_SHOWN,
  type BidRow,
  type HistoryBidRow,
  type InspectionRow,
  type OwnBidRow,
  type SnapItJson,
} from './auction-view.repository';
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

export type AuctionViewRow = Awaited<ReturnType<AuctionsRepository['findViewsByIds']>>[number];
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

/**
 * The auction as a batch of dealers sees it, in one statement: the view, its latest bids, and each
 * dealer's own latest bids, standing max bid and snap-it, the lists as JSON. Compiled once and
 * prepared by name; it runs on the prepared pool (a page, a rejection refused early), or inside a
 * bid's transaction, written with its COMMIT (`findAnswer`'s executor).
 */
const answerStatement = compiledStatement((ex: Executor) =>
  ex
    .select({
      ...auctionViewColumns,
      // The two wide rows as one JSON value each: the driver would otherwise describe and parse
      // their 54 columns one by one on every answer (docs/benchmarks.md).
      auction: sql<Record<string, unknown>>`row_to_json(${auctions})`,
      inventory: sql<Record<string, unknown>>`row_to_json(${inventories})`,
      inspection: sql<Record<string, unknown> | null>`(
          select row_to_json(i) from ${inspections} i
          where i.inventory_id = ${auctions.inventoryId} and i.status = 'published'
          order by i.version desc, i.id desc limit 1)`,
      history: sql<Record<string, unknown>[]>`(
          select coalesce(json_agg(h order by h.id desc), '[]'::json)
          from (select id, user_id, amount, bidder_no, created_at
                from ${bids} where ${bids.auctionId} = ${auctions.id}
                  and ${bids.createdAt} >= ${auctions.timeStart}
                order by ${bids.id} desc limit ${sql.placeholder('historyLength')}) h)`,
      ownBids: sql<Record<string, unknown>[]>`(
          select coalesce(json_agg(o order by o.id), '[]'::json)
          from unnest(${sql.placeholder('userIds')}::int[]) u(user_id)
          cross join lateral ${latestOwnBids(sql`u.user_id`)} o)`,
      ownMaxBids: sql<{ id: number; userId: number; auctionId: number; ceiling: number }[]>`(
          select coalesce(json_agg(json_build_object(
            'id', m.id, 'userId', m.user_id, 'auctionId', m.auction_id, 'ceiling', m.ceiling)), '[]'::json)
          from ${maxBids} m
          where m.auction_id = ${auctions.id} and m.status = 'active'
            and m.user_id = any(${sql.placeholder('userIds')}::int[]))`,
      ownSnapIts: sql<SnapItJson[]>`(
          select coalesce(json_agg(json_build_object(
            'id', s.id, 'userId', s.user_id, 'auctionId', s.auction_id, 'amount', s.amount,
            'status', s.status, 'failReason', s.fail_reason)), '[]'::json)
          from ${snapIts} s
          where s.auction_id = ${auctions.id}
            and s.user_id = any(${sql.placeholder('userIds')}::int[]))`,
    })
    .from(auctions)
    .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
    .innerJoin(makes, eq(makes.id, inventories.makeId))
    .innerJoin(models, eq(models.id, inventories.modelId))
    .innerJoin(markets, eq(markets.code, auctions.market))
    .leftJoin(highestBid, eq(highestBid.id, auctions.highestBidId))
    .leftJoin(awardedBid, eq(awardedBid.id, auctions.awardedBidId))
    .where(eq(auctions.id, sql.placeholder('auctionId')))
    .limit(1)
    .prepare('answer_auction'),
);

/**
 * `prepared` runs the statements prepared by name below (`DatabaseHandle.prepared`): planned once
 * per connection, not on every call.
 */
export function createAuctionsRepository(db: Database, prepared: Database = db) {
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
   * A bid history read, prepared once: the SQL is built once per process and each PostgreSQL
   * connection of `prepared` parses and plans it once, not on every read.
   */
  const answerReads = {
    // The current window's bids only: a restart opens a new round (LIFE-5).
    history: prepared
      .select(getTableColumns(bids))
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(
        and(
          eq(bids.auctionId, sql.placeholder('auctionId')),
          gte(bids.createdAt, auctions.timeStart),
        ),
      )
      .orderBy(desc(bids.id))
      .limit(sql.placeholder('limit'))
      .prepare('answer_bid_history'),
  };

  /**
   * One dealer's bids on some auctions in the current window (a restart starts a new one), at most
   * the latest OWN_BIDS_SHOWN per auction and sealed bid type, oldest first: an answer stays small
   * however often a dealer bid.
   */
  async function ownBids(userId: number, auctionIds: number[]): Promise<OwnBidRow[]> {
    const [row] = await db
      .select({
        bids: sql<Record<string, unknown>[]>`coalesce(json_agg(o order by o.id), '[]'::json)`,
      })
      .from(auctions)
      .crossJoinLateral(sql`${latestOwnBids(sql`${userId}::int`)} o`)
      .where(inArray(auctions.id, auctionIds));
    return parseJson<Record<string, unknown>[]>(row?.bids ?? []).map(ownBidFromJson);
  }

  return {
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
    async findUserBids(userId: number, auctionIds: number[]): Promise<OwnBidRow[]> {
      if (auctionIds.length === 0) return [];
      return ownBids(userId, auctionIds);
    },

    /**
     * One auction with everything a batch of dealers needs to see it, in one statement: its view,
     * its active inspection, its latest `historyLength` bids, and each dealer's own latest bids of
     * the current window, standing max bid and snap-it.
     */
    async findAnswer(
      auctionId: number,
      userIds: number[],
      historyLength: number,
      executor: Executor = prepared,
    ) {
      const [row] = await answerStatement(executor, { auctionId, userIds, historyLength });
      if (!row) return undefined;
      const { inspection, history, ownBids: own, ownMaxBids, ownSnapIts, ...rest } = row;
      const inspectionJson = parseJson<Record<string, unknown> | null>(inspection);
      const view: AuctionViewRow = {
        ...rest,
        auction: rowFromJson(auctions, parseJson(rest.auction)),
        inventory: rowFromJson(inventories, parseJson(rest.inventory)),
      };
      return {
        view,
        inspection: inspectionJson ? rowFromJson(inspections, inspectionJson) : null,
        history: parseJson<Record<string, unknown>[]>(history).map(historyBidFromJson),
        userBids: parseJson<Record<string, unknown>[]>(own).map(ownBidFromJson),
        maxBids: parseJson<typeof ownMaxBids>(ownMaxBids),
        snapIts: parseJson<SnapItJson[]>(ownSnapIts),
      };
    },

    /** One auction whole (`whole-auction.repository.ts`), on the prepared pool unless told. */
    findWhole(auctionId: number, unless: string | null, executor: Executor = prepared) {
      return findWholeAuction(executor, auctionId, unless);
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
      return answerReads.history.execute({ auctionId, limit });
    },
  };
}

export type AuctionsRepository = ReturnType<typeof createAuctionsRepository>;
