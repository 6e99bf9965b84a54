import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { compiledSql, compiledStatement } from '../../db/compiled-statement';
import { auctionRowVersions, lockAfresh } from '../../db/locked-row';
import { parseJson } from '../../db/row-json';
import { auctions, bids, markets, maxBidEvents, maxBids, snapIts } from '../../db/schema';

export type LockedAuction = NonNullable<Awaited<ReturnType<typeof lockAuction>>>;
export type MaxBidRow = typeof maxBids.$inferSelect;
export type SnapItRow = typeof snapIts.$inferSelect;
/** A max bid that stands on an auction: what proxy bidding needs of it. */
export type StandingMaxBid = Pick<MaxBidRow, 'id' | 'userId' | 'groupId' | 'ceiling' | 'commitSeq'>;

/**
 * Reads one auction and holds its row lock until the transaction ends: every change to it queues
 * here. It comes with its market's bidding rules as committed, so a change an admin just made to
 * the increments or the soft-close window applies at once on every node. A lock that waited for
 * another transaction's update reads again, once the lock is held, the standing max bids that
 * transaction wrote (`lockAfresh`).
 */
async function lockAuction(tx: Executor, auctionId: number) {
  const row = await lockAfresh(async () => (await lockStatement(tx, { auctionId }))[0]);
  return row && withStanding(row);
}

/** Reads one auction as last committed, without a lock. */
async function readAuction(tx: Executor, auctionId: number) {
  const [row] = await readStatement(tx, { auctionId });
  return row && withStanding(row);
}

/** A standing max bid as the auction's read brings it: id, user, group, ceiling, commit number. */
type StandingMaxBidTuple = [number, number, number, number, number];

/** The auction's row with its standing max bids as objects, oldest commitment first. */
function withStanding<R extends { standing: StandingMaxBidTuple[] }>(
  row: R,
): Omit<R, 'standing'> & { standing: StandingMaxBid[] } {
  const tuples = parseJson<StandingMaxBidTuple[]>(row.standing);
  return {
    ...row,
    standing: tuples.map(([id, userId, groupId, ceiling, commitSeq]) => ({
      id,
      userId,
      groupId,
      ceiling,
      commitSeq,
    })),
  };
}

const lockStatement = compiledStatement((tx) =>
  selectAuction(tx, auctionRowVersions).for('update', { of: auctions }).prepare('lock_auction'),
);
const readStatement = compiledStatement((tx) => selectAuction(tx, {}).prepare('read_auction'));

/**
 * Compiled once and prepared by name where it runs: each PostgreSQL connection parses it once and,
 * after a few calls, keeps one plan for every auction instead of planning it on every bid. The
 * lock adds the row's versions (`extra`); a read without the lock has no need of them.
 */
function selectAuction<Extra extends Record<string, SQL>>(tx: Executor, extra: Extra) {
  return tx
    .select({
      id: auctions.id,
      market: auctions.market,
      type: auctions.type,
      status: auctions.status,
      timeStart: auctions.timeStart,
      timeEnd: auctions.timeEnd,
      sellerGroupId: auctions.sellerGroupId,
      startPrice: auctions.startPrice,
      reservePrice: auctions.reservePrice,
      highestAmount: auctions.highestAmount,
      leaderId: auctions.leaderId,
      leaderCommitSeq: auctions.leaderCommitSeq,
      commitSeq: auctions.commitSeq,
      maxBidCount: auctions.maxBidCount,
      pendingSnapItCount: auctions.pendingSnapItCount,
      bidCount: auctions.bidCount,
      biddersCount: auctions.biddersCount,
      updatedAt: auctions.updatedAt,
      // Arrays, not objects: an auction with many max bids reads a few dozen of them on every change.
      standing: sql<StandingMaxBidTuple[]>`(
        select coalesce(json_agg(json_build_array(
          ${maxBids.id}, ${maxBids.userId}, ${maxBids.groupId}, ${maxBids.ceiling}, ${maxBids.commitSeq}
        ) order by ${maxBids.commitSeq}), '[]'::json)
        from ${maxBids}
        where ${maxBids.auctionId} = ${auctions.id} and ${maxBids.status} = 'active')`,
      marketIncrements: markets.increments,
      marketExtendWindowSeconds: markets.extendWindowSeconds,
      ...extra,
    })
    .from(auctions)
    .innerJoin(markets, eq(markets.code, auctions.market))
    .where(eq(auctions.id, sql.placeholder('auctionId')));
}

