import { bidPosition, type AuctionStatus } from '@autobid/auction';
import type { DealerAuction, Inspection, PublicAuction, PublicBid, UserBid } from '@autobid/contract';
import type { AuctionViewRow, BidRow, InspectionRow } from './auctions.repository';

interface BidColumns {
  id: number | null;
  amount: number | null;
  bidderNo: number | null;
  createdAt: Date | null;
}

function presentBidColumns(bid: BidColumns | null): PublicBid | null {
  if (!bid || bid.id === null || bid.amount === null || bid.bidderNo === null || bid.createdAt === null) return null;
  return { id: bid.id, amount: bid.amount, bidder_no: bid.bidderNo, created_at: bid.createdAt.toISOString() };
}

export function presentPublicBid(bid: BidRow): PublicBid {
  return { id: bid.id, amount: bid.amount, bidder_no: bid.bidderNo, created_at: bid.createdAt.toISOString() };
}

export function presentUserBid(bid: BidRow): UserBid {
  return {
    id: bid.id,
    auction_id: bid.auctionId,
    amount: bid.amount,
    kind: bid.kind,
    bid_type: bid.bidType,
    created_at: bid.createdAt.toISOString(),
  };
}

export function presentInspection(row: InspectionRow): Inspection {
  return {
    id: row.id,
    score: row.score,
    summary: row.summary,
    inspected_at: row.inspectedAt.toISOString(),
    sections: row.sections,
  };
}

/**
 * What every watcher may see: the `auction.updated` payload. The leader's identity, the reserve
 * and any sealed amount never appear here.
 */
export function presentPublicAuction(auction: {
  id: number;
  updatedAt: Date;
  status: string;
  timeEnd: Date;
  bidCount: number;
  biddersCount: number;
}, highest: PublicBid | null): PublicAuction {
  return {
    id: auction.id,
    updated_at: auction.updatedAt.toISOString(),
    status: auction.status as AuctionStatus,
    time_end: auction.timeEnd.toISOString(),
    highest_bid: highest,
    bid_count: auction.bidCount,
    bidders_count: auction.biddersCount,
  };
}

export interface DealerAuctionExtras {
  callerId: number;
  userBids: BidRow[];
  maxBid?: { id: number; auctionId: number; ceiling: number } | undefined;
  inspection?: InspectionRow | null;
  history?: BidRow[];
}

/** An auction as the calling dealer sees it: public fields plus their own bids and position. */
export function presentDealerAuction(row: AuctionViewRow, extras: DealerAuctionExtras): DealerAuction {
  const { auction, inventory } = row;
  const highest = presentBidColumns(row.highestBid);
  return {
    ...presentPublicAuction(auction, highest),
    type: auction.type,
    market: auction.market,
    currency: row.currency,
    channel: auction.channel,
    location: auction.location,
    restart_count: auction.restartCount,
    time_start: auction.timeStart.toISOString(),
    start_price: auction.startPrice,
    is_reserve_met: auction.highestAmount !== null && auction.highestAmount >= auction.reservePrice,
    awarded_bid: presentBidColumns(row.awardedBid),
    position: bidPosition({ leaderId: auction.leaderId, dealerId: extras.callerId, hasBid: extras.userBids.length > 0 }),
    user_bids: extras.userBids.map(presentUserBid),
    max_bid: extras.maxBid ? { id: extras.maxBid.id, auction_id: extras.maxBid.auctionId, amount: extras.maxBid.ceiling } : null,
    inventory: {
      id: inventory.id,
      make: row.makeName,
      model: row.modelName,
      make_id: inventory.makeId,
      model_id: inventory.modelId,
      year: inventory.year,
      variant: inventory.variant,
      mileage_km: inventory.mileageKm,
      transmission: inventory.transmission,
      fuel: inventory.fuel,
      color: inventory.color,
      photos: inventory.photos,
    },
    ...(extras.inspection === undefined ? {} : { active_inspection: extras.inspection ? presentInspection(extras.inspection) : null }),
    ...(extras.history ? { bids: extras.history.map(presentPublicBid) } : {}),
  };
}
