import { sql } from 'drizzle-orm';
import { carStamp } from '../../db/car-stamp';
import type { Database } from '../../db/client';
import { directStatement } from '../../db/direct-statement';
import { parseJson } from '../../db/row-json';
import {
  auctions,
  bids,
  markets,
  maxBidEvents,
  maxBids,
  notices,
  noticesUnpublished,
} from '../../db/schema';
import type { IncrementTierRow } from '../../db/schema';
import type { AuctionAfterBids, NewBid } from './bids.repository';

const p = (name: string) => sql.placeholder(name);

/**
 * Each checked auction's row version and its car's stamp, as committed when the statement began,
 * and whether its market's bidding rules are still the ones given (staff edit a market without
 * touching its auctions). It reads and locks nothing, so it rides in the statement of other
 * auctions' writes as well as in one of its own.
 */
const checkedSql = sql`checked as (
      select c.auction_id, a.xmin::text as version, ${carStamp(sql`a.inventory_id`)} as stamp,
        exists (select 1 from ${markets} m where m.code = a.market
          and m.increments = c.increments::jsonb
          and m.extend_window_seconds = c.extend_window_seconds) as rules
      from unnest(${p('checkIds')}::int[], ${p('checkIncrements')}::text[],
          ${p('checkWindows')}::int[]) as c(auction_id, increments, extend_window_seconds)
      join ${auctions} a on a.id = c.auction_id)`;

/** The max bids a call places: each saved (one row per dealer and auction) and logged. */
const maxBidsSql = sql`
    saved_max as (
      insert into ${maxBids} (auction_id, user_id, group_id, ceiling, commit_seq, status,
        created_at, updated_at)
      select m.auction_id, m.user_id, m.group_id, m.ceiling, m.commit_seq, 'active',
        m.created_at, m.created_at
      from unnest(${p('maxAuctionIds')}::int[], ${p('maxUserIds')}::int[],
          ${p('maxGroupIds')}::int[], ${p('maxCeilings')}::bigint[], ${p('maxCommitSeqs')}::int[],
          ${p('maxCreatedAts')}::timestamptz[])
        as m(auction_id, user_id, group_id, ceiling, commit_seq, created_at)
      where m.auction_id in (select id from moved)
      on conflict (auction_id, user_id) do update set
        ceiling = excluded.ceiling, commit_seq = excluded.commit_seq, status = 'active',
        updated_at = excluded.updated_at
      returning auction_id, user_id, id),
    logged_max as (
      insert into ${maxBidEvents} (auction_id, user_id, kind, ceiling, commit_seq, created_at)
      select l.auction_id, l.user_id, 'place', l.ceiling, l.commit_seq, l.created_at
      from unnest(${p('logAuctionIds')}::int[], ${p('logUserIds')}::int[],
          ${p('logCeilings')}::bigint[], ${p('logCommitSeqs')}::int[],
          ${p('logCreatedAts')}::timestamptz[])
        with ordinality as l(auction_id, user_id, ceiling, commit_seq, created_at, n)
      where l.auction_id in (select id from moved)
      order by l.n),`;

const maxBidIdsJson = sql`(select coalesce(json_agg(json_build_array(auction_id, user_id, id)),
      '[]'::json) from saved_max)`;

const checkedJson = sql`(select coalesce(json_agg(json_build_array(c.auction_id, c.version, c.stamp,
      c.rules)), '[]'::json) from checked c)`;

/** Which of the statement's optional parts a call needs: a part left out costs nothing to set up. */
interface WriteParts {
  maxBids: boolean;
  checks: boolean;
}

