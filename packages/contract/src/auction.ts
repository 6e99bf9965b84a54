import { AUCTION_STATUSES } from '@autobid/auction';
import { z } from 'zod/mini';
import { apiErrorSchema } from './errors';

export const auctionStatusSchema = z.enum(AUCTION_STATUSES);
export const bidPositionSchema = z.enum(['winning', 'outbid', 'nobid']);

/** A bid as every dealer may see it: the amount and an anonymous bidder number, never who. */
export const publicBidSchema = z.object({
  id: z.int(),
  amount: z.int(),
  bidder_no: z.int(),
  created_at: z.string(),
});
export type PublicBid = z.infer<typeof publicBidSchema>;

/** One of the calling dealer's own bids. */
export const userBidSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  amount: z.int(),
  kind: z.enum(['manual', 'max', 'snap_it', 'closed']),
  bid_type: z.nullable(z.enum(['whole_car', 'body_only'])),
  created_at: z.string(),
});
export type UserBid = z.infer<typeof userBidSchema>;

export const photoSchema = z.object({ url: z.string(), caption: z.string() });

export const inspectionSectionSchema = z.object({
  key: z.string(),
  name: z.string(),
  rating: z.union([z.literal(100), z.literal(75), z.literal(50), z.literal(25)]),
  notes: z.string(),
});

export const inspectionSchema = z.object({
  id: z.int(),
  score: z.int(),
  summary: z.string(),
  inspected_at: z.string(),
  sections: z.array(inspectionSectionSchema),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const inventorySchema = z.object({
  id: z.int(),
  make: z.string(),
  model: z.string(),
  make_id: z.int(),
  model_id: z.int(),
  year: z.int(),
  variant: z.string(),
  mileage_km: z.int(),
  transmission: z.string(),
  fuel: z.string(),
  color: z.string(),
  photos: z.array(photoSchema),
});
export type Inventory = z.infer<typeof inventorySchema>;

/**
 * The fields of an auction that every watcher may see; exactly what `auction.updated` carries.
 * Amounts are whole units of `currency`; times are ISO-8601 UTC.
 */
export const publicAuctionSchema = z.object({
  id: z.int(),
  updated_at: z.string(),
  status: auctionStatusSchema,
  time_end: z.string(),
  highest_bid: z.nullable(publicBidSchema),
  bid_count: z.int(),
  bidders_count: z.int(),
});
export type PublicAuction = z.infer<typeof publicAuctionSchema>;

/** The calling dealer's own standing max bid (spec §3: id, auction_id, amount). */
export const ownMaxBidSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  amount: z.int(),
});
export type OwnMaxBid = z.infer<typeof ownMaxBidSchema>;

/** The calling dealer's own snap-it (spec §3: id, auction_id, amount) and what became of it. */
export const ownSnapItSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  amount: z.int(),
  status: z.enum(['pending', 'fired', 'failed']),
  /** Why it failed (the rule's code, e.g. `bid_below_minimum`); absent unless it failed. */
  reason: z.optional(z.string()),
  /** When every snap-it of this auction fires: the start of the soft-close window. */
  fires_at: z.string(),
});
export type OwnSnapIt = z.infer<typeof ownSnapItSchema>;

/** Spec §4 reveal and process states of a sealed (closed) auction, for the calling dealer. */
export const sealedStateSchema = z.object({
  reveal_state: z.enum(['open', 'disabled', 'revealed']),
  process_state: z.enum(['pending', 'success', 'fail']),
});
export type SealedState = z.infer<typeof sealedStateSchema>;

/** An auction as a signed-in dealer sees it in lists and on the detail page. */
export const dealerAuctionSchema = z.extend(publicAuctionSchema, {
  type: z.enum(['open', 'closed']),
  market: z.string(),
  currency: z.string(),
  channel: z.string(),
  location: z.string(),
  restart_count: z.int(),
  time_start: z.string(),
  start_price: z.int(),
  is_reserve_met: z.boolean(),
  awarded_bid: z.nullable(publicBidSchema),
  /** What the winner pays once the car is awarded: the awarded bid, or the seller's counter-offer it accepted. */
  sale_price: z.nullable(z.int()),
  position: bidPositionSchema,
  user_bids: z.array(userBidSchema),
  max_bid: z.nullable(ownMaxBidSchema),
  snap_it_bid: z.nullable(ownSnapItSchema),
  /** Closed auctions only; null on open ones. Sealed amounts of others never appear anywhere. */
  sealed: z.nullable(sealedStateSchema),
  award_status: z.nullable(z.enum(['pending_award', 'won', 'cancelled'])),
  inventory: inventorySchema,
  active_inspection: z.optional(z.nullable(inspectionSchema)),
  bids: z.optional(z.array(publicBidSchema)),
});
export type DealerAuction = z.infer<typeof dealerAuctionSchema>;

/** What every bid call answers (placing or removing a bid of any kind): the auction as it now stands. */
export const bidAnswerSchema = z.object({ data: z.object({ auction: dealerAuctionSchema }) });
export type BidAnswerBody = z.infer<typeof bidAnswerSchema>;

/**
 * What a refused bid call answers: the error, with the auction as it now stands when the refusal
 * came from the rules (spec §4). Its writer is compiled from this schema, as the answer's is.
 */
export const bidRefusalSchema = z.extend(apiErrorSchema, {
  data: z.optional(z.object({ auction: z.optional(dealerAuctionSchema) })),
});
export type BidRefusalBody = z.infer<typeof bidRefusalSchema>;
export type AuctionStatusName = z.infer<typeof auctionStatusSchema>;
export type BidPositionName = z.infer<typeof bidPositionSchema>;
