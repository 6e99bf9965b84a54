import { isAmount } from '../core/money';
import { fail, ok, type Result } from '../core/result';
import type { AuctionStatus } from '../lifecycle/auction-status';

/** What a sealed bid is for (spec §3): the whole car, or the body only. */
export const BID_TYPES = ['whole_car', 'body_only'] as const;
export type BidType = (typeof BID_TYPES)[number];

export interface SealedAuction {
  type: 'open' | 'closed';
  status: AuctionStatus;
  timeEnd: number;
  sellerGroupId: number;
  startPrice: number;
}

export type SealedBidRejection =
  | { code: 'invalid_amount' }
  | { code: 'invalid_bid_type' }
  | { code: 'auction_not_closed_type' }
  | { code: 'own_auction' }
  | { code: 'auction_not_started' }
  | { code: 'auction_not_active'; status: AuctionStatus }
  | { code: 'auction_ended' }
  | { code: 'sealed_bid_not_higher'; amount: number }
  | { code: 'bid_below_minimum'; minimum: number };

/**
 * Judges a sealed bid (SEAL-1, SEAL-2): one per dealer and bid type on a closed auction of another
 * group while it runs, at least the start price, and raisable only upwards. Nothing about other
 * dealers' bids enters the judgement, so nothing about them can leak through a rejection.
 */
export function evaluateSealedBid(input: {
  auction: SealedAuction;
  bidder: { groupId: number };
  amount: unknown;
  bidType: unknown;
  current: { amount: number } | null;
  now: number;
}): Result<{ amount: number; bidType: BidType }, SealedBidRejection> {
  const { auction, bidder, amount, bidType, current, now } = input;
  if (!isAmount(amount) || amount === 0) return fail({ code: 'invalid_amount' });
  if (!BID_TYPES.includes(bidType as BidType)) return fail({ code: 'invalid_bid_type' });
  if (auction.type !== 'closed') return fail({ code: 'auction_not_closed_type' });
  if (auction.sellerGroupId === bidder.groupId) return fail({ code: 'own_auction' });
  if (auction.status === 'scheduled' || auction.status === 'preview')
    return fail({ code: 'auction_not_started' });
  if (auction.status !== 'active')
    return fail({ code: 'auction_not_active', status: auction.status });
  if (now >= auction.timeEnd) return fail({ code: 'auction_ended' });
  if (current && amount <= current.amount)
    return fail({ code: 'sealed_bid_not_higher', amount: current.amount });
  if (amount < auction.startPrice)
    return fail({ code: 'bid_below_minimum', minimum: auction.startPrice });
  return ok({ amount, bidType: bidType as BidType });
}

export interface SealedBid {
  id: number;
  dealerId: number;
  amount: number;
  bidType: BidType;
  committedAt: number;
}

export type SealedOutcome =
  | { kind: 'awarded'; winner: SealedBid }
  | { kind: 'pending_award'; best: Partial<Record<BidType, SealedBid>> }
  | { kind: 'no_bids' };

function best(bids: readonly SealedBid[], bidType: BidType): SealedBid | undefined {
  return bids
    .filter((b) => b.bidType === bidType)
    .sort((a, b) => b.amount - a.amount || a.committedAt - b.committedAt)[0];
}

/**
 * The close of a sealed auction (SEAL-3): the best whole-car bid (highest, then earliest) wins if
 * it meets the reserve; otherwise the seller chooses between the best bid of each type.
 */
export function sealedOutcome(bids: readonly SealedBid[], reservePrice: number): SealedOutcome {
  if (bids.length === 0) return { kind: 'no_bids' };
  const wholeCar = best(bids, 'whole_car');
  if (wholeCar && wholeCar.amount >= reservePrice) return { kind: 'awarded', winner: wholeCar };
  const bodyOnly = best(bids, 'body_only');
  return {
    kind: 'pending_award',
    best: {
      ...(wholeCar ? { whole_car: wholeCar } : {}),
      ...(bodyOnly ? { body_only: bodyOnly } : {}),
    },
  };
}

/** Spec §4 reveal state of one dealer's view of a sealed auction (SEAL-4). */
export type RevealState = 'open' | 'disabled' | 'revealed';
/** Spec §4 process state of one dealer's sealed bid (SEAL-4). */
export type ProcessState = 'pending' | 'success' | 'fail';

const DECIDED: readonly AuctionStatus[] = [
  'awarded',
  'confirmed',
  'rejected',
  'sold',
  'cancelled',
  'restarting',
  'restarted',
];

/**
 * SEAL-4: `open` while the dealer may still bid; `disabled` when they may not (not started, their
 * own group's car, or ended and awaiting the outcome); `revealed` once the outcome is decided.
 */
export function revealState(input: {
  status: AuctionStatus;
  now: number;
  timeEnd: number;
  isOwnGroup: boolean;
}): RevealState {
  if (DECIDED.includes(input.status) || input.status === 'ended') return 'revealed';
  if (input.isOwnGroup) return 'disabled';
  return input.status === 'active' && input.now < input.timeEnd ? 'open' : 'disabled';
}

/** SEAL-4: `success` when the dealer's bid won, `fail` when the outcome went elsewhere, else `pending`. */
export function processState(input: {
  status: AuctionStatus;
  winnerDealerId: number | null;
  dealerId: number;
}): ProcessState {
  if (
    input.winnerDealerId !== null &&
    (input.status === 'awarded' || input.status === 'confirmed' || input.status === 'sold')
  ) {
    return input.winnerDealerId === input.dealerId ? 'success' : 'fail';
  }
  return DECIDED.includes(input.status) || input.status === 'ended' ? 'fail' : 'pending';
}
