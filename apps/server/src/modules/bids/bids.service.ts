import {
  evaluateBid,
  evaluateMaxBid,
  evaluateMaxBidRemoval,
  type AuctionStatus,
  type BidRejection,
} from '@autobid/auction';
import type { DealerAuction, PlaceBidRequest } from '@autobid/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createBidEngine, NOTHING_PUBLIC, type BidEngine } from './bid-engine';
import type { MarketRow } from '../config/markets.repository';
import type { BidsRepository, LockedAuction } from './bids.repository';
import type { Rejection } from './bid-rejections';
import type { Dealer, Decide, LockedChange } from './locked-change';

/**
 * Rejections that no concurrent change can undo: prices only rise, an auction past its end
 * cannot be extended, and type, seller and status do not come back. `already_winning` is not
 * among them: a rival may take the lead while the bid waits.
 */
const FINAL_REJECTIONS = new Set<BidRejection['code']>([
  'invalid_amount',
  'auction_not_open_type',
  'own_auction',
  'auction_not_started',
  'auction_not_active',
  'auction_ended',
  'bid_below_minimum',
]);

/** The part of a locked auction the bidding rules judge. */
export function biddable(locked: LockedAuction) {
  return {
    type: locked.type,
    status: locked.status as AuctionStatus,
    timeEnd: locked.timeEnd.getTime(),
    sellerGroupId: locked.sellerGroupId,
    startPrice: locked.startPrice,
    highestAmount: locked.highestAmount,
    leaderId: locked.leaderId,
  };
}

/** Refuses a bid above the dealer's buying power where the market says so (TRX-13). */
export interface BuyingPowerGuard {
  assertCanBid(dealer: Dealer, amount: number): Promise<void>;
}

/**
 * The buying-power check, before the change is queued, so a refused bid never waits for a batch.
 * A bid it refuses is first judged on the committed auction: a missing auction, one of another
 * market, or one the rules refuse (closed, below the minimum, …) is the reason told, as it would
 * be to a dealer with buying power to spare; only a bid the auction would take is refused for
 * credit.
 */
export async function checkBuyingPower(
  deps: { buyingPower?: BuyingPowerGuard | undefined; locked: LockedChange },
  dealer: Dealer,
  auctionId: number,
  amount: number,
  judge: (
    committed: LockedAuction,
    market: MarketRow,
    now: number,
  ) => { ok: true } | (Rejection & { ok: false }),
): Promise<void> {
  if (!deps.buyingPower) return;
  try {
    await deps.buyingPower.assertCanBid(dealer, amount);
  } catch (error) {
    if (error instanceof AppError && error.code === 'credit_exceeded')
      await deps.locked.refuseIfRuled(dealer, auctionId, (committed, market, now) => {
        const verdict = judge(committed, market, now);
        return verdict.ok ? null : verdict;
      });
    throw error;
  }
}

