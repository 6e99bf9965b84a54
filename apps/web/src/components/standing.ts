import type { DealerAuction } from '@autobid/contract';
import { auctionOutcome } from '../lib/auction-outcome';

/** Where the dealer stands once bidding has closed. */
export type ClosedStanding =
  'won' | 'lost' | 'awaiting_seller' | 'declined' | 'cancelled' | 'relisted' | 'no_bid';

/**
 * The dealer's standing after the close, in the words of the ended-bids list (won, lost, awaiting
 * the seller); null while the auction has no result yet, when the live position still applies.
 * "Winning" or "Outbid" would read as if bidding went on. On a sealed auction every bidder waits
 * while the seller decides, as the seller may pick either bid type (SEAL-3).
 */
export function closedStanding(auction: DealerAuction): ClosedStanding | null {
  const outcome = auctionOutcome(auction);
  if (!outcome) return null;
  const hasBid = auction.user_bids.length > 0;
  switch (outcome.kind) {
    case 'won':
      return 'won';
    case 'pending_mine':
      return 'awaiting_seller';
    case 'pending':
      if (!hasBid) return 'no_bid';
      return auction.type === 'closed' ? 'awaiting_seller' : 'lost';
    case 'declined_mine':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'restarting':
      return 'relisted';
    case 'lost':
    case 'sold':
    case 'declined':
    case 'no_sale':
      return hasBid ? 'lost' : 'no_bid';
  }
}
