import { sql } from 'drizzle-orm';
import { carStamp } from '../../db/car-stamp';
import type { Executor } from '../../db/client';
import { compiledSql } from '../../db/compiled-statement';
import { parseJson } from '../../db/row-json';
import { auctions, bids, markets, maxBidEvents, maxBids, notices } from '../../db/schema';
import type { IncrementTierRow } from '../../db/schema';
import type { AuctionAfterBids, NewBid } from './bids.repository';

const p = (name: string) => sql.placeholder(name);

/**
 * A batch of changes decided on the auction a node holds, written in one statement, outside any
 * transaction, only if the auction's row is still the version they were decided on (ADR 0009).
 *
 * The auction's update carries the condition: its `xmin` (PostgreSQL's row version, new on every
 * update of the row by anyone), its commitment counter, and its market's bidding rules as they were
 * read. Every other part writes only if the update did (`exists (select 1 from moved)`), so either
 * all of the batch is written or nothing is. When another transaction holds the row, the update
 * waits for it and then judges the condition on the row it left: a change another node committed
 * meanwhile makes it write nothing. Referring to `moved` also makes the auction's row the first one
 * the statement locks, as every transaction on an auction does, so no two of them deadlock.
 *
 * The bids' ids are taken from their sequence before the update, in the batch's order, so the
 * update can point the auction at its highest bid; a batch that writes nothing leaves a gap in
 * the ids and nothing else. A max bid placed twice in one batch is saved once, with its last
 * ceiling, and logged twice.
 */
const writeStatement = compiledSql(
  'write_held_batch',
  sql`
    with bid_ids as (
      select n, nextval('bids_id_seq'::regclass) as id
      from generate_series(1, cardinality(${p('userIds')}::int[])) as n),
    moved as (
      update ${auctions} a set
        highest_amount = ${p('highestAmount')}::bigint,
        highest_bid_id = coalesce((select max(id) from bid_ids), a.highest_bid_id),
        leader_id = ${p('leaderId')}::int,
        leader_commit_seq = ${p('leaderCommitSeq')}::int,
        bid_count = ${p('bidCount')}::int,
        bidders_count = ${p('biddersCount')}::int,
        time_end = ${p('timeEnd')}::timestamptz,
        commit_seq = ${p('commitSeq')}::int,
        max_bid_count = ${p('maxBidCount')}::int,
        updated_at = ${p('updatedAt')}::timestamptz
      where a.id = ${p('auctionId')}::int
        and a.xmin = ${p('version')}::text::xid
        and a.commit_seq = ${p('fromSeq')}::int
        and exists (select 1 from ${markets} m where m.code = a.market
          and m.increments = ${p('increments')}::jsonb
          and m.extend_window_seconds = ${p('extendWindowSeconds')}::int)
      returning a.xmin::text as version),
    new_bids as (
      insert into ${bids} (id, auction_id, user_id, group_id, bidder_no, amount, kind, bid_type,
        commit_seq, cause_seq, created_at)
      select i.id, ${p('auctionId')}::int, b.user_id, b.group_id, b.bidder_no, b.amount, b.kind,
        b.bid_type, b.commit_seq, b.cause_seq, ${p('createdAt')}::timestamptz
      from unnest(${p('userIds')}::int[], ${p('groupIds')}::int[], ${p('bidderNos')}::int[],
          ${p('amounts')}::bigint[], ${p('kinds')}::text[], ${p('bidTypes')}::text[],
          ${p('commitSeqs')}::int[], ${p('causeSeqs')}::int[])
        with ordinality as b(user_id, group_id, bidder_no, amount, kind, bid_type, commit_seq,
          cause_seq, n)
      join bid_ids i on i.n = b.n
      where exists (select 1 from moved)
      order by b.n),
    saved_max as (
      insert into ${maxBids} (auction_id, user_id, group_id, ceiling, commit_seq, status,
        created_at, updated_at)
      select ${p('auctionId')}::int, m.user_id, m.group_id, m.ceiling, m.commit_seq, 'active',
        ${p('createdAt')}::timestamptz, ${p('createdAt')}::timestamptz
      from unnest(${p('maxUserIds')}::int[], ${p('maxGroupIds')}::int[],
        ${p('maxCeilings')}::bigint[], ${p('maxCommitSeqs')}::int[])
        as m(user_id, group_id, ceiling, commit_seq)
      where exists (select 1 from moved)
      on conflict (auction_id, user_id) do update set
        ceiling = excluded.ceiling, commit_seq = excluded.commit_seq, status = 'active',
        updated_at = excluded.updated_at
      returning user_id, id),
    logged_max as (
      insert into ${maxBidEvents} (auction_id, user_id, kind, ceiling, commit_seq, created_at)
      select ${p('auctionId')}::int, l.user_id, 'place', l.ceiling, l.commit_seq,
        ${p('createdAt')}::timestamptz
      from unnest(${p('logUserIds')}::int[], ${p('logCeilings')}::bigint[],
        ${p('logCommitSeqs')}::int[]) with ordinality as l(user_id, ceiling, commit_seq, n)
      where exists (select 1 from moved)
      order by l.n),
    new_notices as (
      insert into ${notices} (app, channel, event, data, user_id, group_id, created_at)
      select e->>'app', e->>'channel', e->>'event', e->'data', (e->>'userId')::int,
        (e->>'groupId')::int, (e->>'createdAt')::timestamptz
      from jsonb_array_elements(${p('notices')}::jsonb) with ordinality as r(e, n)
      where exists (select 1 from moved)
      order by r.n
      returning id)
    select (select version from moved) as version,
      (select coalesce(json_agg(id order by n), '[]'::json) from bid_ids) as bid_ids,
      (select coalesce(json_agg(json_build_array(user_id, id)), '[]'::json) from saved_max) as max_bid_ids,
      (select coalesce(json_agg(id order by id), '[]'::json) from new_notices) as notice_ids,
      ${carStamp(sql`${p('inventoryId')}::int`)} as stamp`,
);