export function createBidsService(deps: {
  db: Database;
  repo: BidsRepository;
  locked: LockedChange;
  engine?: BidEngine;
  /** Checked before the change is queued, so a refused bid never waits for a batch. */
  buyingPower?: BuyingPowerGuard;
}) {
  const { db, repo, locked: lockedChange } = deps;
  const engine = deps.engine ?? createBidEngine(repo);

  return {
    /** Lets the standing max bids of a just-started auction bid (PRX-1: max bids placed in preview). */
    async settleMaxBids(auctionId: number): Promise<void> {
      await lockedChange.applyChange(auctionId, async (tx, locked, market, now) => {
        if (locked.status !== 'active' || locked.maxBidCount === 0)
          return { kind: 'done', settlement: NOTHING_PUBLIC };
        // The start is an event of its own in the auction's commitment order.
        return {
          kind: 'done',
          settlement: await engine.settle(tx, locked, {
            now,
            market,
            commitSeq: locked.commitSeq + 1,
            maxBidCount: locked.maxBidCount,
          }),
        };
      });
    },

    /** A manual bid (BID-1 … BID-10); standing max bids answer it at once (PRX-6). */
    async placeBid(dealer: Dealer, input: PlaceBidRequest): Promise<DealerAuction> {
      const judge = (auction: LockedAuction, market: MarketRow, now: number) =>
        evaluateBid({
          auction: biddable(auction),
          bidder: dealer,
          amount: input.amount,
          now,
          rules: { increments: market.increments, extendWindowSeconds: market.extendWindowSeconds },
        });
      await checkBuyingPower(deps, dealer, input.auction_id, input.amount, judge);
      const decide: Decide = (locked, market, now) => {
        const verdict = judge(locked, market, now);
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        return {
          kind: 'settle',
          input: {
            now,
            market,
            commitSeq: locked.commitSeq + 1,
            maxBidCount: locked.maxBidCount,
            incoming: {
              userId: dealer.id,
              groupId: dealer.groupId,
              amount: verdict.value.amount,
              kind: 'manual',
            },
          },
        };
      };
      return lockedChange.forDealer(
        dealer,
        input.auction_id,
        { decide },
        (committed, market, now) => {
          const verdict = judge(committed, market, now);
          return !verdict.ok && FINAL_REJECTIONS.has(verdict.code) ? verdict : null;
        },
      );
    },

    /** Places or raises the dealer's max bid (PRX-1, PRX-7); on a live auction it bids at once. */
    async placeMaxBid(dealer: Dealer, input: PlaceBidRequest): Promise<DealerAuction> {
      const ownOf = (auction: LockedAuction) =>
        auction.standing.find((m) => m.userId === dealer.id);
      const judge = (
        auction: LockedAuction,
        market: MarketRow,
        now: number,
        own = ownOf(auction),
      ) =>
        evaluateMaxBid({
          auction: biddable(auction),
          bidder: dealer,
          ceiling: input.amount,
          current: own ? { ceiling: own.ceiling } : null,
          now,
          rules: market,
        });
      await checkBuyingPower(deps, dealer, input.auction_id, input.amount, judge);
      const decide: Decide = (locked, market, now) => {
        const current = ownOf(locked);
        const verdict = judge(locked, market, now, current);
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        return {
          kind: 'settle',
          input: {
            now,
            market,
            commitSeq: locked.commitSeq + 1,
            maxBidCount: locked.maxBidCount + (current ? 0 : 1),
            placedMaxBid: {
              userId: dealer.id,
              groupId: dealer.groupId,
              ceiling: verdict.value.ceiling,
            },
          },
        };
      };
      return lockedChange.forDealer(dealer, input.auction_id, { decide });
    },

    /** Removes the dealer's max bid (PRX-1): refused while it leads. */
    async removeMaxBid(dealer: Dealer, maxBidId: number): Promise<DealerAuction> {
      const found = await repo.findMaxBidById(db, maxBidId);
      if (!found || found.userId !== dealer.id || found.status !== 'active')
        throw new AppError('not_found', `Max bid ${maxBidId} does not exist.`);
      return lockedChange.forDealer(dealer, found.auctionId, async (tx, locked, market, now) => {
        const maxBid = await repo.findMaxBidById(tx, maxBidId);
        if (!maxBid || maxBid.status !== 'active')
          return {
            kind: 'rejected',
            rejection: { code: 'max_bid_gone' },
            currency: market.currency,
          };
        const verdict = evaluateMaxBidRemoval({
          auction: biddable(locked),
          dealerId: dealer.id,
          now,
        });
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        const commitSeq = locked.commitSeq + 1;
        await repo.removeMaxBid(tx, maxBid, commitSeq, new Date(now));
        const settlement = await engine.settle(tx, locked, {
          now,
          market,
          commitSeq,
          maxBidCount: locked.maxBidCount - 1,
          standing: locked.standing.filter((m) => m.id !== maxBid.id),
          deferWrite: true,
        });
        return { kind: 'done', settlement };
      });
    },
  };
}

export type BidsService = ReturnType<typeof createBidsService>;
