import type { NegotiationState } from '@autobid/auction';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { followListing } from '../../db/listing-follow';
import { openTransaction } from '../../db/transaction-open';
import {
  auctionOffers,
  auctionStatusLog,
  auctions,
  bids,
  groups,
  inventories,
  makes,
  markets,
  models,
} from '../../db/schema';

export type BidType = 'whole_car' | 'body_only';

/** What `auctions.negotiation` holds: the rules' state and, on a sealed auction, the bid type chosen. */
export interface StoredNegotiation {
  state: NegotiationState;
  bid_type: BidType | null;
}

export type LockedAward = NonNullable<Awaited<ReturnType<AwardsRepository['lockAuction']>>>;
export type OfferRow = typeof auctionOffers.$inferSelect;

const OFFER_BID_FIELDS = {
  id: bids.id,
  userId: bids.userId,
  groupId: bids.groupId,
  amount: bids.amount,
  commitSeq: bids.commitSeq,
  bidderNo: bids.bidderNo,
};

export function createAwardsRepository() {
  return {
    /** The auction under its row lock (unless `lock` is false), with its market's negotiation settings. */
    async lockAuction(tx: Executor, id: number, lock = true) {
      const query = tx
        .select({
          id: auctions.id,
          type: auctions.type,
          status: auctions.status,
          market: auctions.market,
          sellerGroupId: auctions.sellerGroupId,
          reservePrice: auctions.reservePrice,
          highestBidId: auctions.highestBidId,
          timeStart: auctions.timeStart,
          timeEnd: auctions.timeEnd,
          closedAt: auctions.closedAt,
          negotiation: auctions.negotiation,
          updatedAt: auctions.updatedAt,
          settings: {
            offerHours: markets.offerHours,
            decisionHours: markets.sellerTurnHours,
            maxOffers: markets.maxOffers,
          },
        })
        .from(auctions)
        .innerJoin(markets, eq(markets.code, auctions.market))
        .where(eq(auctions.id, id));
      const [row] = lock ? await query.for('update', { of: auctions }) : await query;
      return row;
    },

    async findBid(tx: Executor, id: number) {
      const [row] = await tx.select().from(bids).where(eq(bids.id, id));
      return row;
    },

    /**
     * The bids a seller can act on, one per dealer: on an open auction each dealer's best bid of
     * the current window; on a sealed one each dealer's standing bid of `bidType` (SEAL-2).
     */
    async findOfferBids(
      tx: Executor,
      auction: { id: number; type: string; timeStart: Date },
      bidType: BidType | null,
    ) {
      const current = and(eq(bids.auctionId, auction.id), gte(bids.createdAt, auction.timeStart));
      const rows =
        auction.type === 'open'
          ? await tx
              .selectDistinctOn([bids.userId], OFFER_BID_FIELDS)
              .from(bids)
              .where(current)
              .orderBy(bids.userId, desc(bids.amount), asc(bids.id))
          : await tx
              .selectDistinctOn([bids.userId], OFFER_BID_FIELDS)
              .from(bids)
              .where(
                and(current, eq(bids.kind, 'closed'), eq(bids.bidType, bidType ?? 'whole_car')),
              )
              .orderBy(bids.userId, desc(bids.id));
      return rows;
    },

    async saveNegotiation(
      tx: Executor,
      id: number,
      next: { negotiation: StoredNegotiation; decisionDueAt: Date | null; updatedAt: Date },
    ): Promise<void> {
      await tx.update(auctions).set(next).where(eq(auctions.id, id));
    },

    async insertOffer(tx: Executor, offer: typeof auctionOffers.$inferInsert): Promise<OfferRow> {
      const [row] = await tx.insert(auctionOffers).values(offer).returning();
      return row!;
    },

    async openOffer(tx: Executor, auctionId: number): Promise<OfferRow | undefined> {
      const [row] = await tx
        .select()
        .from(auctionOffers)
        .where(and(eq(auctionOffers.auctionId, auctionId), eq(auctionOffers.outcome, 'open')));
      return row;
    },

    async findOffer(tx: Executor, id: number): Promise<OfferRow | undefined> {
      const [row] = await tx.select().from(auctionOffers).where(eq(auctionOffers.id, id));
      return row;
    },

    async closeOffer(
      tx: Executor,
      id: number,
      outcome: 'accepted' | 'declined' | 'expired',
      at: Date,
    ): Promise<void> {
      await tx
        .update(auctionOffers)
        .set({ outcome, answeredAt: at })
        .where(eq(auctionOffers.id, id));
    },

    /** Every offer made in an auction's current round, oldest first, with its bid's bidder number. */
    listOffers(tx: Executor, auctionId: number, since: Date) {
      return tx
        .select({ offer: auctionOffers, bidderNo: bids.bidderNo })
        .from(auctionOffers)
        .innerJoin(bids, eq(bids.id, auctionOffers.bidId))
        .where(and(eq(auctionOffers.auctionId, auctionId), gte(auctionOffers.madeAt, since)))
        .orderBy(asc(auctionOffers.id));
    },

    /** The open offers made to one dealer, newest first, with what the dealer needs to decide. */
    listOpenOffersFor(tx: Executor, dealerId: number) {
      return tx
        .select({
          offer: auctionOffers,
          bidAmount: bids.amount,
          currency: markets.currency,
          year: inventories.year,
          make: makes.name,
          model: models.name,
          variant: inventories.variant,
          sellerGroup: groups.name,
        })
        .from(auctionOffers)
        .innerJoin(bids, eq(bids.id, auctionOffers.bidId))
        .innerJoin(auctions, eq(auctions.id, auctionOffers.auctionId))
        .innerJoin(markets, eq(markets.code, auctions.market))
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .innerJoin(makes, eq(makes.id, models.makeId))
        .innerJoin(groups, eq(groups.id, auctions.sellerGroupId))
        .where(and(eq(auctionOffers.dealerId, dealerId), eq(auctionOffers.outcome, 'open')))
        .orderBy(desc(auctionOffers.id));
    },

    /** Ends the award: sold to one dealer at one price, or nothing awarded. */
    async finish(
      tx: Executor,
      id: number,
      next: {
        status: string;
        awardStatus: 'won' | 'cancelled';
        updatedAt: Date;
        winner?: { bidId: number; userId: number; bidAmount: number; amount: number };
      },
      log: { event: string; fromStatus: string; actor: string },
    ): Promise<void> {
      await tx
        .insert(auctionStatusLog)
        .values({ auctionId: id, ...log, toStatus: next.status, at: next.updatedAt });
      await followListing(tx, { auctionId: id, toStatus: next.status, at: next.updatedAt });
      await tx
        .update(auctions)
        .set({
          status: next.status,
          awardStatus: next.awardStatus,
          updatedAt: next.updatedAt,
          decisionDueAt: null,
          ...(next.winner
            ? {
                wonAt: next.updatedAt,
                awardedBidId: next.winner.bidId,
                awardedAmount: next.winner.amount,
                highestBidId: next.winner.bidId,
                leaderId: next.winner.userId,
                highestAmount: next.winner.bidAmount,
              }
            : {}),
        })
        .where(eq(auctions.id, id));
      if (next.awardStatus === 'won')
        await openTransaction(tx, { auctionId: id, actor: log.actor });
    },

    /** Pending awards whose seller turn or open offer has run out, oldest first. */
    async findDue(tx: Executor, now: Date, limit: number): Promise<number[]> {
      const rows = await tx
        .select({ id: auctions.id })
        .from(auctions)
        .where(and(eq(auctions.status, 'reserved'), lte(auctions.decisionDueAt, now)))
        .orderBy(asc(auctions.decisionDueAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type AwardsRepository = ReturnType<typeof createAwardsRepository>;
