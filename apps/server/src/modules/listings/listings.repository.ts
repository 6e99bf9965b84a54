import type { ListingStatus } from '@autobid/contract';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  auctions,
  auctionSessions,
  groups,
  inventories,
  listingFiles,
  listings,
  makes,
  markets,
  models,
} from '../../db/schema';

/** The listing statuses that hold a chassis number: a car not yet sold and not withdrawn. */
const HOLDS_CHASSIS: ListingStatus[] = ['pending', 'approved', 'rejected', 'scheduled', 'unsold'];

export type ListingRow = NonNullable<Awaited<ReturnType<ListingsRepository['findView']>>>;

export interface CarColumns {
  makeId: number;
  modelId: number;
  year: number;
  variant: string;
  mileageKm: number;
  transmission: string;
  fuel: string;
  color: string;
  registrationNumber: string;
  chassisNumber: string;
}

export interface ListingColumns {
  location: string;
  startPrice: number;
  reservePrice: number;
  preferredSessionId: number | null;
}

export function createListingsRepository(db: Database) {
  const view = (tx: Executor) =>
    tx
      .select({
        listing: listings,
        car: inventories,
        make: makes.name,
        model: models.name,
        currency: markets.currency,
        groupName: groups.name,
        coverKey: sql<
          string | null
        >`(select ${listingFiles.thumbnailKey} from ${listingFiles} where ${listingFiles.listingId} = ${listings.id} and ${listingFiles.kind} = 'photo' order by ${listingFiles.position} limit 1)`,
        // The car's auction while the listing follows one: the latest the group has not called off.
        auctionId: sql<
          number | null
        >`(select ${auctions.id} from ${auctions} where ${auctions.inventoryId} = ${listings.inventoryId} and ${auctions.sellerGroupId} = ${listings.sellerGroupId} and ${auctions.status} <> 'cancelled' and ${listings.status} in ('scheduled', 'sold', 'unsold') order by ${auctions.id} desc limit 1)`,
      })
      .from(listings)
      .innerJoin(inventories, eq(inventories.id, listings.inventoryId))
      .innerJoin(makes, eq(makes.id, inventories.makeId))
      .innerJoin(models, eq(models.id, inventories.modelId))
      .innerJoin(markets, eq(markets.code, listings.market))
      .innerJoin(groups, eq(groups.id, listings.sellerGroupId));

  return {
    async findModel(tx: Executor, modelId: number) {
      const [row] = await tx
        .select({ id: models.id, makeId: models.makeId })
        .from(models)
        .where(eq(models.id, modelId));
      return row;
    },

    async findGroup(tx: Executor, groupId: number) {
      const [row] = await tx
        .select({ id: groups.id, market: groups.market, kind: groups.kind })
        .from(groups)
        .where(eq(groups.id, groupId));
      return row;
    },

    async findSession(tx: Executor, sessionId: number) {
      const [row] = await tx
        .select({
          id: auctionSessions.id,
          market: auctionSessions.market,
          status: auctionSessions.status,
          startsAt: auctionSessions.startsAt,
        })
        .from(auctionSessions)
        .where(eq(auctionSessions.id, sessionId));
      return row;
    },

    /** Whether another listing of a car not yet sold holds this chassis number (any case). */
    async isChassisHeld(tx: Executor, chassisNumber: string, exceptListingId?: number) {
      const [row] = await tx
        .select({ n: count() })
        .from(listings)
        .where(
          and(
            sql`upper(${listings.chassisNumber}) = upper(${chassisNumber})`,
            inArray(listings.status, HOLDS_CHASSIS),
            exceptListingId === undefined ? undefined : ne(listings.id, exceptListingId),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async insert(
      tx: Executor,
      input: {
        sellerGroupId: number;
        createdBy: number;
        market: string;
        car: CarColumns;
        listing: ListingColumns;
        at: Date;
      },
    ): Promise<number> {
      const [car] = await tx
        .insert(inventories)
        .values({
          sellerGroupId: input.sellerGroupId,
          ...input.car,
          photos: [],
          createdAt: input.at,
        })
        .returning({ id: inventories.id });
      const [row] = await tx
        .insert(listings)
        .values({
          sellerGroupId: input.sellerGroupId,
          createdBy: input.createdBy,
          inventoryId: car!.id,
          market: input.market,
          status: 'pending',
          chassisNumber: input.car.chassisNumber,
          ...input.listing,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .returning({ id: listings.id });
      return row!.id;
    },

    /** The car's auction that has not ended (a scheduled listing has one), under its row lock. */
    async lockOpenAuction(tx: Executor, inventoryId: number) {
      const [row] = await tx
        .select()
        .from(auctions)
        .where(
          and(
            eq(auctions.inventoryId, inventoryId),
            inArray(auctions.status, ['scheduled', 'preview', 'active', 'restarting', 'reserved']),
          ),
        )
        .for('update');
      return row;
    },

    async lock(tx: Executor, id: number) {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
      return row;
    },

    async update(
      tx: Executor,
      listing: { id: number; inventoryId: number; version: number },
      change: {
        status: ListingStatus;
        at: Date;
        car?: CarColumns;
        listing?: ListingColumns;
        review?: { by: number | null; reason: string | null };
      },
    ): Promise<void> {
      if (change.car)
        await tx.update(inventories).set(change.car).where(eq(inventories.id, listing.inventoryId));
      await tx
        .update(listings)
        .set({
          status: change.status,
          version: listing.version + 1,
          updatedAt: change.at,
          ...(change.car ? { chassisNumber: change.car.chassisNumber } : {}),
          ...(change.listing ?? {}),
          ...(change.review
            ? {
                reviewedBy: change.review.by,
                reviewedAt: change.review.by === null ? null : change.at,
                rejectionReason: change.review.reason,
              }
            : {}),
        })
        .where(eq(listings.id, listing.id));
    },

    async findView(tx: Executor, id: number) {
      const [row] = await view(tx).where(eq(listings.id, id));
      return row;
    },

    /** One page of listings, newest first for a seller and oldest first for a review queue. */
    async page(filter: {
      sellerGroupId?: number;
      statuses?: readonly ListingStatus[];
      oldestFirst?: boolean;
      page: number;
      perPage: number;
    }) {
      const conditions: (SQL | undefined)[] = [
        filter.sellerGroupId === undefined
          ? undefined
          : eq(listings.sellerGroupId, filter.sellerGroupId),
        filter.statuses ? inArray(listings.status, [...filter.statuses]) : undefined,
      ];
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(listings).where(where);
      const rows = await view(db)
        .where(where)
        .orderBy(filter.oldestFirst ? asc(listings.id) : desc(listings.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage);
      return { total: total?.n ?? 0, rows };
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
