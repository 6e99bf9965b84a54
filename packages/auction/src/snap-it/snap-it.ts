import { isAmount } from '../core/money';
import { fail, ok, type Result } from '../core/result';
import {
  evaluateBid,
  type AcceptedBid,
  type BiddableAuction,
  type BiddingRules,
  type BidRejection,
} from '../bidding/evaluate-bid';
import { minimumNextBid } from '../bidding/minimum-next-bid';
import type { AuctionStatus } from '../lifecycle/auction-status';

/** The moment every snap-it of an auction fires: when the closing (soft-close) window opens (SNP-2). */
export function snapItFiresAt(timeEnd: number, extendWindowSeconds: number): number {
  return timeEnd - extendWindowSeconds * 1000;
}

export type SnapItRejection =
  | { code: 'invalid_amount' }
  | { code: 'auction_not_open_type' }
  | { code: 'own_auction' }
  | { code: 'auction_not_active'; status: AuctionStatus }
  | { code: 'snap_it_closed' }
  | { code: 'bid_below_minimum'; minimum: number };

/**
 * Judges placing (or replacing) a snap-it (SNP-1): a whole amount on an open auction of another
 * group, in preview or active, before the closing window opens, and at least the minimum next bid
 * now, since prices only rise and a lower amount could never fire.
 */
export function evaluateSnapIt(input: {
  auction: BiddableAuction;
  bidder: { id: number; groupId: number };
  amount: unknown;
  now: number;
  rules: BiddingRules;
}): Result<{ amount: number }, SnapItRejection> {
  const { auction, bidder, amount, now, rules } = input;
  if (!isAmount(amount) || amount === 0) return fail({ code: 'invalid_amount' });
  if (auction.type !== 'open') return fail({ code: 'auction_not_open_type' });
  if (auction.sellerGroupId === bidder.groupId) return fail({ code: 'own_auction' });
  if (auction.status !== 'preview' && auction.status !== 'active')
    return fail({ code: 'auction_not_active', status: auction.status });
  if (now >= snapItFiresAt(auction.timeEnd, rules.extendWindowSeconds))
    return fail({ code: 'snap_it_closed' });
  const minimum = minimumNextBid({
    startPrice: auction.startPrice,
    highestAmount: auction.highestAmount,
    increments: rules.increments,
  });
  if (amount < minimum) return fail({ code: 'bid_below_minimum', minimum });
  return ok({ amount });
}

/** Judges removing a snap-it (SNP-1): allowed until it has fired, that is before the window opens. */
export function evaluateSnapItRemoval(input: {
  timeEnd: number;
  status: AuctionStatus;
  now: number;
  extendWindowSeconds: number;
}): Result<null, { code: 'snap_it_closed' }> {
  const isBeforeFiring =
    (input.status === 'preview' || input.status === 'active') &&
    input.now < snapItFiresAt(input.timeEnd, input.extendWindowSeconds);
  return isBeforeFiring ? ok(null) : fail({ code: 'snap_it_closed' });
}

export type SnapItFiring =
  { fired: true; bid: AcceptedBid } | { fired: false; reason: BidRejection };

/**
 * Fires one snap-it (SNP-3): it bids its amount as a manual bid would, judged at `now` against the
 * auction as the snap-its before it left it; it fails, once and for good, when that bid would be
 * rejected (its owner leads, the amount no longer reaches the minimum, the auction ended).
 */
export function fireSnapIt(input: {
  auction: BiddableAuction;
  owner: { id: number; groupId: number };
  amount: number;
  now: number;
  rules: BiddingRules;
}): SnapItFiring {
  const verdict = evaluateBid({
    auction: input.auction,
    bidder: input.owner,
    amount: input.amount,
    now: input.now,
    rules: input.rules,
  });
  return verdict.ok ? { fired: true, bid: verdict.value } : { fired: false, reason: verdict };
}
