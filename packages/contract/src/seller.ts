import type { AuctionStatus } from '@autobid/auction';
import { z } from 'zod/mini';
import { chargeLineSchema, transactionStatusSchema } from './transaction';
import { auctionStatusSchema, inventorySchema } from './auction';
import { negotiationViewSchema } from './offers';
import { paginationSchema } from './portal';

/**
 * The seller portal: the seller group's auctions in four stages (docs/seller-portal.md). Every
 * auction status belongs to exactly one stage; `tag` picks one status within a stage.
 */
export const SELLER_STAGES = {
  /** Not open for bids yet: waiting to be published, in preview, or restarted and waiting for its new start. */
  pending: ['scheduled', 'preview', 'restarting'],
  /** Open for bids. */
  live: ['active'],
  /** Closed without a sale (yet): no bids, a top bid below the reserve awaiting the seller, rejected, cancelled, superseded. */
  ended: ['ended', 'reserved', 'rejected', 'cancelled', 'restarted'],
  /** Sold: awarded at the close, accepted by the seller, or paid. */
  completed: ['awarded', 'confirmed', 'sold'],
} as const satisfies Record<string, readonly AuctionStatus[]>;
export type SellerStage = keyof typeof SELLER_STAGES;
export const SELLER_STAGE_NAMES = Object.keys(SELLER_STAGES) as SellerStage[];

/** The stage an auction of a given status is in. */
export function sellerStageOf(status: AuctionStatus): SellerStage {
  for (const stage of SELLER_STAGE_NAMES) {
    if ((SELLER_STAGES[stage] as readonly string[]).includes(status)) return stage;
  }
  throw new Error(`status ${status} has no seller stage`);
}

/** `sort` of the seller lists: a field name, `-` in front for descending. */
export const SELLER_SORTS = [
  'time_end',
  '-time_end',
  'time_start',
  '-time_start',
  'start_price',
  '-start_price',
  'highest_bid',
  '-highest_bid',
  'bid_count',
  '-bid_count',
] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

/** A bid as the seller sees it after the close: an anonymous bidder number, never who. */
export const sellerBidSchema = z.object({
  id: z.int(),
  amount: z.int(),
  bidder_no: z.int(),
  bid_type: z.nullable(z.enum(['whole_car', 'body_only'])),
  created_at: z.string(),
});
export type SellerBid = z.infer<typeof sellerBidSchema>;

/** The dealer the car was awarded to: shown only once the award is won. */
export const sellerWinnerSchema = z.object({
  bidder_no: z.int(),
  amount: z.int(),
  dealer_name: z.string(),
  group_id: z.int(),
  group_name: z.string(),
});

/** One auction of the seller group, as its seller sees it. */
export const sellerAuctionSchema = z.object({
  id: z.int(),
  stage: z.enum(['pending', 'live', 'ended', 'completed']),
  status: auctionStatusSchema,
  award_status: z.nullable(z.enum(['pending_award', 'won', 'cancelled'])),
  type: z.enum(['open', 'closed']),
  market: z.string(),
  currency: z.string(),
  channel: z.string(),
  location: z.string(),
  restart_count: z.int(),
  time_preview: z.nullable(z.string()),
  time_start: z.string(),
  time_end: z.string(),
  /** When the bidding closed; null while it has not. */
  closed_at: z.nullable(z.string()),
  updated_at: z.string(),
  start_price: z.int(),
  reserve_price: z.int(),
  /** Null on a sealed auction while its bidding is open: its amounts are hidden from everyone. */
  is_reserve_met: z.nullable(z.boolean()),
  /** The leading bid of an open auction; on a sealed one null until the close. */
  highest_bid: z.nullable(sellerBidSchema),
  /** After the close: the bids the seller may accept (open: the top bid; sealed: the best of each type). */
  top_bids: z.array(sellerBidSchema),
  bid_count: z.int(),
  bidders_count: z.int(),
  /**
   * A pending award only: when its clock next acts (the seller's turn or an open offer runs out),
   * and the seconds left until then.
   */
  decision_deadline: z.nullable(z.string()),
  decision_seconds_left: z.nullable(z.int()),
  /**
   * A pending award only: whose move the deadline waits for, the seller's (accept, reject or
   * make an offer) or a dealer's (an offer the seller made stands until it).
   */
  decision_by: z.nullable(z.enum(['seller', 'dealer'])),
  winner: z.nullable(sellerWinnerSchema),
  inventory: inventorySchema,
});
export type SellerAuction = z.infer<typeof sellerAuctionSchema>;

