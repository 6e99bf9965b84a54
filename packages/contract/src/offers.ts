import { z } from 'zod/mini';
import { recordId } from './ids';

/**
 * The seller's negotiation on an award that missed the reserve (docs/seller-offers.md): a
 * counter-offer to the top bidder, or the award offered to the runner-up at their own bid.
 */
export const OFFER_KINDS = ['counter', 'runner_up'] as const;
export const OFFER_OUTCOMES = ['open', 'accepted', 'declined', 'expired'] as const;
export const NEGOTIATION_PHASES = ['seller_turn', 'offer_open', 'won', 'rejected'] as const;

/** One offer a seller made, as the seller sees it: the dealer by their anonymous bidder number. */
export const sellerOfferSchema = z.object({
  id: z.int(),
  kind: z.enum(OFFER_KINDS),
  amount: z.int(),
  bidder_no: z.int(),
  made_at: z.string(),
  expires_at: z.string(),
  outcome: z.enum(OFFER_OUTCOMES),
  answered_at: z.nullable(z.string()),
});
export type SellerOffer = z.infer<typeof sellerOfferSchema>;

/** Where the seller's decision on a pending award stands, and what they may do next. */
export const negotiationViewSchema = z.object({
  phase: z.enum(NEGOTIATION_PHASES),
  /** On a sealed auction, the bids the award is settled on once the seller acted on one. */
  bid_type: z.nullable(z.enum(['whole_car', 'body_only'])),
  /** The seller's turn only: when it runs out and the award ends without a sale. */
  turn_ends_at: z.nullable(z.string()),
  /** The top bidder is still in: their bid may be accepted, rejected or countered. */
  top_bid_in: z.boolean(),
  /** A counter-offer may be made now: to this bid, at an amount in this range. */
  counter: z.nullable(z.object({ bid_id: z.int(), minimum: z.int(), maximum: z.int() })),
  /** The award may be offered to this runner-up now, at their bid. */
  runner_up: z.nullable(z.object({ bid_id: z.int(), amount: z.int(), bidder_no: z.int() })),
  offers_made: z.int(),
  max_offers: z.int(),
  /** How long an offer stands. */
  offer_hours: z.int(),
  /** Every offer made on this auction, oldest first. */
  offers: z.array(sellerOfferSchema),
});
export type NegotiationView = z.infer<typeof negotiationViewSchema>;

/** `POST …/sellers/auctions/{auctionId}/counter-offer`. */
export const counterOfferRequestSchema = z.object({
  bid_id: recordId('bid_id'),
  amount: z.number(),
});
export type CounterOfferRequest = z.infer<typeof counterOfferRequestSchema>;

export const negotiationAnswerSchema = z.object({ data: z.nullable(negotiationViewSchema) });

/** An offer waiting for a dealer's answer (`GET /portal/api/v2/dealers/offers`). */
export const dealerOfferSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  kind: z.enum(OFFER_KINDS),
  /** What the dealer pays on accepting. */
  amount: z.int(),
  /** The dealer's own bid the offer answers. */
  your_bid: z.int(),
  currency: z.string(),
  made_at: z.string(),
  expires_at: z.string(),
  car: z.object({
    year: z.int(),
    make: z.string(),
    model: z.string(),
    variant: z.string(),
  }),
  seller_group: z.string(),
});
export type DealerOffer = z.infer<typeof dealerOfferSchema>;
export const dealerOffersSchema = z.object({ data: z.array(dealerOfferSchema) });

/** Sent on `private-user.{id}` when a seller makes an offer to this dealer. */
export const offerReceivedEventSchema = z.object({
  auction_id: z.int(),
  offer_id: z.int(),
  kind: z.enum(OFFER_KINDS),
  amount: z.int(),
  expires_at: z.string(),
  updated_at: z.string(),
});
export type OfferReceivedEvent = z.infer<typeof offerReceivedEventSchema>;

/** Sent on `private-group.{id}` to the seller group when a dealer answers an offer or it expires. */
export const offerAnsweredEventSchema = z.object({
  auction_id: z.int(),
  offer_id: z.int(),
  kind: z.enum(OFFER_KINDS),
  amount: z.int(),
  outcome: z.enum(['accepted', 'declined', 'expired']),
  updated_at: z.string(),
  /**
   * The auction's car, so the notice names it as a dealer's does ("2019 Honda City"). Notices
   * written before it was added have none and name the auction by its number.
   */
  car: z.optional(z.object({ year: z.int(), make: z.string(), model: z.string() })),
});
export type OfferAnsweredEvent = z.infer<typeof offerAnsweredEventSchema>;
