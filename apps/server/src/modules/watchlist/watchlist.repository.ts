import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import {
  auctionFollows,
  auctionPins,
  auctions,
  bids,
  maxBids,
  snapIts,
  users,
} from '../../db/schema';

/** Statuses in which an auction can still be followed or pinned, and in which the two lists show it. */
export const WATCHABLE_STATUSES = ['preview', 'active'];

export type Watch = 'follow' | 'pin';

const TABLES = { follow: auctionFollows, pin: auctionPins } as const;

export interface PageQuery {
  ids?: number[];
  page: number;
  perPage: number;
}

export function createWatchlistRepository(db: Database) {
  async function page(
    query: PageQuery,
    select: { ids: () => Promise<{ id: number }[]>; total: () => Promise<{ total: number }[]> },
  ) {
    const [rows, [count]] = await Promise.all([select.ids(), select.total()]);
    return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
  }

  function ofIds(query: PageQuery): SQL | undefined {
    return query.ids ? inArray(auctions.id, query.ids) : undefined;
  }

  return {
    /** Holds the caller's row, so two taps at once cannot both pass the limit. */
    async lockUser(tx: Executor, userId: number): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async findAuction(
      tx: Executor,
      auctionId: number,
    ): Promise<{ status: string; market: string } | undefined> {
      const [row] = await tx
        .select({ status: auctions.status, market: auctions.market })
        .from(auctions)
        .where(eq(auctions.id, auctionId));
      return row;
    },

    async isWatched(
      tx: Executor,
      watch: Watch,
      userId: number,
      auctionId: number,
    ): Promise<boolean> {
      const table = TABLES[watch];
      const [row] = await tx
        .select({ id: table.auctionId })
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.auctionId, auctionId)));
      return row !== undefined;
    },

    /** The caller's follows or pins of auctions still in preview or live, oldest first. */
    async findWatchedIds(tx: Executor, watch: Watch, userId: number): Promise<number[]> {
      const table = TABLES[watch];
      const rows = await tx
        .select({ id: table.auctionId })
        .from(table)
        .innerJoin(auctions, eq(auctions.id, table.auctionId))
        .where(and(eq(table.userId, userId), inArray(auctions.status, WATCHABLE_STATUSES)))
        .orderBy(asc(table.createdAt), asc(table.auctionId));
      return rows.map((r) => r.id);
    },

    async addWatch(
      tx: Executor,
      watch: Watch,
      row: { userId: number; auctionId: number; createdAt: Date },
    ): Promise<void> {
      await tx.insert(TABLES[watch]).values(row).onConflictDoNothing();
    },

    async removeWatch(
      tx: Executor,
      watch: Watch,
      userId: number,
      auctionId: number,
    ): Promise<void> {
      const table = TABLES[watch];
      await tx.delete(table).where(and(eq(table.userId, userId), eq(table.auctionId, auctionId)));
    },

    /**
     * The bidding list: auctions in preview or live that the dealer follows or holds a bid, a
     * standing max bid or a pending snap-it on, by their latest such activity or by end.
     */
    findFollowListPage(
      userId: number,
      query: PageQuery & { sort: 'latest_activity' | 'time_end' },
    ) {
      const activity = unionAll(
        db
          .select({
            auctionId: auctionFollows.auctionId,
            at: sql<Date>`${auctionFollows.createdAt}`.as('at'),
          })
          .from(auctionFollows)
          .where(eq(auctionFollows.userId, userId)),
        db
          .select({ auctionId: bids.auctionId, at: sql<Date>`max(${bids.createdAt})`.as('at') })
          .from(bids)
          .where(eq(bids.userId, userId))
          .groupBy(bids.auctionId),
        db
          .select({ auctionId: maxBids.auctionId, at: sql<Date>`${maxBids.updatedAt}`.as('at') })
          .from(maxBids)
          .where(and(eq(maxBids.userId, userId), eq(maxBids.status, 'active'))),
        db
          .select({ auctionId: snapIts.auctionId, at: sql<Date>`${snapIts.updatedAt}`.as('at') })
          .from(snapIts)
          .where(and(eq(snapIts.userId, userId), eq(snapIts.status, 'pending'))),
      ).as('activity');
      const where = and(inArray(auctions.status, WATCHABLE_STATUSES), ofIds(query));
      const latest = sql`max(${activity.at})`;
      const order =
        query.sort === 'time_end'
          ? [asc(auctions.timeEnd), asc(auctions.id)]
          : [desc(latest), desc(auctions.id)];
      const listed = db
        .select({ id: auctions.id })
        .from(activity)
        .innerJoin(auctions, eq(auctions.id, activity.auctionId))
        .where(where)
        .groupBy(auctions.id);
      return page(query, {
        ids: () =>
          listed
            .orderBy(...order)
            .limit(query.perPage)
            .offset((query.page - 1) * query.perPage),
        total: () =>
          db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(listed.as('listed')),
      });
    },

    /** The follow list's refresh: whichever of `ids` are published, in any status, by id. */
    findVisiblePage(query: PageQuery & { ids: number[] }) {
      const where = and(inArray(auctions.id, query.ids), ne(auctions.status, 'scheduled'));
      return page(query, {
        ids: () =>
          db
            .select({ id: auctions.id })
            .from(auctions)
            .where(where)
            .orderBy(asc(auctions.id))
            .limit(query.perPage)
            .offset((query.page - 1) * query.perPage),
        total: () =>
          db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(auctions)
            .where(where),
      });
    },

    /** The dealer's pinned auctions in preview or live, pinned most recently first. */
    findPinnedPage(userId: number, query: PageQuery) {
      const where = and(
        eq(auctionPins.userId, userId),
        inArray(auctions.status, WATCHABLE_STATUSES),
        ofIds(query),
      );
      return page(query, {
        ids: () =>
          db
            .select({ id: auctions.id })
            .from(auctionPins)
            .innerJoin(auctions, eq(auctions.id, auctionPins.auctionId))
            .where(where)
            .orderBy(desc(auctionPins.createdAt), desc(auctionPins.auctionId))
            .limit(query.perPage)
            .offset((query.page - 1) * query.perPage),
        total: () =>
          db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(auctionPins)
            .innerJoin(auctions, eq(auctions.id, auctionPins.auctionId))
            .where(where),
      });
    },
  };
}

export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;
