import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  auctionSessions,
  auctions,
  groups,
  inspections,
  inventories,
  listings,
  makes,
  markets,
  models,
} from '../../db/schema';

/** The auction statuses of a lot still in its session: cancelled ones left it. */
const IN_SESSION = sql`${auctions.status} <> 'cancelled'`;

export type SessionRow = typeof auctionSessions.$inferSelect;
export type SessionWithCounts = Awaited<ReturnType<SaleSessionsRepository['page']>>['rows'][number];
export type LotRow = Awaited<ReturnType<SaleSessionsRepository['findLots']>>[number];

export interface SessionColumns {
  market: string;
  name: string;
  type: 'open' | 'closed';
  startsAt: Date;
  firstCloseAt: Date;
  staggerSeconds: number;
}

export function createSaleSessionsRepository(db: Database) {
  const lotCount =
    sql<number>`(select count(*) from ${auctions} where ${auctions.sessionId} = ${auctionSessions.id} and ${IN_SESSION})`.mapWith(
      Number,
    );
  const withCounts = (tx: Executor) =>
    tx
      .select({ session: auctionSessions, currency: markets.currency, lotCount })
      .from(auctionSessions)
      .innerJoin(markets, eq(markets.code, auctionSessions.market));

  const car = {
    year: inventories.year,
    make: makes.name,
    model: models.name,
    variant: inventories.variant,
    registrationNumber: inventories.registrationNumber,
    mileageKm: inventories.mileageKm,
  };

  return {
    async insert(tx: Executor, values: SessionColumns & { createdBy: number; at: Date }) {
      const { at, ...rest } = values;
      const [row] = await tx
        .insert(auctionSessions)
        .values({ ...rest, createdAt: at, updatedAt: at })
        .returning({ id: auctionSessions.id });
      return row!.id;
    },

    async update(
      tx: Executor,
      id: number,
      values: Partial<SessionColumns> & { status?: 'cancelled'; at: Date },
    ) {
      const { at, ...rest } = values;
      await tx
        .update(auctionSessions)
        .set({ ...rest, updatedAt: at })
        .where(eq(auctionSessions.id, id));
    },

    async lock(tx: Executor, id: number) {
      const [row] = await tx
        .select()
        .from(auctionSessions)
        .where(eq(auctionSessions.id, id))
        .for('update');
      return row;
    },

    async findWithCounts(tx: Executor, id: number) {
      const [row] = await withCounts(tx).where(eq(auctionSessions.id, id));
      return row;
    },

    /**
     * One page of sessions: those not over yet soonest first, or past and cancelled ones latest
     * first. A session is over when its planned last close has passed.
     */
    async page(filter: {
      market?: string;
      past: boolean;
      now: Date;
      page: number;
      perPage: number;
    }) {
      const lastClose = sql`${auctionSessions.firstCloseAt} + greatest(${lotCount} - 1, 0) * ${auctionSessions.staggerSeconds} * interval '1 second'`;
      const conditions: (SQL | undefined)[] = [
        filter.market ? eq(auctionSessions.market, filter.market) : undefined,
        filter.past
          ? or(eq(auctionSessions.status, 'cancelled'), sql`${lastClose} < ${filter.now}`)
          : and(eq(auctionSessions.status, 'planned'), sql`${lastClose} >= ${filter.now}`),
      ];
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(auctionSessions).where(where);
      const rows = await withCounts(db)
        .where(where)
        .orderBy(
          filter.past ? desc(auctionSessions.startsAt) : asc(auctionSessions.startsAt),
          asc(auctionSessions.id),
        )
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage);
      return { total: total?.n ?? 0, rows };
    },

    /** The planned sessions of a market that have not started, soonest first. */
    findUpcoming(market: string, now: Date) {
      return db
        .select()
        .from(auctionSessions)
        .where(
          and(
            eq(auctionSessions.market, market),
            eq(auctionSessions.status, 'planned'),
            gt(auctionSessions.startsAt, now),
          ),
        )
        .orderBy(asc(auctionSessions.startsAt), asc(auctionSessions.id))
        .limit(50);
    },

    async findGroupMarket(groupId: number) {
      const [row] = await db
        .select({ market: groups.market, kind: groups.kind })
        .from(groups)
        .where(eq(groups.id, groupId));
      return row;
    },

    /** The session's lots in closing order (the first to close first), with their listing and car. */
    findLots(tx: Executor, sessionId: number, lock = false) {
      const query = tx
        .select({
          auction: auctions,
          listingId: listings.id,
          groupName: groups.name,
          car,
        })
        .from(auctions)
        .innerJoin(listings, eq(listings.inventoryId, auctions.inventoryId))
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .innerJoin(groups, eq(groups.id, auctions.sellerGroupId))
        .where(and(eq(auctions.sessionId, sessionId), IN_SESSION))
        .orderBy(asc(auctions.timeEnd), asc(auctions.id));
      return lock ? query.for('update', { of: auctions }) : query;
    },

    /** Approved listings of a market waiting for a session: those asking for this one first, then the longest waiting. */
    findCandidates(market: string, sessionId: number) {
      const isInspected = sql<boolean>`exists(select 1 from ${inspections} where ${inspections.inventoryId} = ${listings.inventoryId} and ${inspections.status} = 'published')`;
      const preferred = db
        .select({ id: auctionSessions.id, name: auctionSessions.name })
        .from(auctionSessions)
        .as('preferred');
      return db
        .select({
          listing: listings,
          groupName: groups.name,
          car,
          preferred: { id: preferred.id, name: preferred.name },
          isInspected,
        })
        .from(listings)
        .innerJoin(inventories, eq(inventories.id, listings.inventoryId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .innerJoin(groups, eq(groups.id, listings.sellerGroupId))
        .leftJoin(preferred, eq(preferred.id, listings.preferredSessionId))
        .where(and(eq(listings.market, market), eq(listings.status, 'approved')))
        .orderBy(
          sql`case when ${listings.preferredSessionId} = ${sessionId} then 0 else 1 end`,
          sql`case when ${isInspected} then 0 else 1 end`,
          asc(listings.reviewedAt),
          asc(listings.id),
        )
        .limit(200);
    },

    async lockListing(tx: Executor, id: number) {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
      return row;
    },

    async setListingStatus(
      tx: Executor,
      listing: { id: number; version: number },
      status: 'scheduled' | 'approved',
      at: Date,
    ) {
      await tx
        .update(listings)
        .set({ status, version: listing.version + 1, updatedAt: at })
        .where(eq(listings.id, listing.id));
    },

    /** Whether the car has an auction that is not over (any session or none). */
    async hasOpenAuction(tx: Executor, inventoryId: number) {
      const [row] = await tx
        .select({ n: count() })
        .from(auctions)
        .where(
          and(
            eq(auctions.inventoryId, inventoryId),
            inArray(auctions.status, ['scheduled', 'preview', 'active', 'restarting', 'reserved']),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async insertAuction(tx: Executor, values: typeof auctions.$inferInsert) {
      const [row] = await tx.insert(auctions).values(values).returning();
      return row!;
    },

    async updateAuction(
      tx: Executor,
      id: number,
      values: Partial<
        Pick<
          typeof auctions.$inferInsert,
          'type' | 'timeStart' | 'timeEnd' | 'startPrice' | 'reservePrice' | 'updatedAt'
        >
      >,
    ) {
      const [row] = await tx.update(auctions).set(values).where(eq(auctions.id, id)).returning();
      return row!;
    },

    /** A lot of the session (its auction, not cancelled), under its row lock. */
    async lockLotOfSession(tx: Executor, sessionId: number, auctionId: number) {
      const [row] = await tx
        .select()
        .from(auctions)
        .where(and(eq(auctions.id, auctionId), eq(auctions.sessionId, sessionId), IN_SESSION))
        .for('update');
      return row;
    },
  };
}

export type SaleSessionsRepository = ReturnType<typeof createSaleSessionsRepository>;
