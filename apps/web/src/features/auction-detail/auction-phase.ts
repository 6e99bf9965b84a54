import type { BidType } from '@autobid/auction';
import type { DealerAuction, UserBid } from '@autobid/contract';

/** Bids are taken: the auction is active and the server clock is before its end (BID-5). */
export function isBiddingOpen(auction: DealerAuction, now: number): boolean {
  return auction.status === 'active' && now < Date.parse(auction.time_end);
}

/** Max bids and snap-its may be placed on an open auction in preview or while bidding is open (PRX-1, SNP-1). */
export function acceptsStandingOrders(auction: DealerAuction, now: number): boolean {
  return auction.type === 'open' && (auction.status === 'preview' || isBiddingOpen(auction, now));
}

/** SNP-2: when the auction's snap-its fire; the server's own time once the dealer has one. */
export function snapItFiresAt(auction: DealerAuction, extendWindowSeconds: number): number {
  if (auction.snap_it_bid) return Date.parse(auction.snap_it_bid.fires_at);
  return Date.parse(auction.time_end) - extendWindowSeconds * 1000;
}

/** The dealer's standing sealed bid of each type: the highest, since a sealed bid is only ever raised (SEAL-2). */
export function ownSealedBids(auction: DealerAuction): Partial<Record<BidType, UserBid>> {
  const best: Partial<Record<BidType, UserBid>> = {};
  for (const bid of auction.user_bids) {
    if (bid.kind !== 'closed' || bid.bid_type === null) continue;
    const held = best[bid.bid_type];
    if (!held || bid.amount > held.amount) best[bid.bid_type] = bid;
  }
  return best;
}
