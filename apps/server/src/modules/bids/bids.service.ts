import { evaluateBid, evaluateMaxBid, evaluateMaxBidRemoval, type AuctionStatus } from '@autobid/auction';
import type { DealerAuction, PlaceBidRequest } from '@autobid/contract';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import type { AuctionsService } from '../auctions/auctions.service';
import type { MarketCatalog } from '../config/market-catalog';
import type { MarketRow } from '../config/markets.repository';
import { createBidEngine, type Settlement } from './bid-engine';
import { bidRejectionError, type Rejection } from './bid-rejections';
import type { BidsRepository, LockedAuction } from './bids.repository';

export interface BidsServiceDeps {
  db: Database;
  repo: BidsRepository;
  markets: MarketCatalog;
  clock: Clock;
  events: AuctionEvents;
  auctions: AuctionsService;
}

export interface Dealer {
  id: number;
  groupId: number;
}

type Outcome = { kind: 'missing' } | { kind: 'rejected'; rejection: Rejection; currency: string } | { kind: 'done'; settlement: Settlement };

function biddable(locked: LockedAuction) {
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

export function createBidsService(deps: BidsServiceDeps) {
  const { db, repo, markets, clock, events } = deps;
  const engine = createBidEngine(repo);

  /**
   * Runs one change to one auction while holding its row lock, so changes to one auction are
   * judged one after another against the state the previous one left. The clock is read once
   * the lock is held. Events go out only after the commit.
   */
  async function applyChange(
    auctionId: number,
    change: (tx: Executor, locked: LockedAuction, market: MarketRow, now: number) => Promise<Outcome>,
  ): Promise<Outcome> {
    // Read outside the transaction: on PGlite a query beside an open transaction would wait for it.
    const marketsByCode = new Map((await markets.all()).map((m) => [m.code, m]));
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const locked = await repo.lockAuction(tx, auctionId);
      if (!locked) return { kind: 'missing' };
      const market = marketsByCode.get(locked.market);
      if (!market) throw new Error(`auction ${locked.id} is in unknown market ${locked.market}`);
      return change(tx, locked, market, clock.now());
    });
    if (outcome.kind === 'done') publish(outcome.settlement);
    return outcome;
  }

  function publish({ published, outbid }: Settlement): void {
    if (!published) return;
    void events.auctionUpdated(published);
    for (const loser of outbid) {
      void events.outbid(loser.userId, {
        auction_id: published.id,
        amount: published.highest_bid?.amount ?? loser.amount,
        your_amount: loser.amount,
        updated_at: published.updated_at,
      });
    }
  }

  async function underLock(
    dealer: Dealer,
    auctionId: number,
    change: (tx: Executor, locked: LockedAuction, market: MarketRow, now: number) => Promise<Outcome>,
  ): Promise<DealerAuction> {
    const outcome = await applyChange(auctionId, change);
    if (outcome.kind === 'missing') throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
    if (outcome.kind === 'rejected') {
      const current = await deps.auctions.getForDealer(dealer.id, auctionId).catch(() => undefined);
      throw bidRejectionError(outcome.rejection, current, (n) => `${outcome.currency} ${n.toLocaleString('en')}`);
    }
    return deps.auctions.getForDealer(dealer.id, auctionId);
  }

  return {
    /** Lets the standing max bids of a just-started auction bid (PRX-1: max bids placed in preview). */
    async settleMaxBids(auctionId: number): Promise<void> {
      await applyChange(auctionId, async (tx, locked, market, now) => {
        if (locked.status !== 'active' || locked.maxBidCount === 0) return { kind: 'done', settlement: { published: null, outbid: [] } };
        return { kind: 'done', settlement: await engine.settle(tx, locked, { now, market, commitSeq: locked.commitSeq, maxBidCount: locked.maxBidCount }) };
      });
    },

    /** A manual bid (BID-1 … BID-10); standing max bids answer it at once (PRX-6). */
    placeBid(dealer: Dealer, input: PlaceBidRequest): Promise<DealerAuction> {
      return underLock(dealer, input.auction_id, async (tx, locked, market, now) => {
        const verdict = evaluateBid({
          auction: biddable(locked),
          bidder: dealer,
          amount: input.amount,
          now,
          rules: { increments: market.increments, extendWindowSeconds: market.extendWindowSeconds },
        });
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        const settlement = await engine.settle(tx, locked, {
          now,
          market,
          commitSeq: locked.commitSeq + 1,
          maxBidCount: locked.maxBidCount,
          incoming: { userId: dealer.id, groupId: dealer.groupId, amount: verdict.value.amount, kind: 'manual' },
        });
        return { kind: 'done', settlement };
      });
    },

    /** Places or raises the dealer's max bid (PRX-1, PRX-7); on a live auction it bids at once. */
    placeMaxBid(dealer: Dealer, input: PlaceBidRequest): Promise<DealerAuction> {
      return underLock(dealer, input.auction_id, async (tx, locked, market, now) => {
        const own = await repo.findMaxBid(tx, locked.id, dealer.id);
        const current = own?.status === 'active' ? { ceiling: own.ceiling } : null;
        const verdict = evaluateMaxBid({ auction: biddable(locked), bidder: dealer, ceiling: input.amount, current, now, rules: market });
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        const commitSeq = locked.commitSeq + 1;
        await repo.saveMaxBid(tx, { auctionId: locked.id, userId: dealer.id, groupId: dealer.groupId, ceiling: verdict.value.ceiling, commitSeq, at: new Date(now) });
        const settlement = await engine.settle(tx, locked, { now, market, commitSeq, maxBidCount: locked.maxBidCount + (current ? 0 : 1) });
        return { kind: 'done', settlement };
      });
    },

    /** Removes the dealer's max bid (PRX-1): refused while it leads. */
    async removeMaxBid(dealer: Dealer, maxBidId: number): Promise<DealerAuction> {
      const found = await repo.findMaxBidById(db, maxBidId);
      if (!found || found.userId !== dealer.id || found.status !== 'active') {
        throw new AppError('not_found', `Max bid ${maxBidId} does not exist.`);
      }
      return underLock(dealer, found.auctionId, async (tx, locked, market, now) => {
        const maxBid = await repo.findMaxBidById(tx, maxBidId);
        if (!maxBid || maxBid.status !== 'active') return { kind: 'rejected', rejection: { code: 'max_bid_gone' }, currency: market.currency };
        const verdict = evaluateMaxBidRemoval({ auction: biddable(locked), dealerId: dealer.id, now });
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        await repo.removeMaxBid(tx, maxBidId, new Date(now));
        const settlement = await engine.settle(tx, locked, { now, market, commitSeq: locked.commitSeq, maxBidCount: locked.maxBidCount - 1 });
        return { kind: 'done', settlement };
      });
    },
  };
}

export type BidsService = ReturnType<typeof createBidsService>;