/** The auction's row version and its car's stamp, as committed now. */
const checkStatement = compiledSql(
  'check_held_auction',
  sql`select a.xmin::text as version, ${carStamp(sql`a.inventory_id`)} as stamp
    from ${auctions} a where a.id = ${p('auctionId')}::int`,
);

/** The version a batch was decided on, and what the write must find unchanged besides it. */
export interface HeldVersion {
  auctionId: number;
  version: string;
  commitSeq: number;
  inventoryId: number;
  increments: IncrementTierRow[];
  extendWindowSeconds: number;
}

/** A max bid placed by a change of the batch, with the commitment it was placed at. */
export interface HeldMaxBid {
  userId: number;
  groupId: number;
  ceiling: number;
  commitSeq: number;
}

/** What a batch writes: its bids in ledger order, its max bids in order, its notices, the auction after it. */
export interface HeldBatchWrite {
  bids: NewBid[];
  maxBids: HeldMaxBid[];
  /** The notices' rows as the outbox writes them (`PreparedNotices.rowsJson`). */
  noticesJson: string;
  createdAt: Date;
  after: AuctionAfterBids;
}

/** What the write answered: nothing written (`version: null`), or the ids it gave and the new version. */
export interface HeldWritten {
  version: string | null;
  bidIds: number[];
  /** The id of each placed max bid's row, by dealer. */
  maxBidIds: Map<number, number>;
  noticeIds: number[];
  stamp: string;
}

const asNumbers = (value: unknown) => parseJson<(number | string)[]>(value).map(Number);

export function createHeldWriteRepository() {
  return {
    async writeBatch(ex: Executor, held: HeldVersion, batch: HeldBatchWrite): Promise<HeldWritten> {
      const saved = new Map<number, HeldMaxBid>();
      for (const maxBid of batch.maxBids) saved.set(maxBid.userId, maxBid);
      const { after } = batch;
      const result = await writeStatement(ex, {
        auctionId: held.auctionId,
        version: held.version,
        fromSeq: held.commitSeq,
        increments: JSON.stringify(held.increments),
        extendWindowSeconds: held.extendWindowSeconds,
        inventoryId: held.inventoryId,
        userIds: batch.bids.map((b) => b.userId),
        groupIds: batch.bids.map((b) => b.groupId),
        bidderNos: batch.bids.map((b) => b.bidderNo),
        amounts: batch.bids.map((b) => b.amount),
        kinds: batch.bids.map((b) => b.kind),
        bidTypes: batch.bids.map((b) => b.bidType ?? null),
        commitSeqs: batch.bids.map((b) => b.commitSeq),
        causeSeqs: batch.bids.map((b) => b.causeSeq),
        maxUserIds: [...saved.values()].map((m) => m.userId),
        maxGroupIds: [...saved.values()].map((m) => m.groupId),
        maxCeilings: [...saved.values()].map((m) => m.ceiling),
        maxCommitSeqs: [...saved.values()].map((m) => m.commitSeq),
        logUserIds: batch.maxBids.map((m) => m.userId),
        logCeilings: batch.maxBids.map((m) => m.ceiling),
        logCommitSeqs: batch.maxBids.map((m) => m.commitSeq),
        notices: batch.noticesJson,
        createdAt: batch.createdAt.toISOString(),
        highestAmount: after.highestAmount,
        leaderId: after.leaderId,
        leaderCommitSeq: after.leaderCommitSeq,
        bidCount: after.bidCount,
        biddersCount: after.biddersCount,
        timeEnd: after.timeEnd.toISOString(),
        commitSeq: after.commitSeq,
        maxBidCount: after.maxBidCount,
        updatedAt: after.updatedAt.toISOString(),
      });
      const row = result.rows[0]!;
      const version = (row.version as string | null) ?? null;
      return {
        version,
        bidIds: version === null ? [] : asNumbers(row.bid_ids),
        maxBidIds: new Map(
          parseJson<[number | string, number | string][]>(row.max_bid_ids).map(([user, id]) => [
            Number(user),
            Number(id),
          ]),
        ),
        noticeIds: asNumbers(row.notice_ids),
        stamp: row.stamp as string,
      };
    },

    /** The auction's version and car stamp as committed; undefined once it is gone. */
    async check(ex: Executor, auctionId: number) {
      const result = await checkStatement(ex, { auctionId });
      const row = result.rows[0];
      return row ? { version: row.version as string, stamp: row.stamp as string } : undefined;
    },
  };
}

export type HeldWriteRepository = ReturnType<typeof createHeldWriteRepository>;