/**
 * Batches of changes decided on the auctions a node holds, one batch per auction, written in one
 * statement outside any transaction; each auction's batch is written only if its row is still the
 * version the batch was decided on (ADR 0009).
 *
 * Each auction's update carries its condition: the row's `xmin` (PostgreSQL's row version, new on
 * every update of the row by anyone), its commitment counter, and its market's bidding rules as
 * they were read. Every other part of an auction's batch is written only if that auction's update
 * was (`in (select id from moved)`): all of a batch is written or none of it, whatever the others
 * do. The statement first locks the auctions' rows in the order of their ids (`locked`), and
 * waits for none: a row another transaction holds (staff, the clock's close, another node under
 * the lock or in its own statement) is skipped, and that batch writes nothing and is answered
 * `busy`, to be decided under the row lock, where only its own auction waits. One auction's
 * locked row therefore never holds up the other auctions' batches of the statement, nor the
 * node's statements after it. An auction is updated only once `locked` has brought it, so each
 * auction's max bids are written only once it is updated.
 *
 * A batch is judged at a moment of the auction's clock, and the end it was judged against must
 * not have passed when its auction's row is locked: a batch that waited in the node's queue, or a
 * statement that reached its rows, later than the time it had left writes nothing, and is judged
 * again. Each
 * batch's time left is its end less the node's clock as the statement is sent (`msLeft`), measured
 * against the database's clock from the statement's start, so the two clocks need not agree.
 *
 * The bids' ids are taken from their sequence before the updates, in the bids' order, so each
 * update can point its auction at its highest bid; a batch that writes nothing leaves a gap in the
 * ids. The statement commits all the written batches at once: one commit for every auction.
 *
 * Other auctions' checks (`checked`) ride along: a batch of only refusals on an auction that is
 * not written here is confirmed by the same round trip, on the statement's snapshot.
 */
function writeSqlOf(parts: WriteParts) {
  return sql`
    with ${parts.checks ? sql`${checkedSql},` : sql``}
    items as (
      select * from unnest(${p('auctionIds')}::int[], ${p('versions')}::text[],
          ${p('fromSeqs')}::int[], ${p('increments')}::text[], ${p('extendWindows')}::int[],
          ${p('inventoryIds')}::int[], ${p('lastBids')}::int[], ${p('highestAmounts')}::bigint[],
          ${p('leaderIds')}::int[], ${p('leaderCommitSeqs')}::int[], ${p('bidCounts')}::int[],
          ${p('biddersCounts')}::int[], ${p('timeEnds')}::timestamptz[], ${p('commitSeqs')}::int[],
          ${p('maxBidCounts')}::int[], ${p('updatedAts')}::timestamptz[], ${p('msLeft')}::int[])
        as t(auction_id, version, from_seq, increments, extend_window_seconds, inventory_id,
          last_bid, highest_amount, leader_id, leader_commit_seq, bid_count, bidders_count,
          time_end, commit_seq, max_bid_count, updated_at, ms_left)),
    locked as materialized (
      select a.id from ${auctions} a
      where a.id = any(${p('auctionIds')}::int[])
      order by a.id
      for update of a skip locked),
    locks_taken as materialized (
      select clock_timestamp() as at from (select count(*) from locked) l),
    bid_ids as (
      select n, nextval('bids_id_seq'::regclass) as id
      from generate_series(1, cardinality(${p('bidAuctionIds')}::int[])) as n),
    moved as (
      update ${auctions} a set
        highest_amount = t.highest_amount,
        highest_bid_id = coalesce((select i.id from bid_ids i where i.n = t.last_bid), a.highest_bid_id),
        leader_id = t.leader_id,
        leader_commit_seq = t.leader_commit_seq,
        bid_count = t.bid_count,
        bidders_count = t.bidders_count,
        time_end = t.time_end,
        commit_seq = t.commit_seq,
        max_bid_count = t.max_bid_count,
        updated_at = t.updated_at
      from (select t.* from items t join locked l on l.id = t.auction_id) t
      where a.id = t.auction_id
        and a.xmin = t.version::xid
        and a.commit_seq = t.from_seq
        and exists (select 1 from ${markets} m where m.code = a.market
          and m.increments = t.increments::jsonb
          and m.extend_window_seconds = t.extend_window_seconds)
        and (select at from locks_taken) < statement_timestamp() + t.ms_left * interval '1 millisecond'
      returning a.id, a.xmin::text as version),
    new_bids as (
      insert into ${bids} (id, auction_id, user_id, group_id, bidder_no, amount, kind, bid_type,
        commit_seq, cause_seq, created_at)
      select i.id, b.auction_id, b.user_id, b.group_id, b.bidder_no, b.amount, b.kind,
        b.bid_type, b.commit_seq, b.cause_seq, b.created_at
      from unnest(${p('bidAuctionIds')}::int[], ${p('userIds')}::int[], ${p('groupIds')}::int[],
          ${p('bidderNos')}::int[], ${p('amounts')}::bigint[], ${p('kinds')}::text[],
          ${p('bidTypes')}::text[], ${p('bidCommitSeqs')}::int[], ${p('causeSeqs')}::int[],
          ${p('createdAts')}::timestamptz[])
        with ordinality as b(auction_id, user_id, group_id, bidder_no, amount, kind, bid_type,
          commit_seq, cause_seq, created_at, n)
      join bid_ids i on i.n = b.n
      where b.auction_id in (select id from moved)
      order by b.n),
${parts.maxBids ? maxBidsSql : sql``}
    new_notices as (
      insert into ${notices} (app, channel, event, data, user_id, group_id, created_at)
      select e->>'app', e->>'channel', e->>'event', e->'data', (e->>'userId')::int,
        (e->>'groupId')::int, coalesce((e->>'createdAt')::timestamptz, now())
      from jsonb_array_elements(${p('notices')}::jsonb) with ordinality as r(e, n)
      join unnest(${p('noticeAuctionIds')}::int[]) with ordinality as na(auction_id, n) on na.n = r.n
      where na.auction_id in (select id from moved)
      order by r.n
      returning id),
    queued_notices as (insert into ${noticesUnpublished} (id) select id from new_notices)
    select (select coalesce(json_agg(json_build_array(id, version)), '[]'::json) from moved) as moved,
      (select coalesce(json_agg(id), '[]'::json) from locked) as locked,
      (select coalesce(json_agg(id order by n), '[]'::json) from bid_ids) as bid_ids,
      ${parts.maxBids ? maxBidIdsJson : sql`'[]'::json`} as max_bid_ids,
      (select coalesce(json_agg(id order by id), '[]'::json) from new_notices) as notice_ids,
      (select coalesce(json_agg(json_build_array(t.auction_id, ${carStamp(sql`t.inventory_id`)})),
        '[]'::json) from items t) as stamps,
      ${parts.checks ? checkedJson : sql`'[]'::json`} as checked`;
}

