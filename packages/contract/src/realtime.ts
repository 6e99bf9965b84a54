import { z } from 'zod';
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
} as const;

export const auctionUpdatedEventSchema = publicAuctionSchema;

/** Sent on `auctions` when an auction becomes visible to dealers (preview or live): its public fields. */
export const auctionPublishedEventSchema = publicAuctionSchema;

/** Sent on `private-user.{id}` to a dealer whose leading bid was beaten. */
export const outbidEventSchema = z.object({
  auction_id: z.number().int(),
  amount: z.number().int(),
  your_amount: z.number().int(),
  updated_at: z.string(),
});
export type OutbidEvent = z.infer<typeof outbidEventSchema>;
