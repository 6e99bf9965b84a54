import { applyAcceptedBid, evaluateBid, type AuctionStatus, type BidRejection } from '@autobid/auction';
import type { DealerAuction, PlaceBidRequest } from '@autobid/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { AuctionsService } from '../auctions/auctions.service';
import type { MarketCatalog } from '../config/market-catalog';
import { bidRejectionError } from './bid-rejections';
import type { BidsRepository } from './bids.repository';

export interface BidsServiceDeps {
  db: Database;
  repo: BidsRepository;
  markets: MarketCatalog;
  clock: Clock;
  events: AuctionEvents;
  auctions: AuctionsService;
}

type BidOutcome =
  | { kind: 'missing' }
  | { kind: 'rejected'; rejection: BidRejection; currency: string }
  | {
      kind: 'accepted';
      previousLeader: { id: number; amount: number } | null;
      published: Parameters<AuctionEvents['auctionUpdated']>[0];
    };

export function createBidsService(deps: BidsServiceDeps) {
  const { db, repo, markets, clock, events } = deps;

  return {
    /**
     * Places a manual bid. The auction's row lock is held from reading it to committing the bid,
     * so bids on one auction are judged one after another against the state the previous one left.
     */
    async placeBid(caller: { id: number; groupId: number }, input: PlaceBidRequest): Promise<DealerAuction> {
      // Read outside the transaction: on PGlite a query beside an open transaction would wait for it.
      const marketsByCode = new Map((await markets.all()).map((m) => [m.code, m]));
      const outcome = await db.transaction(async (tx): Promise<BidOutcome> => {
        const auction = await repo.lockAuction(tx, input.auction_id);
        if (!auction) return { kind: 'missing' };
        const market = marketsByCode.get(auction.market);
        if (!market) throw new Error(`auction ${auction.id} is in unknown market ${auction.market}`);
        const now = clock.now();
        const state = {
          type: auction.type,
          status: auction.status as AuctionStatus,
          timeEnd: auction.timeEnd.getTime(),
          sellerGroupId: auction.sellerGroupId,
          startPrice: auction.startPrice,
          highestAmount: auction.highestAmount,
          leaderId: auction.leaderId,
          bidCount: auction.bidCount,
          biddersCount: auction.biddersCount,
        };
        const verdict = evaluateBid({
          auction: state,
          bidder: caller,
          amount: input.amount,
          now,
          rules: { increments: market.increments, extendWindowSeconds: market.extendWindowSeconds },
        });
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };

        const knownBidderNo = await repo.findBidderNo(tx, auction.id, caller.id);
        const next = applyAcceptedBid(state, verdict.value, { id: caller.id, isFirstBid: knownBidderNo === null });
        const updatedAt = new Date(Math.max(now, auction.updatedAt.getTime() + 1));
        const createdAt = new Date(now);
        const bid = await repo.recordBid(
          tx,
          {
            auctionId: auction.id,
            userId: caller.id,
            groupId: caller.groupId,
            bidderNo: knownBidderNo ?? next.biddersCount,
            amount: verdict.value.amount,
            kind: 'manual',
            createdAt,
          },
          {
            highestAmount: verdict.value.amount,
            leaderId: caller.id,
            bidCount: next.bidCount,
            biddersCount: next.biddersCount,
            timeEnd: new Date(next.timeEnd),
            updatedAt,
          },
        );
        return {
          kind: 'accepted',
          previousLeader:
            auction.leaderId !== null && auction.highestAmount !== null
              ? { id: auction.leaderId, amount: auction.highestAmount }
              : null,
          published: presentPublicAuction(
            { ...auction, timeEnd: new Date(next.timeEnd), updatedAt, bidCount: next.bidCount, biddersCount: next.biddersCount },
            { id: bid.id, amount: verdict.value.amount, bidder_no: knownBidderNo ?? next.biddersCount, created_at: createdAt.toISOString() },
          ),
        };
      });

      if (outcome.kind === 'missing') throw new AppError('not_found', `Auction ${input.auction_id} does not exist.`);
      if (outcome.kind === 'rejected') {
        const current = await deps.auctions.getForDealer(caller.id, input.auction_id).catch(() => undefined);
        const format = (n: number) => `${outcome.currency} ${n.toLocaleString('en')}`;
        throw bidRejectionError(outcome.rejection, current, format);
      }

      void events.auctionUpdated(outcome.published);
      const { previousLeader, published } = outcome;
      if (previousLeader && previousLeader.id !== caller.id && published.highest_bid) {
        void events.outbid(previousLeader.id, {
          auction_id: published.id,
          amount: published.highest_bid.amount,
          your_amount: previousLeader.amount,
          updated_at: published.updated_at,
        });
      }
      return deps.auctions.getForDealer(caller.id, input.auction_id);
    },
  };
}

export type BidsService = ReturnType<typeof createBidsService>;
