import type { BiddableAuction } from './evaluate-bid';
import type { AcceptedBid } from './evaluate-bid';

/** The counters an accepted bid changes. */
export interface BidCounters {
  bidCount: number;
  biddersCount: number;
}

/**
 * The auction after an accepted bid (BID-9): the bidder leads at the bid amount, the bid count
 * rises by one, the bidders count by one only for a dealer's first bid on this auction.
 */
export function applyAcceptedBid<A extends BiddableAuction & BidCounters>(
  auction: A,
  bid: AcceptedBid,
  bidder: { id: number; isFirstBid: boolean },
): A {
  return {
    ...auction,
    highestAmount: bid.amount,
    leaderId: bidder.id,
    timeEnd: bid.timeEnd,
    bidCount: auction.bidCount + 1,
    biddersCount: auction.biddersCount + (bidder.isFirstBid ? 1 : 0),
  };
}
