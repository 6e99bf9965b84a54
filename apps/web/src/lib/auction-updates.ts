import { bidPosition } from '@autobid/auction';
import type { BidPositionName, DealerAuction, PublicAuction } from '@autobid/contract';

/**
 * Both timestamps present and `incoming` strictly later. Same-millisecond values fall back to
 * comparing the ISO strings, which order correctly when the server writes finer precision.
 */
export function isLater(incoming: string, stored: string): boolean {
  const a = Date.parse(incoming);
  const b = Date.parse(stored);
  if (Number.isNaN(a) || Number.isNaN(b) || a === b) return incoming > stored;
  return a > b;
}

/** The spec §4 rule for live updates: apply when newer, or when either timestamp is missing. */
export function isNewerOrUnknown(
  incoming: string | undefined,
  stored: string | undefined,
): boolean {
  if (!incoming || !stored) return true;
  return isLater(incoming, stored);
}

/**
 * The dealer's anonymous bidder number in this auction, if it can be known: from their own bids
 * in the history, or from the standing highest bid when the server says they hold it.
 */
export function ownBidderNo(auction: DealerAuction): number | null {
  const ownIds = new Set(auction.user_bids.map((bid) => bid.id));
  const fromHistory = auction.bids?.find((bid) => ownIds.has(bid.id));
  if (fromHistory) return fromHistory.bidder_no;
  const leader = auction.highest_bid;
  if (leader && (auction.position === 'winning' || ownIds.has(leader.id))) return leader.bidder_no;
  return null;
}

// Bidder numbers are positive, so this never matches a leader.
const UNKNOWN_BIDDER = -1;

function positionOf(auction: DealerAuction, ownNo: number | null): BidPositionName {
  const leader = auction.highest_bid;
  const leaderIsOwnBid = leader !== null && auction.user_bids.some((bid) => bid.id === leader.id);
  const dealerId = ownNo ?? (leaderIsOwnBid && leader ? leader.bidder_no : UNKNOWN_BIDDER);
  return bidPosition({
    leaderId: leader?.bidder_no ?? null,
    dealerId,
    hasBid: auction.user_bids.length > 0 || ownNo !== null,
  });
}

/**
 * Applies a public `auction.updated` payload: merges its fields, puts a new highest bid at the top
 * of the history (when the history is held) and recomputes the dealer's position.
 */
export function applyPublicUpdate(stored: DealerAuction, update: PublicAuction): DealerAuction {
  const ownNo = ownBidderNo(stored);
  const leader = update.highest_bid;
  const isNewLeader =
    leader !== null && stored.bids !== undefined && !stored.bids.some((b) => b.id === leader.id);
  const merged: DealerAuction = {
    ...stored,
    ...pickPublic(update),
    ...(isNewLeader && stored.bids ? { bids: [leader, ...stored.bids] } : {}),
  };
  // A sealed auction publishes no highest bid, so a public update says nothing about who leads.
  if (stored.type === 'closed') return merged;
  return { ...merged, position: positionOf(merged, ownNo) };
}

export function pickPublic(auction: PublicAuction): PublicAuction {
  const { id, updated_at, status, time_end, highest_bid, bid_count, bidders_count } = auction;
  return { id, updated_at, status, time_end, highest_bid, bid_count, bidders_count };
}

/**
 * Merges the auction a bid call answered with. Its private fields (own bids, position) always
 * count; when a live update newer than the answer has already arrived, that update's public
 * fields win, so a slow answer never shows a dealer as winning after they were outbid.
 */
export function mergeBidResponse(stored: DealerAuction, response: DealerAuction): DealerAuction {
  const merged = { ...stored, ...response };
  if (!isLater(stored.updated_at, response.updated_at)) return merged;
  return applyPublicUpdate(merged, pickPublic(stored));
}