export interface NewBid {
  userId: number;
  groupId: number;
  bidderNo: number;
  amount: number;
  kind: 'manual' | 'max' | 'snap_it' | 'closed';
  bidType?: 'whole_car' | 'body_only';
  commitSeq: number;
  causeSeq: number;
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

/** A max bid a change places, raises or places again: saved with the change's bids. */
export interface PlacedMaxBid {
  userId: number;
  groupId: number;
  ceiling: number;
  commitSeq: number;
}

/**
 * Writes a change's bids and the auction's new state in one statement, whatever the number of bids
 * (none for a change that only moves the clock), with the max bid the change placed, if any (one
 * row per dealer and auction, its placement logged): the bids and the max bid come as one array
 * per column, so the text never varies, is compiled once and prepared by name, and each PostgreSQL
 * connection plans it once. The bids' ids follow the arrays' order, the order in which the rules
 * made them. A sealed bid does not become the auction's highest bid.
 */
function recordBidsSql(isSealed: boolean) {
  const p = (name: string) => sql.placeholder(name);
  const placed = sql`unnest(${p('maxUserIds')}::int[], ${p('maxGroupIds')}::int[],
        ${p('maxCeilings')}::bigint[], ${p('maxCommitSeqs')}::int[]) as m(user_id, group_id, ceiling, commit_seq)`;
  return sql`
    with saved_max as (
      insert into ${maxBids} (auction_id, user_id, group_id, ceiling, commit_seq, status, created_at, updated_at)
      select ${p('auctionId')}::int, m.user_id, m.group_id, m.ceiling, m.commit_seq, 'active',
        ${p('createdAt')}::timestamptz, ${p('createdAt')}::timestamptz
      from ${placed}
      on conflict (auction_id, user_id) do update set
        ceiling = excluded.ceiling, commit_seq = excluded.commit_seq, status = 'active',
        updated_at = excluded.updated_at
      returning id),
    logged_max as (
      insert into ${maxBidEvents} (auction_id, user_id, kind, ceiling, commit_seq, created_at)
      select ${p('auctionId')}::int, m.user_id, 'place', m.ceiling, m.commit_seq, ${p('createdAt')}::timestamptz
      from ${placed}),
    new_bids as (
      insert into ${bids} (auction_id, user_id, group_id, bidder_no, amount, kind, bid_type, commit_seq, cause_seq, created_at)
      select ${p('auctionId')}::int, b.user_id, b.group_id, b.bidder_no, b.amount, b.kind, b.bid_type,
        b.commit_seq, b.cause_seq, ${p('createdAt')}::timestamptz
      from unnest(${p('userIds')}::int[], ${p('groupIds')}::int[], ${p('bidderNos')}::int[],
        ${p('amounts')}::bigint[], ${p('kinds')}::text[], ${p('bidTypes')}::text[],
        ${p('commitSeqs')}::int[], ${p('causeSeqs')}::int[])
        with ordinality as b(user_id, group_id, bidder_no, amount, kind, bid_type, commit_seq, cause_seq, n)
      order by b.n
      returning id)
    update ${auctions} set
      highest_amount = ${p('highestAmount')}::bigint,
      highest_bid_id = ${isSealed ? sql`highest_bid_id` : sql`coalesce((select max(id) from new_bids), highest_bid_id)`},
      leader_id = ${p('leaderId')}::int,
      leader_commit_seq = ${p('leaderCommitSeq')}::int,
      bid_count = ${p('bidCount')}::int,
      bidders_count = ${p('biddersCount')}::int,
      time_end = ${p('timeEnd')}::timestamptz,
      commit_seq = ${p('commitSeq')}::int,
      max_bid_count = ${p('maxBidCount')}::int,
      updated_at = ${p('updatedAt')}::timestamptz
    where id = ${p('auctionId')}::int
    returning (select coalesce(json_agg(id order by id), '[]'::json) from new_bids) as ids,
      (select max(id) from saved_max) as max_bid_id`;
}

const recordBidsStatement = compiledSql('record_bids', recordBidsSql(false));
const recordSealedBidsStatement = compiledSql('record_sealed_bids', recordBidsSql(true));

export function createBidsRepository() {
  return {
    lockAuction,
    readAuction,

    /**
     * The anonymous numbers some dealers already bid under on one auction in its current window: a
     * restart opens a new round, whose bidders are counted and numbered afresh (LIFE-5).
     */
    async findBidderNos(
      tx: Executor,
      auctionId: number,
      userIds: number[],
    ): Promise<Map<number, number>> {
      const rows = await tx
        .selectDistinctOn([bids.userId], { userId: bids.userId, bidderNo: bids.bidderNo })
        .from(bids)
        .innerJoin(auctions, eq(auctions.id, bids.auctionId))
        .where(
          and(
            eq(bids.auctionId, auctionId),
            inArray(bids.userId, userIds),
            gte(bids.createdAt, auctions.timeStart),
          ),
        );
      return new Map(rows.map((r) => [r.userId, r.bidderNo]));
    },

    async findMaxBidById(tx: Executor, id: number): Promise<MaxBidRow | undefined> {
      const [row] = await tx.select().from(maxBids).where(eq(maxBids.id, id));
      return row;
    },

    async findSnapIt(
      tx: Executor,
      auctionId: number,
      userId: number,
    ): Promise<SnapItRow | undefined> {
      const [row] = await tx
        .select()
        .from(snapIts)
        .where(and(eq(snapIts.auctionId, auctionId), eq(snapIts.userId, userId)));
      return row;
    },

    async findSnapItById(tx: Executor, id: number): Promise<SnapItRow | undefined> {
      const [row] = await tx.select().from(snapIts).where(eq(snapIts.id, id));
      return row;
    },

    /** Pending snap-its of one auction in the order they were (last) placed: the order they fire in (SNP-2). */
    findPendingSnapIts(tx: Executor, auctionId: number): Promise<SnapItRow[]> {
      return tx
        .select()
        .from(snapIts)
        .where(and(eq(snapIts.auctionId, auctionId), eq(snapIts.status, 'pending')))
        .orderBy(asc(snapIts.updatedAt), asc(snapIts.id));
    },

    async saveSnapIt(
      tx: Executor,
      input: { auctionId: number; userId: number; groupId: number; amount: number; at: Date },
    ): Promise<void> {
      await tx
        .insert(snapIts)
        .values({
          auctionId: input.auctionId,
          userId: input.userId,
          groupId: input.groupId,
          amount: input.amount,
          status: 'pending',
          createdAt: input.at,
          updatedAt: input.at,
        })
        .onConflictDoUpdate({
          target: [snapIts.auctionId, snapIts.userId],
          set: { amount: input.amount, status: 'pending', failReason: null, updatedAt: input.at },
        });
    },

    async setSnapItStatus(
      tx: Executor,
      id: number,
      status: 'fired' | 'failed' | 'removed',
      at: Date,
      failReason: string | null = null,
    ): Promise<void> {
      await tx.update(snapIts).set({ status, failReason, updatedAt: at }).where(eq(snapIts.id, id));
    },

    async setPendingSnapItCount(tx: Executor, auctionId: number, count: number): Promise<void> {
      await tx
        .update(auctions)
        .set({ pendingSnapItCount: count })
        .where(eq(auctions.id, auctionId));
    },

    /** The dealer's latest sealed bid of one type on an auction: the one that stands (SEAL-2). */
    async findOwnSealedBid(
      tx: Executor,
      auctionId: number,
      userId: number,
      bidType: 'whole_car' | 'body_only',
    ) {
      const [row] = await tx
        .select({ id: bids.id, amount: bids.amount })
        .from(bids)
        // Only bids of the current window stand: a restart's new window starts with none (LIFE-5).
        .innerJoin(auctions, eq(auctions.id, bids.auctionId))
        .where(
          and(
            eq(bids.auctionId, auctionId),
            eq(bids.userId, userId),
            eq(bids.kind, 'closed'),
            eq(bids.bidType, bidType),
            gte(bids.createdAt, auctions.timeStart),
          ),
        )
        .orderBy(desc(bids.id))
        .limit(1);
      return row;
    },

    async removeMaxBid(
      tx: Executor,
      maxBid: MaxBidRow,
      commitSeq: number,
      at: Date,
    ): Promise<void> {
      await tx
        .update(maxBids)
        .set({ status: 'removed', updatedAt: at })
        .where(eq(maxBids.id, maxBid.id));
      await tx.insert(maxBidEvents).values({
        auctionId: maxBid.auctionId,
        userId: maxBid.userId,
        kind: 'remove',
        ceiling: maxBid.ceiling,
        commitSeq,
        createdAt: at,
      });
    },

    /**
     * Appends accepted bids to the ledger, in order, and moves the auction to the state they
     * produce, in one statement, with the max bid the change placed. With no bids it only moves
     * the auction. Answers the bids' ids, in order, and the placed max bid's id.
     */
    async recordBids(
      tx: Executor,
      auctionId: number,
      newBids: NewBid[],
      createdAt: Date,
      next: AuctionAfterBids,
      options: { isSealed?: boolean; placedMaxBid?: PlacedMaxBid } = {},
    ): Promise<{ bidIds: number[]; maxBidId: number | null }> {
      const placed = options.placedMaxBid ? [options.placedMaxBid] : [];
      const result = await (options.isSealed ? recordSealedBidsStatement : recordBidsStatement)(
        tx,
        {
          auctionId,
          maxUserIds: placed.map((m) => m.userId),
          maxGroupIds: placed.map((m) => m.groupId),
          maxCeilings: placed.map((m) => m.ceiling),
          maxCommitSeqs: placed.map((m) => m.commitSeq),
          userIds: newBids.map((b) => b.userId),
          groupIds: newBids.map((b) => b.groupId),
          bidderNos: newBids.map((b) => b.bidderNo),
          amounts: newBids.map((b) => b.amount),
          kinds: newBids.map((b) => b.kind),
          bidTypes: newBids.map((b) => b.bidType ?? null),
          commitSeqs: newBids.map((b) => b.commitSeq),
          causeSeqs: newBids.map((b) => b.causeSeq),
          createdAt: createdAt.toISOString(),
          highestAmount: next.highestAmount,
          leaderId: next.leaderId,
          leaderCommitSeq: next.leaderCommitSeq,
          bidCount: next.bidCount,
          biddersCount: next.biddersCount,
          timeEnd: next.timeEnd.toISOString(),
          commitSeq: next.commitSeq,
          maxBidCount: next.maxBidCount,
          updatedAt: next.updatedAt.toISOString(),
        },
      );
      // Both drivers answer raw statements with `{ rows }`.
      const row = (
        result as {
          rows?: { ids: (number | string)[] | string; max_bid_id: number | string | null }[];
        }
      ).rows?.[0];
      if (!row) throw new Error(`auction ${auctionId} vanished while locked`);
      const ids =
        typeof row.ids === 'string' ? (JSON.parse(row.ids) as (number | string)[]) : row.ids;
      if (placed.length > 0 && row.max_bid_id === null)
        throw new Error(`max bid on auction ${auctionId} not saved`);
      return {
        bidIds: ids.map(Number),
        maxBidId: row.max_bid_id === null ? null : Number(row.max_bid_id),
      };
    },
  };
}

export type BidsRepository = ReturnType<typeof createBidsRepository>;