/**
 * The write prepared four ways, by whether the call places max bids and checks other auctions:
 * PostgreSQL sets up every part of a statement on each run, empty or not, so a lone bid's write
 * leaves out the parts it would pass nothing.
 */
const writeStatements = {
  plain: directStatement('write_held_batches', writeSqlOf({ maxBids: false, checks: false })),
  max: directStatement('write_held_batches_max', writeSqlOf({ maxBids: true, checks: false })),
  checked: directStatement(
    'write_held_batches_checked',
    writeSqlOf({ maxBids: false, checks: true }),
  ),
  maxChecked: directStatement(
    'write_held_batches_max_checked',
    writeSqlOf({ maxBids: true, checks: true }),
  ),
};

function writeStatementFor(parts: WriteParts) {
  if (parts.maxBids) return parts.checks ? writeStatements.maxChecked : writeStatements.max;
  return parts.checks ? writeStatements.checked : writeStatements.plain;
}

const checkStatement = directStatement(
  'check_held_auctions',
  sql`with ${checkedSql} select ${checkedJson} as checked`,
);

/** The version a batch was decided on, and what the write must find unchanged besides it. */
export interface HeldVersion {
  auctionId: number;
  version: string;
  commitSeq: number;
  inventoryId: number;
  increments: IncrementTierRow[];
  extendWindowSeconds: number;
  /** The auction's end the batch was judged against (epoch ms). */
  timeEnd: number;
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
  /** How many notices `noticesJson` holds. */
  noticeCount: number;
  createdAt: Date;
  after: AuctionAfterBids;
}

/** One auction's batch, decided on `held`. */
export interface HeldBatchItem {
  held: HeldVersion;
  batch: HeldBatchWrite;
}

/** What the write answered for one batch: nothing written (`version: null`), or its ids and version. */
export interface HeldWritten {
  version: string | null;
  /**
   * Its auction's row was not locked: another transaction held it (or the auction is gone), so
   * the batch wrote nothing without waiting, and the row lock decides it.
   */
  busy: boolean;
  bidIds: number[];
  /** The id of each placed max bid's row, by dealer. */
  maxBidIds: Map<number, number>;
  noticeIds: number[];
  stamp: string;
}

/** What a batch of only refusals must find unchanged: the auction and its market's rules. */
export type HeldCheck = Pick<HeldVersion, 'auctionId' | 'increments' | 'extendWindowSeconds'>;

/** An auction as committed: its row's version, its car's stamp, and whether its rules are the held ones. */
export interface HeldSeen {
  version: string;
  stamp: string;
  rules: boolean;
}

