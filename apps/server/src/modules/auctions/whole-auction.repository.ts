import { and, eq, sql } from 'drizzle-orm';
import { carStamp } from '../../db/car-stamp';
import type { Executor } from '../../db/client';
import { compiledStatement } from '../../db/compiled-statement';
import { parseJson, rowFromJson } from '../../db/row-json';
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
import {
  auctionViewColumns,
  awardedBid,
  highestBid,
  historyBidFromJson,
  OWN_BIDS_SHOWN,
  ownBidFromJson,
  type SnapItJson,
} from './auction-view.repository';
import type { WholeAuction } from './whole-auction';

const HISTORY_LENGTH = 50;

/** A standing max bid as the read brings it: id, user, group, ceiling, commit number. */
type StandingTuple = [number, number, number, number, number];

/**
 * One auction with everything any dealer sees of it and everything its bidding rules need, in one
 * statement (one snapshot): the view, its car's stamp, its inspection, its latest bids and every
 * dealer's latest own bids of the current window (per sealed bid type on a closed auction, as
 * `latestOwnBids`), the standing max bids, every snap-it, every bidder number of the current window, and the market's
 * bidding rules as committed. With `unless`, nothing comes back while the auction's row is still
 * at that version.
 */
const wholeStatement = compiledStatement((ex: Executor) => {
  return ex
    .select({
      ...auctionViewColumns,
      auction: sql<Record<string, unknown>>`row_to_json(${auctions})`,
      inventory: sql<Record<string, unknown>>`row_to_json(${inventories})`,
      version: sql<string>`${auctions}.xmin::text`,
      stamp: carStamp(sql`${auctions.inventoryId}`),
      inspection: sql<Record<string, unknown> | null>`(
          select row_to_json(i) from ${inspections} i
          where i.inventory_id = ${auctions.inventoryId} and i.status = 'published'
          order by i.version desc, i.id desc limit 1)`,
      history: sql<Record<string, unknown>[]>`(
          select coalesce(json_agg(h order by h.id desc), '[]'::json)
          from (select id, user_id, amount, bidder_no, created_at
                from ${bids} where ${bids.auctionId} = ${auctions.id}
                  and ${bids.createdAt} >= ${auctions.timeStart}
                order by ${bids.id} desc limit ${HISTORY_LENGTH}) h)`,
      ownBids: sql<Record<string, unknown>[]>`(
          select coalesce(json_agg(o order by o.id), '[]'::json)
          from (select b.id, b.auction_id, b.user_id, b.amount, b.kind, b.bid_type, b.created_at,
                  row_number() over (partition by b.user_id, b.bid_type order by b.id desc) as n
                from ${bids} b
                where b.auction_id = ${auctions.id} and b.created_at >= ${auctions.timeStart}
                  and (b.bid_type is null or ${auctions.type} = 'closed')) o
          where o.n <= ${OWN_BIDS_SHOWN})`,
      standing: sql<StandingTuple[]>`(
          select coalesce(json_agg(json_build_array(
            m.id, m.user_id, m.group_id, m.ceiling, m.commit_seq) order by m.commit_seq), '[]'::json)
          from ${maxBids} m where m.auction_id = ${auctions.id} and m.status = 'active')`,
      snapIts: sql<SnapItJson[]>`(
          select coalesce(json_agg(json_build_object(
            'id', s.id, 'userId', s.user_id, 'auctionId', s.auction_id, 'amount', s.amount,
            'status', s.status, 'failReason', s.fail_reason)), '[]'::json)
          from ${snapIts} s where s.auction_id = ${auctions.id})`,
      bidderNos: sql<[number, number][]>`(
          select coalesce(json_agg(json_build_array(n.user_id, n.bidder_no)), '[]'::json)
          from (select distinct on (b.user_id) b.user_id, b.bidder_no
                from ${bids} b
                where b.auction_id = ${auctions.id} and b.created_at >= ${auctions.timeStart}
                order by b.user_id, b.id) n)`,
      marketIncrements: markets.increments,
      marketExtendWindowSeconds: markets.extendWindowSeconds,
    })
    .from(auctions)
    .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
    .innerJoin(makes, eq(makes.id, inventories.makeId))
    .innerJoin(models, eq(models.id, inventories.modelId))
    .innerJoin(markets, eq(markets.code, auctions.market))
    .leftJoin(highestBid, eq(highestBid.id, auctions.highestBidId))
    .leftJoin(awardedBid, eq(awardedBid.id, auctions.awardedBidId))
    .where(
      and(
        eq(auctions.id, sql.placeholder('auctionId')),
        sql`(${sql.placeholder('unless')}::text is null
          or ${auctions}.xmin::text <> ${sql.placeholder('unless')}::text)`,
      ),
    )
    .limit(1)
    .prepare('whole_auction');
});

/** Groups rows by their dealer, keeping their order. */
function byUser<T extends { userId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.userId);
    if (list) list.push(row);
    else grouped.set(row.userId, [row]);
  }
  return grouped;
}

/**
 * Reads an auction whole ({@link wholeStatement}); undefined when it does not exist, or, with
 * `unless`, when its row is still at that version.
 */
export async function findWholeAuction(
  executor: Executor,
  auctionId: number,
  unless: string | null = null,
): Promise<WholeAuction | undefined> {
  const [row] = await wholeStatement(executor, { auctionId, unless });
  if (!row) return undefined;
  const inspection = parseJson<Record<string, unknown> | null>(row.inspection);
  return {
    version: row.version,
    stamp: row.stamp,
    view: {
      auction: rowFromJson(auctions, parseJson(row.auction)),
      inventory: rowFromJson(inventories, parseJson(row.inventory)),
      makeName: row.makeName,
      modelName: row.modelName,
      currency: row.currency,
      highestBid: row.highestBid,
      awardedBid: row.awardedBid,
    },
    inspection: inspection ? rowFromJson(inspections, inspection) : null,
    history: parseJson<Record<string, unknown>[]>(row.history).map(historyBidFromJson),
    ownBids: byUser(parseJson<Record<string, unknown>[]>(row.ownBids).map(ownBidFromJson)),
    snapIts: new Map(parseJson<SnapItJson[]>(row.snapIts).map((s) => [s.userId, s])),
    standing: parseJson<StandingTuple[]>(row.standing).map(
      ([id, userId, groupId, ceiling, commitSeq]) => ({ id, userId, groupId, ceiling, commitSeq }),
    ),
    bidderNos: new Map(parseJson<[number, number][]>(row.bidderNos)),
    marketIncrements: row.marketIncrements,
    marketExtendWindowSeconds: row.marketExtendWindowSeconds,
  };
}
