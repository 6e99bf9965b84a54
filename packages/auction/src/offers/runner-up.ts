import type { OfferBid } from './negotiation';

function rank(
  bids: readonly OfferBid[],
  sellerGroupId: number,
  excluded: readonly number[],
): OfferBid[] {
  return bids
    .filter((b) => b.groupId !== sellerGroupId && !excluded.includes(b.dealerId))
    .sort((a, b) => b.amount - a.amount || a.committedAt - b.committedAt || a.id - b.id);
}

/**
 * The top bid of a pending award (OFR-2): the highest bid, the earlier at equal amounts, never one
 * of the seller's own group. Null when there is none.
 */
export function topBidOf(bids: readonly OfferBid[], sellerGroupId: number): OfferBid | null {
  return rank(bids, sellerGroupId, [])[0] ?? null;
}

/**
 * The runner-up once dealers are out (OFR-6): the best bid of a dealer who is not among
 * `declinedDealers` (the declined top bidder and everyone out before), never of the seller's group.
 * Each dealer counts with their best bid only. Null when nobody is left.
 */
export function runnerUpOf(
  bids: readonly OfferBid[],
  declinedDealers: number | readonly number[],
  sellerGroupId: number,
): OfferBid | null {
  const excluded = typeof declinedDealers === 'number' ? [declinedDealers] : declinedDealers;
  return rank(bids, sellerGroupId, excluded)[0] ?? null;
}