/** What one statement answered: each written batch's outcome, and each check's (undefined once gone). */
export interface HeldAnswered {
  written: HeldWritten[];
  seen: (HeldSeen | undefined)[];
}

const asNumbers = (value: unknown) => parseJson<(number | string)[]>(value).map(Number);

/** The rows of a JSON array's text, without its brackets; empty for an empty array. */
const jsonRows = (json: string) => json.slice(1, -1).trim();

/** The statement's values for batches of distinct auctions, sorted by auction id, sent at `now`. */
function valuesOf(
  items: readonly HeldBatchItem[],
  now: number,
  checks: readonly HeldCheck[],
): Record<string, unknown> {
  const column = <T>(pick: (item: HeldBatchItem) => T) => items.map(pick);
  const bidsOf = items.flatMap(({ held, batch }) =>
    batch.bids.map((bid) => ({ auctionId: held.auctionId, at: batch.createdAt, bid })),
  );
  const placements = items.flatMap(({ held, batch }) =>
    batch.maxBids.map((maxBid) => ({ auctionId: held.auctionId, at: batch.createdAt, maxBid })),
  );
  // A max bid placed twice in one batch is saved once, with its last ceiling, and logged twice.
  const saved = new Map<string, (typeof placements)[number]>();
  for (const placement of placements)
    saved.set(`${placement.auctionId}:${placement.maxBid.userId}`, placement);
  let lastBid = 0;
  // The checks' values go last: V8 adds every property written after a leading spread one by one
  // on a slow path (about a microsecond each), where a spread at the end costs next to nothing.
  return {
    auctionIds: column((i) => i.held.auctionId),
    versions: column((i) => i.held.version),
    fromSeqs: column((i) => i.held.commitSeq),
    increments: column((i) => JSON.stringify(i.held.increments)),
    extendWindows: column((i) => i.held.extendWindowSeconds),
    inventoryIds: column((i) => i.held.inventoryId),
    lastBids: column((i) => {
      lastBid += i.batch.bids.length;
      return i.batch.bids.length > 0 ? lastBid : null;
    }),
    highestAmounts: column((i) => i.batch.after.highestAmount),
    leaderIds: column((i) => i.batch.after.leaderId),
    leaderCommitSeqs: column((i) => i.batch.after.leaderCommitSeq),
    bidCounts: column((i) => i.batch.after.bidCount),
    biddersCounts: column((i) => i.batch.after.biddersCount),
    timeEnds: column((i) => i.batch.after.timeEnd.toISOString()),
    commitSeqs: column((i) => i.batch.after.commitSeq),
    maxBidCounts: column((i) => i.batch.after.maxBidCount),
    updatedAts: column((i) => i.batch.after.updatedAt.toISOString()),
    // Within int range; a batch whose end has passed by the node's clock is never written.
    msLeft: column((i) => Math.max(0, Math.min(i.held.timeEnd - now, 2_000_000_000))),
    bidAuctionIds: bidsOf.map((b) => b.auctionId),
    userIds: bidsOf.map((b) => b.bid.userId),
    groupIds: bidsOf.map((b) => b.bid.groupId),
    bidderNos: bidsOf.map((b) => b.bid.bidderNo),
    amounts: bidsOf.map((b) => b.bid.amount),
    kinds: bidsOf.map((b) => b.bid.kind),
    bidTypes: bidsOf.map((b) => b.bid.bidType ?? null),
    bidCommitSeqs: bidsOf.map((b) => b.bid.commitSeq),
    causeSeqs: bidsOf.map((b) => b.bid.causeSeq),
    createdAts: bidsOf.map((b) => b.at.toISOString()),
    maxAuctionIds: [...saved.values()].map((m) => m.auctionId),
    maxUserIds: [...saved.values()].map((m) => m.maxBid.userId),
    maxGroupIds: [...saved.values()].map((m) => m.maxBid.groupId),
    maxCeilings: [...saved.values()].map((m) => m.maxBid.ceiling),
    maxCommitSeqs: [...saved.values()].map((m) => m.maxBid.commitSeq),
    maxCreatedAts: [...saved.values()].map((m) => m.at.toISOString()),
    logAuctionIds: placements.map((m) => m.auctionId),
    logUserIds: placements.map((m) => m.maxBid.userId),
    logCeilings: placements.map((m) => m.maxBid.ceiling),
    logCommitSeqs: placements.map((m) => m.maxBid.commitSeq),
    logCreatedAts: placements.map((m) => m.at.toISOString()),
    notices: `[${items
      .map((i) => jsonRows(i.batch.noticesJson))
      .filter((rows) => rows.length > 0)
      .join(',')}]`,
    noticeAuctionIds: items.flatMap((i) =>
      Array.from({ length: i.batch.noticeCount }, () => i.held.auctionId),
    ),
    ...checkValues(checks),
  };
}

