import type { DealerAuction } from '@autobid/contract';

/**
 * The dealer's own highest bid on an auction, from the bids the list answers with (`user_bids`),
 * or null without one. A sealed bid is the dealer's own to see, so it counts too.
 */
export function ownBidAmount(auction: Pick<DealerAuction, 'user_bids'>): number | null {
  if (auction.user_bids.length === 0) return null;
  return Math.max(...auction.user_bids.map((bid) => bid.amount));
}
