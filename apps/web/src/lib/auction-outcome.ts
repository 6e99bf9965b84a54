import type { DealerAuction } from '@autobid/contract';

/** Outcomes that name an amount: the dealer's own, or the price the car went for. */
export type AmountOutcomeKind = 'won' | 'lost' | 'sold' | 'pending_mine' | 'declined_mine';
/** Outcomes that name no amount: nobody's bid is the dealer's business there. */
export type PlainOutcomeKind = 'pending' | 'declined' | 'no_sale' | 'cancelled' | 'restarting';
export type OutcomeKind = AmountOutcomeKind | PlainOutcomeKind;

export type AuctionOutcome =
  { kind: AmountOutcomeKind; amount: number | null } | { kind: PlainOutcomeKind; amount: null };

function ownBestAmount(auction: DealerAuction): number | null {
  const amounts = auction.user_bids.map((bid) => bid.amount);
  return amounts.length > 0 ? Math.max(...amounts) : null;
}

/**
 * What became of an auction after its close, from the calling dealer's side (LIFE-4, LIFE-5,
 * SEAL-3, SEAL-4); null while it has not closed. The dealer holds the best bid when the server
 * says they lead or, on a sealed auction, that their bid succeeded.
 */
export function auctionOutcome(auction: DealerAuction): AuctionOutcome | null {
  const isMine = auction.position === 'winning' || auction.sealed?.process_state === 'success';
  const hasBid = auction.user_bids.length > 0;
  const price =
    auction.sale_price ?? auction.awarded_bid?.amount ?? auction.highest_bid?.amount ?? null;
  switch (auction.status) {
    case 'scheduled':
    case 'preview':
    case 'active':
      return null;
    case 'awarded':
    case 'confirmed':
    case 'sold':
      if (isMine) return { kind: 'won', amount: price ?? ownBestAmount(auction) };
      return { kind: hasBid ? 'lost' : 'sold', amount: price };
    case 'reserved':
      return isMine
        ? { kind: 'pending_mine', amount: auction.highest_bid?.amount ?? ownBestAmount(auction) }
        : { kind: 'pending', amount: null };
    case 'rejected':
      return isMine
        ? { kind: 'declined_mine', amount: auction.highest_bid?.amount ?? ownBestAmount(auction) }
        : { kind: 'declined', amount: null };
    case 'ended':
      return { kind: 'no_sale', amount: null };
    case 'cancelled':
      return { kind: 'cancelled', amount: null };
    case 'restarting':
    case 'restarted':
      return { kind: 'restarting', amount: null };
  }
}
