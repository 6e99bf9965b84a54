import { z } from 'zod/mini';
import { publicAuctionSchema } from './auction';

/** The two realtime apps of the spec: private user and group channels, and public auction channels. */
export const REALTIME_APPS = ['general', 'auction'] as const;
export type RealtimeApp = (typeof REALTIME_APPS)[number];

export const channels = {
  auction: (id: number) => `auction.${id}`,
  auctions: () => 'auctions',
  user: (id: number) => `private-user.${id}`,
  group: (id: number) => `private-group.${id}`,
} as const;

export const EVENTS = {
  auctionUpdated: 'auction.updated',
  auctionPublished: 'auction_published',
  outbid: 'bid.outbid',
  snapItFired: 'snap_it.fired',
  snapItFailed: 'snap_it.failed',
  auctionWon: 'auction.won',
  awardPending: 'auction.award_pending',
  /** On `private-user.{id}` to each dealer who bid: staff called the auction off, with the reason. */
  auctionCancelled: 'auction.cancelled',
  /** On `private-group.{id}`: an auction of the seller group changed status (and maybe stage). */
  sellerAuctionStage: 'seller.auction_stage',
  /** On `private-user.{id}`: a seller offers this dealer a car (a counter-offer or as the runner-up). */
  offerReceived: 'offer.received',
  /** On `private-group.{id}`: a dealer answered the seller group's offer, or it expired. */
  offerAnswered: 'seller.offer_answered',
  /** On `private-user.{id}`: an admin disabled the account; the client checks its session and signs out. */
  sessionEnded: 'session.ended',
  /** On `private-user.{id}` to the buyer: its transaction moved (paid, proof rejected, released…). */
  transactionUpdated: 'transaction.updated',
} as const;

/** Sent on `private-user.{id}` to the buyer whenever its transaction changes. */
export const transactionUpdatedEventSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  status: z.string(),
  version: z.int(),
  updated_at: z.string(),
});
export type TransactionUpdatedEvent = z.infer<typeof transactionUpdatedEventSchema>;

export const auctionUpdatedEventSchema = publicAuctionSchema;

/** Sent on `auctions` when an auction becomes visible to dealers (preview or live): its public fields. */
export const auctionPublishedEventSchema = publicAuctionSchema;

/** Sent on `private-user.{id}` to a dealer whose leading bid was beaten. */
export const outbidEventSchema = z.object({
  auction_id: z.int(),
  amount: z.int(),
  your_amount: z.int(),
  updated_at: z.string(),
});
export type OutbidEvent = z.infer<typeof outbidEventSchema>;

/** Sent on `private-user.{id}` when the dealer's snap-it fired (`snap_it.fired`) or failed (`snap_it.failed`). */
export const snapItEventSchema = z.object({
  auction_id: z.int(),
  amount: z.int(),
  /** Why it failed: the rule's code (e.g. `bid_below_minimum`, `already_winning`); absent when it fired. */
  reason: z.optional(z.string()),
  updated_at: z.string(),
});
export type SnapItEvent = z.infer<typeof snapItEventSchema>;

/**
 * Sent on `private-user.{id}` to the dealer holding the best bid when an auction closes:
 * `auction.won` when it met the reserve, `auction.award_pending` when the seller must decide.
 */
export const auctionResultEventSchema = z.object({
  auction_id: z.int(),
  amount: z.int(),
  updated_at: z.string(),
});
export type AuctionResultEvent = z.infer<typeof auctionResultEventSchema>;

/** Sent on `private-user.{id}` to each dealer who bid when staff cancel the auction. */
export const auctionCancelledEventSchema = z.object({
  auction_id: z.int(),
  reason: z.string(),
  updated_at: z.string(),
});
export type AuctionCancelledEvent = z.infer<typeof auctionCancelledEventSchema>;
