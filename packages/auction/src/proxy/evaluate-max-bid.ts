import { isAmount } from '../core/money';
import { fail, ok, type Result } from '../core/result';
import { minimumNextBid } from '../bidding/minimum-next-bid';
import type { BiddableAuction, BiddingRules } from '../bidding/evaluate-bid';
import type { AuctionStatus } from '../lifecycle/auction-status';

export type MaxBidRejection =
  | { code: 'invalid_amount' }
  | { code: 'auction_not_open_type' }
  | { code: 'own_auction' }
  | { code: 'auction_not_active'; status: AuctionStatus }
  | { code: 'auction_ended' }
  | { code: 'max_bid_not_higher'; ceiling: number }
  | { code: 'bid_below_minimum'; minimum: number };

export interface MaxBidInput {
  auction: BiddableAuction;
  bidder: { id: number; groupId: number };
  ceiling: unknown;
  /** The dealer's standing max bid on this auction, if any. */
  current: { ceiling: number } | null;
  now: number;
  rules: Pick<BiddingRules, 'increments'>;
}

/** Statuses in which a max bid may be placed, raised or removed (PRX-1): preview and active. */
function isOpenForMaxBids(status: AuctionStatus): boolean {
  return status === 'preview' || status === 'active';
}

/**
 * Judges placing or raising a max bid (PRX-1, PRX-7): a whole amount, on an open auction of
 * another group, in preview or before the end; a raise must exceed the standing ceiling, and any
 * ceiling must reach the minimum next bid, since a lower one could never bid.
 */
export function evaluateMaxBid({
  auction,
  bidder,
  ceiling,
  current,
  now,
  rules,
}: MaxBidInput): Result<{ ceiling: number }, MaxBidRejection> {
  if (!isAmount(ceiling) || ceiling === 0) return fail({ code: 'invalid_amount' });
  if (auction.type !== 'open') return fail({ code: 'auction_not_open_type' });
  if (auction.sellerGroupId === bidder.groupId) return fail({ code: 'own_auction' });
  if (!isOpenForMaxBids(auction.status))
    return fail({ code: 'auction_not_active', status: auction.status });
  if (now >= auction.timeEnd) return fail({ code: 'auction_ended' });
  if (current && ceiling <= current.ceiling)
    return fail({ code: 'max_bid_not_higher', ceiling: current.ceiling });
  const minimum = minimumNextBid({
    startPrice: auction.startPrice,
    highestAmount: auction.highestAmount,
    increments: rules.increments,
  });
  if (ceiling < minimum) return fail({ code: 'bid_below_minimum', minimum });
  return ok({ ceiling });
}

export type MaxBidRemovalRejection =
  | { code: 'auction_not_active'; status: AuctionStatus }
  | { code: 'auction_ended' }
  | { code: 'max_bid_leading' };

/** Judges removing a max bid (PRX-1): allowed in preview or before the end, unless its owner leads. */
export function evaluateMaxBidRemoval(input: {
  auction: Pick<BiddableAuction, 'status' | 'timeEnd' | 'leaderId'>;
  dealerId: number;
  now: number;
}): Result<null, MaxBidRemovalRejection> {
  const { auction, dealerId, now } = input;
  if (!isOpenForMaxBids(auction.status))
    return fail({ code: 'auction_not_active', status: auction.status });
  if (now >= auction.timeEnd) return fail({ code: 'auction_ended' });
  if (auction.leaderId === dealerId) return fail({ code: 'max_bid_leading' });
  return ok(null);
}
