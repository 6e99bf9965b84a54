import type { AuctionStatus } from '@autobid/auction';
import {
  sellerStageOf,
  type Language,
  type SellerAuction,
  type SellerBid,
} from '@autobid/contract';
import type { StoredNegotiation } from '../awards/awards.repository';
import { decisionDeadlineOf } from '../awards/decision-deadline';
import { presentInventory } from '../auctions/auction-presenter';
import type { SellerBidRow, SellerViewRow } from './sellers.repository';

/** Statuses in which bidding has not closed: a sealed auction's amounts stay hidden in them. */
const OPEN_FOR_BIDS: readonly string[] = ['scheduled', 'preview', 'active', 'restarting'];

type BidColumns = SellerViewRow['highestBid'];

function presentBid(bid: BidColumns | SellerBidRow | null): SellerBid | null {
  if (
    !bid ||
    bid.id === null ||
    bid.amount === null ||
    bid.bidderNo === null ||
    bid.createdAt === null
  )
    return null;
  return {
    id: bid.id,
    amount: bid.amount,
    bidder_no: bid.bidderNo,
    bid_type: bid.bidType,
    created_at: bid.createdAt.toISOString(),
  };
}

/**
 * An auction as its seller sees it (docs/seller-portal.md): its own reserve always; the leading
 * bid of an open auction while it runs; on a sealed auction only the counts until the close, then
 * the best bid of each type; bidders by their anonymous number, the dealer named only once won.
 */
/** Whether the stored negotiation waits on a dealer's answer to the seller's offer. */
function isOfferOpen(stored: unknown): boolean {
  return (stored as StoredNegotiation | null)?.state.phase === 'offer_open';
}

export function presentSellerAuction(
  row: SellerViewRow,
  sealedBest: SellerBidRow[],
  now: number,
  language: Language,
): SellerAuction {
  const { auction } = row;
  const status = auction.status as AuctionStatus;
  const isSealed = auction.type === 'closed';
  const isClosed =
    !OPEN_FOR_BIDS.includes(status) && !(status === 'cancelled' && auction.closedAt === null);
  const highest = isSealed
    ? isClosed
      ? (presentBid(sealedBest.find((b) => b.bidType === 'whole_car') ?? null) ??
        presentBid(row.awardedBid))
      : null
    : presentBid(row.highestBid);
  const topBids = !isClosed
    ? []
    : isSealed
      ? sealedBest.flatMap((b) => presentBid(b) ?? [])
      : [presentBid(row.highestBid)].flatMap((b) => b ?? []);
  const deadline = decisionDeadlineOf(auction)?.getTime() ?? null;
  const awarded = presentBid(row.awardedBid);
  return {
    id: auction.id,
    stage: sellerStageOf(status),
    status,
    award_status: (auction.awardStatus as SellerAuction['award_status']) ?? null,
    type: auction.type,
    market: auction.market,
    currency: row.currency,
    channel: auction.channel,
    location: auction.location,
    restart_count: auction.restartCount,
    time_preview: auction.timePreview?.toISOString() ?? null,
    time_start: auction.timeStart.toISOString(),
    time_end: auction.timeEnd.toISOString(),
    closed_at: auction.closedAt?.toISOString() ?? null,
    updated_at: auction.updatedAt.toISOString(),
    start_price: auction.startPrice,
    reserve_price: auction.reservePrice,
    is_reserve_met: isSealed && !isClosed ? null : (highest?.amount ?? -1) >= auction.reservePrice,
    highest_bid: highest,
    top_bids: topBids,
    bid_count: auction.bidCount,
    bidders_count: auction.biddersCount,
    decision_deadline: deadline === null ? null : new Date(deadline).toISOString(),
    decision_seconds_left:
      deadline === null ? null : Math.max(0, Math.floor((deadline - now) / 1000)),
    decision_by: deadline === null ? null : isOfferOpen(auction.negotiation) ? 'dealer' : 'seller',
    winner:
      auction.awardStatus === 'won' && awarded && row.winner.groupId !== null
        ? {
            bidder_no: awarded.bidder_no,
            // A counter-offer sells at its own price, above the bid it answered.
            amount: auction.awardedAmount ?? awarded.amount,
            dealer_name: row.winner.dealerName ?? '',
            group_id: row.winner.groupId,
            group_name: row.winner.groupName ?? '',
          }
        : null,
    inventory: presentInventory(row, language),
  };
}
