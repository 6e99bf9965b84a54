import { transition, type AuctionStatus } from '@autobid/auction';
import { EVENTS, type DealerAuction } from '@autobid/contract';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import { toPublicAuction } from '../auctions/auction-presenter';
import type { AuctionsService, Viewer } from '../auctions/auctions.service';
import type { AwardsRepository } from './awards.repository';

/**
 * The seller's decision on a top bid that missed the reserve (LIFE-5): accept (confirmed, the
 * bidder wins) or reject. Only the seller group of that auction may decide, and only the top bid
 * (on a sealed auction: the best bid of either type) can be accepted.
 */
export function createAwardsService(deps: {
  db: Database;
  repo: AwardsRepository;
  clock: Clock;
  events: AuctionEvents;
  auctions: AuctionsService;
}) {
  const { db, repo, clock, events } = deps;

  async function decide(
    seller: Viewer,
    input: { bidId: number; auctionId: number; decision: 'accept' | 'reject' },
  ): Promise<DealerAuction> {
    const result = await db.transaction(async (tx) => {
      const auction = await repo.lockAuction(tx, input.auctionId);
      if (!auction) throw new AppError('not_found', `Auction ${input.auctionId} does not exist.`);
      if (seller.groupId !== auction.sellerGroupId)
        throw new AppError(
          'forbidden',
          'Only the seller of this auction can accept or reject its bids.',
        );
      const bid = await repo.findBid(tx, input.bidId);
      if (!bid || bid.auctionId !== auction.id)
        throw new AppError(
          'not_found',
          `Bid ${input.bidId} is not a bid on auction ${auction.id}.`,
        );
      const next = transition(auction.status as AuctionStatus, { type: input.decision });
      if (!next.ok)
        throw new AppError(
          'invalid_transition',
          `This auction is ${auction.status}: it is not waiting for your decision.`,
        );
      const isTop =
        auction.type === 'open'
          ? bid.id === auction.highestBidId
          : bid.bidType !== null &&
            (await repo.findBestSealed(tx, auction.id, bid.bidType))?.id === bid.id;
      if (!isTop)
        throw new AppError('validation_failed', 'Only the top bid can be accepted or rejected.', {
          errors: { bidId: ['is not the top bid'] },
        });
      const updatedAt = new Date(Math.max(clock.now(), auction.updatedAt.getTime() + 1));
      const accepted = input.decision === 'accept';
      await repo.decide(
        tx,
        auction.id,
        {
          status: next.value,
          awardStatus: accepted ? 'won' : 'cancelled',
          updatedAt,
          ...(accepted
            ? { winner: { bidId: bid.id, userId: bid.userId, amount: bid.amount } }
            : {}),
        },
        { event: input.decision, fromStatus: auction.status, actor: String(seller.id) },
      );
      await recordAudit(tx, {
        actor: { id: seller.id, role: 'seller' },
        action: `award.${input.decision}`,
        entityType: 'auction',
        entityId: auction.id,
        before: { status: auction.status },
        after: {
          status: next.value,
          award_status: accepted ? 'won' : 'cancelled',
          bid_id: bid.id,
          amount: bid.amount,
        },
        at: updatedAt,
      });
      return { auction, bid, accepted };
    });
    const { auction, bid } = result;
    const view = await deps.auctions.getForDealer(seller, auction.id);
    void events.auctionUpdated(toPublicAuction(view));
    void events.sellerAuctionChanged(auction.sellerGroupId, {
      id: auction.id,
      status: view.status,
      updatedAt: new Date(view.updated_at),
    });
    if (result.accepted)
      void events.notify(bid.userId, EVENTS.auctionWon, {
        auction_id: auction.id,
        amount: bid.amount,
        updated_at: view.updated_at,
      });
    return view;
  }

  return {
    accept: (seller: Viewer, bidId: number, auctionId: number) =>
      decide(seller, { bidId, auctionId, decision: 'accept' }),
    reject: (seller: Viewer, bidId: number, auctionId: number) =>
      decide(seller, { bidId, auctionId, decision: 'reject' }),
  };
}

export type AwardsService = ReturnType<typeof createAwardsService>;