export const sellerAuctionPageSchema = z.object({
  data: z.array(sellerAuctionSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type SellerAuctionPage = z.infer<typeof sellerAuctionPageSchema>;

/** The sale of a car as its seller follows it after the win (docs/transactions.md). */
export const sellerSaleSchema = z.object({
  transaction_id: z.int(),
  status: transactionStatusSchema,
  /** The buyer has paid (verified transfer, online payment or floor stock). */
  is_buyer_paid: z.boolean(),
  paid_at: z.nullable(z.string()),
  due_at: z.string(),
  is_overdue: z.boolean(),
  /** The seller's statement, signed: the hammer, then each fee deducted (negative). */
  statement: z.array(chargeLineSchema),
  payout: z.int(),
  /** Whether the payout has been made (the seller's fees collected by netting). */
  is_paid_out: z.boolean(),
});
export type SellerSale = z.infer<typeof sellerSaleSchema>;

/** `GET …/sellers/auctions/{auctionId}`: one auction of the group with its price history. */
export const sellerAuctionDetailSchema = z.object({
  data: z.extend(sellerAuctionSchema, {
    /** The bids of the current window, oldest first; empty on a sealed auction until it closes. */
    bids: z.array(sellerBidSchema),
    /** The group's listing of the car, when it came to auction through one (docs/listings.md). */
    listing_id: z.nullable(z.int()),
    /** The seller's decision once it closed under the reserve; null if it never did. */
    negotiation: z.nullable(negotiationViewSchema),
    /** Once sold: where the buyer's payment stands and what the seller is paid (hammer − seller fees). */
    sale: z.nullable(sellerSaleSchema),
  }),
});
export type SellerAuctionDetail = z.infer<typeof sellerAuctionDetailSchema>;

/** `GET …/sellers/auctions/pending/session-count`: the group's pending auctions per sale session. */
export const sellerSessionCountSchema = z.object({
  data: z.array(
    z.object({
      /** The id `/config/auction-sessions` gives the same session: `{market}-{YYYY-MM-DDTHH}`. */
      session_id: z.string(),
      market: z.string(),
      /** The hour (UTC) in which the session's auctions end. */
      hour_start: z.string(),
      count: z.int(),
    }),
  ),
  meta: z.object({ total: z.int() }),
});
export type SellerSessionCount = z.infer<typeof sellerSessionCountSchema>;

/** `GET …/sellers/auctions/{auctionId}/related`: the other auctions of the same car, and this one's restarts. */
export const sellerRelatedSchema = z.object({
  data: z.object({
    auction_id: z.int(),
    inventory_id: z.int(),
    restarts: z.array(z.object({ from_status: auctionStatusSchema, restarted_at: z.string() })),
    earlier: z.array(sellerAuctionSchema),
    later: z.array(sellerAuctionSchema),
  }),
});
export type SellerRelated = z.infer<typeof sellerRelatedSchema>;

/** Sent on `private-group.{id}` (app `general`) when an auction of the group changes status. */
export const sellerAuctionStageEventSchema = z.object({
  auction_id: z.int(),
  status: auctionStatusSchema,
  stage: z.enum(['pending', 'live', 'ended', 'completed']),
  updated_at: z.string(),
  /**
   * The auction's car, so the notice names it as a dealer's does ("2019 Honda City"). Notices
   * written before it was added have none and name the auction by its number.
   */
  car: z.optional(z.object({ year: z.int(), make: z.string(), model: z.string() })),
});
export type SellerAuctionStageEvent = z.infer<typeof sellerAuctionStageEventSchema>;
