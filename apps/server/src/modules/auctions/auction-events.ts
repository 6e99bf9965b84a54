import type { AuctionStatus } from '@autobid/auction';
import {
  channels,
  EVENTS,
  sellerStageOf,
  type OutbidEvent,
  type PublicAuction,
  type RealtimeApp,
  type SellerAuctionStageEvent,
} from '@autobid/contract';

export type Publish = (
  app: RealtimeApp,
  channel: string,
  event: string,
  data: unknown,
) => Promise<void>;

export interface EventLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Publishes what happened to auctions. Called only after the transaction that caused it commits;
 * a realtime failure is logged and never undoes or fails the change itself.
 */
export function createAuctionEvents(publish: Publish, log: EventLogger) {
  const send = (app: RealtimeApp, channel: string, event: string, data: unknown) =>
    publish(app, channel, event, data).catch((err: unknown) =>
      log.warn({ err, channel, event }, 'realtime publish failed'),
    );

  return {
    auctionUpdated: (auction: PublicAuction) =>
      send('auction', channels.auction(auction.id), EVENTS.auctionUpdated, auction),
    auctionPublished: (auction: PublicAuction) =>
      send('auction', channels.auctions(), EVENTS.auctionPublished, auction),
    outbid: (userId: number, event: OutbidEvent) =>
      send('general', channels.user(userId), EVENTS.outbid, event),
    /** Any other event meant for one dealer only (snap-it fired or failed, won, award pending). */
    notify: (userId: number, event: string, data: unknown) =>
      send('general', channels.user(userId), event, data),
    /** Any other event meant for one seller group (a dealer answered its offer). */
    sellerNotice: (sellerGroupId: number, event: string, data: unknown) =>
      send('general', channels.group(sellerGroupId), event, data),
    /** Tells the seller group that one of its auctions changed status, so its lists can move it. */
    sellerAuctionChanged: (
      sellerGroupId: number,
      auction: { id: number; status: string; updatedAt: Date },
    ) => {
      const status = auction.status as AuctionStatus;
      const event: SellerAuctionStageEvent = {
        auction_id: auction.id,
        status,
        stage: sellerStageOf(status),
        updated_at: auction.updatedAt.toISOString(),
      };
      return send('general', channels.group(sellerGroupId), EVENTS.sellerAuctionStage, event);
    },
  };
}

export type AuctionEvents = ReturnType<typeof createAuctionEvents>;
