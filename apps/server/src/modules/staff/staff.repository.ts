import { and, asc, eq, gte, inArray, notExists, or, sql } from 'drizzle-orm';
import { cancelAuction, endStandingOrders } from '../../db/auction-cancel';
import type { Executor } from '../../db/client';
import { auctions, bids, groups, inventories, listings, transactions } from '../../db/schema';

const OPEN_STATUSES = ['scheduled', 'preview', 'active', 'restarting'];
/** Closed above nothing yet decided: the seller decides on a top bid below the reserve. */
const PENDING_STATUSES = ['reserved'];
/** Won: the car is sold unless its transaction is cancelled before payment. */
const WON_STATUSES = ['awarded', 'confirmed', 'sold'];

const hasOpenAuction = (tx: Executor) =>
  tx
    .select({ one: sql`1` })
    .from(auctions)
    .where(and(eq(auctions.inventoryId, inventories.id), inArray(auctions.status, OPEN_STATUSES)));

/**
 * A closed auction that still holds the car: one awaiting its seller's decision, or one won
 * whose transaction was not cancelled before payment. Such a car may not go on sale again.
 */
const hasTakingAuction = (tx: Executor) =>
  tx
    .select({ one: sql`1` })
    .from(auctions)
    .where(
      and(
        eq(auctions.inventoryId, inventories.id),
        or(
          inArray(auctions.status, PENDING_STATUSES),
          and(
            inArray(auctions.status, WON_STATUSES),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(transactions)
                .where(
                  and(
                    eq(transactions.auctionId, auctions.id),
                    eq(transactions.status, 'cancelled'),
                  ),
                ),
            ),
          ),
        ),
      ),
    );

const listingOf = (tx: Executor) =>
  tx
    .select({ one: sql`1` })
    .from(listings)
    .where(eq(listings.inventoryId, inventories.id));

/** Neither on sale, nor held by a sale, nor listed: a car operations may put on sale by hand. */
const isFreeToSchedule = (tx: Executor) =>
  and(notExists(hasOpenAuction(tx)), notExists(hasTakingAuction(tx)), notExists(listingOf(tx)));

/** How many of a seller group's cars operations may put on sale by hand now. */
export async function countCarsFreeToSchedule(tx: Executor, sellerGroupId: number) {
  return tx.$count(
    inventories,
    and(eq(inventories.sellerGroupId, sellerGroupId), isFreeToSchedule(tx)),
  );
}

export function createStaffRepository() {
  return {
    /**
     * A car with its seller's market, or, when no id is given, the first car (of the seller group,
     * when one is given) that nothing holds. A listed car goes to auction through a sale session
     * (docs/sessions.md), so none is picked.
     */
    async findCar(tx: Executor, wanted: { inventoryId?: number; sellerGroupId?: number }) {
      const { inventoryId, sellerGroupId } = wanted;
      const [row] = await tx
        .select({
          id: inventories.id,
          sellerGroupId: inventories.sellerGroupId,
          market: groups.market,
          isOnSale: sql<boolean>`exists(${hasOpenAuction(tx)})`,
          isTaken: sql<boolean>`exists(${hasTakingAuction(tx)})`,
          isListed: sql<boolean>`exists(${listingOf(tx)})`,
        })
        .from(inventories)
        .innerJoin(groups, eq(groups.id, inventories.sellerGroupId))
        .where(
          inventoryId !== undefined
            ? eq(inventories.id, inventoryId)
            : and(
                sellerGroupId === undefined
                  ? undefined
                  : eq(inventories.sellerGroupId, sellerGroupId),
                isFreeToSchedule(tx),
              ),
        )
        .orderBy(asc(inventories.id))
        .limit(1);
      return row;
    },

    /** Whether a seller group of this id exists. */
    async isSellerGroup(tx: Executor, id: number) {
      const [row] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, id), eq(groups.kind, 'seller')));
      return row !== undefined;
    },

    async lockAuction(tx: Executor, id: number) {
      const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
      return row;
    },

    /**
     * Opens a new window (LIFE-5): the old bids stay in the ledger as history but no longer stand,
     * and the old max bids and snap-its are withdrawn.
     */
    async restart(
      tx: Executor,
      input: {
        id: number;
        fromStatus: string;
        restartCount: number;
        timeStart: Date;
        timeEnd: Date;
        at: Date;
        actor: string;
      },
    ) {
      await endStandingOrders(tx, {
        id: input.id,
        event: 'restart',
        fromStatus: input.fromStatus,
        toStatus: 'restarting',
        actor: input.actor,
        at: input.at,
      });
      const [row] = await tx
        .update(auctions)
        .set({
          status: 'restarting',
          restartCount: input.restartCount,
          timeStart: input.timeStart,
          timeEnd: input.timeEnd,
          highestAmount: null,
          highestBidId: null,
          leaderId: null,
          leaderCommitSeq: null,
          bidCount: 0,
          biddersCount: 0,
          maxBidCount: 0,
          pendingSnapItCount: 0,
          awardStatus: null,
          awardedBidId: null,
          awardedAmount: null,
          negotiation: null,
          decisionDueAt: null,
          closedAt: null,
          wonAt: null,
          updatedAt: input.at,
        })
        .where(eq(auctions.id, input.id))
        .returning();
      return row!;
    },

    /** Calls an auction off (LIFE-1 `cancel`); the listing of its car, if any, is approved again. */
    cancel: cancelAuction,

    /** The dealers who bid in the auction's current window, and its open leading bid if any. */
    async findBiddersAndTop(
      tx: Executor,
      auction: { id: number; timeStart: Date; highestBidId: number | null },
    ) {
      const bidders = await tx
        .selectDistinct({ userId: bids.userId })
        .from(bids)
        .where(and(eq(bids.auctionId, auction.id), gte(bids.createdAt, auction.timeStart)));
      const [top] =
        auction.highestBidId === null
          ? []
          : await tx
              .select({
                id: bids.id,
                amount: bids.amount,
                bidderNo: bids.bidderNo,
                createdAt: bids.createdAt,
              })
              .from(bids)
              .where(eq(bids.id, auction.highestBidId));
      return { bidderIds: bidders.map((b) => b.userId), top };
    },

    async insertAuction(tx: Executor, values: typeof auctions.$inferInsert) {
      const [row] = await tx.insert(auctions).values(values).returning();
      return row!;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