function checkValues(checks: readonly HeldCheck[]): Record<string, unknown> {
  return {
    checkIds: checks.map((c) => c.auctionId),
    checkIncrements: checks.map((c) => JSON.stringify(c.increments)),
    checkWindows: checks.map((c) => c.extendWindowSeconds),
  };
}

/** Each check's answer, in the order given. */
function seenOf(checks: readonly HeldCheck[], checked: unknown): (HeldSeen | undefined)[] {
  const seen = new Map(
    parseJson<[number, string, string, boolean][]>(checked).map(([id, version, stamp, rules]) => [
      Number(id),
      { version, stamp, rules: rules === true },
    ]),
  );
  return checks.map((c) => seen.get(c.auctionId));
}

export function createHeldWriteRepository() {
  return {
    /**
     * Writes batches of distinct auctions in one statement, sent at `now` by the auctions' clock,
     * and checks other auctions in it; answers each batch's outcome and each check's, in the
     * order given.
     */
    async writeBatches(
      db: Database,
      given: readonly HeldBatchItem[],
      now: number,
      checks: readonly HeldCheck[] = [],
    ): Promise<HeldAnswered> {
      const ids = [...given.map((i) => i.held.auctionId), ...checks.map((c) => c.auctionId)];
      if (new Set(ids).size !== ids.length)
        throw new Error('one statement writes or checks at most one batch per auction');
      const items = [...given].sort((a, b) => a.held.auctionId - b.held.auctionId);
      const statement = writeStatementFor({
        maxBids: items.some((i) => i.batch.maxBids.length > 0),
        checks: checks.length > 0,
      });
      const result = await statement(db, valuesOf(items, now, checks));
      const row = result.rows[0]!;
      const moved = new Map(
        parseJson<[number, string][]>(row.moved).map(([id, version]) => [Number(id), version]),
      );
      const bidIds = asNumbers(row.bid_ids);
      const noticeIds = asNumbers(row.notice_ids);
      const maxBidIds = parseJson<[number, number, number | string][]>(row.max_bid_ids);
      const locked = new Set(asNumbers(row.locked));
      const stamps = new Map(
        parseJson<[number, string][]>(row.stamps).map(([id, stamp]) => [Number(id), stamp]),
      );
      const written = new Map<number, HeldWritten>();
      let bidAt = 0;
      let noticeAt = 0;
      for (const { held, batch } of items) {
        const version = moved.get(held.auctionId) ?? null;
        const ids = bidIds.slice(bidAt, bidAt + batch.bids.length);
        bidAt += batch.bids.length;
        const noticesOfBatch =
          version === null ? [] : noticeIds.slice(noticeAt, noticeAt + batch.noticeCount);
        if (version !== null) noticeAt += batch.noticeCount;
        written.set(held.auctionId, {
          version,
          busy: !locked.has(held.auctionId),
          bidIds: version === null ? [] : ids,
          maxBidIds: new Map(
            maxBidIds
              .filter(([auctionId]) => Number(auctionId) === held.auctionId)
              .map(([, userId, id]) => [Number(userId), Number(id)]),
          ),
          noticeIds: noticesOfBatch,
          stamp: stamps.get(held.auctionId) ?? '',
        });
      }
      return {
        written: given.map((i) => written.get(i.held.auctionId)!),
        seen: seenOf(checks, row.checked),
      };
    },

    /**
     * Auctions' versions and car stamps as committed, and whether their markets' rules are the
     * held ones, in one statement; undefined for one that is gone.
     */
    async check(db: Database, checks: readonly HeldCheck[]): Promise<(HeldSeen | undefined)[]> {
      if (new Set(checks.map((c) => c.auctionId)).size !== checks.length)
        throw new Error('one statement checks an auction at most once');
      const result = await checkStatement(db, checkValues(checks));
      return seenOf(checks, result.rows[0]!.checked);
    },
  };
}

export type HeldWriteRepository = ReturnType<typeof createHeldWriteRepository>;
