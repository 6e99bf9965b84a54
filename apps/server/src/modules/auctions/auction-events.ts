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
import type { Executor } from '../../db/client';
import {
  unwrittenNotice,
  type Notice,
  type NoticeOutbox,
  type PreparedNotices,
  type QueuedNotice,
} from '../notifications/notice-outbox';

export type { Notice, QueuedNotice } from '../notifications/notice-outbox';

export type Publish = (
  app: RealtimeApp,
  channel: string,
  event: string,
  data: unknown,
) => Promise<void>;

export interface EventLogger {
  warn(obj: object, msg: string): void;
}

/** The notices of auctions, built here so every sender shapes them alike (docs/notifications.md). */
export const auctionNotices = {
  outbid: (userId: number, event: OutbidEvent): Notice => ({
    userId,
    event: EVENTS.outbid,
    data: event,
  }),
  /** Any other event meant for one dealer only (snap-it fired or failed, won, award pending…). */
  forUser: (userId: number, event: string, data: object): Notice => ({ userId, event, data }),
  /** Any other event meant for one seller group (a dealer answered its offer). */
  forGroup: (groupId: number, event: string, data: object): Notice => ({ groupId, event, data }),
  /**
   * Tells the seller group that one of its auctions changed status, so its lists can move it. The
   * outbox adds the car when the caller does not give it (docs/notifications.md).
   */
  sellerStage: (
    sellerGroupId: number,
    auction: { id: number; status: string; updatedAt: Date },
    car?: SellerAuctionStageEvent['car'],
  ): Notice => {
    const status = auction.status as AuctionStatus;
    const event: SellerAuctionStageEvent = {
      auction_id: auction.id,
      status,
      stage: sellerStageOf(status),
      updated_at: auction.updatedAt.toISOString(),
      ...(car ? { car } : {}),
    };
    return { groupId: sellerGroupId, event: EVENTS.sellerAuctionStage, data: event };
  },
};

/**
 * Publishes what happened to auctions. Public events go out only after the transaction that
 * caused them commits; a realtime failure is logged and never undoes or fails the change itself.
 * Private notices go through the outbox once one is attached (`useOutbox`, as the app does):
 * `queue` writes them in the causing transaction and `relay` sends them after the commit, at least
 * once. Every notice is written with the change that causes it, never on its own after a commit.
 */
export function createAuctionEvents(publish: Publish, log: EventLogger) {
  let outbox: NoticeOutbox | null = null;
  const send = (app: RealtimeApp, channel: string, event: string, data: unknown) =>
    publish(app, channel, event, data).catch((err: unknown) =>
      log.warn({ err, channel, event }, 'realtime publish failed'),
    );
  const relay = (queued: readonly QueuedNotice[]): void => {
    if (outbox) return outbox.relay(queued);
    for (const notice of queued) void send(notice.app, notice.channel, notice.event, notice.data);
  };

  return {
    /** Sends private notices through `outbox` from now on (docs/notifications.md). */
    useOutbox(attached: NoticeOutbox): void {
      outbox = attached;
    },
    /** Writes notices in the transaction `tx` that causes them; `relay` them once it commits. */
    queue: async (tx: Executor, notices: readonly Notice[]): Promise<QueuedNotice[]> =>
      outbox ? outbox.write(tx, notices) : notices.map(unwrittenNotice),
    /**
     * Notices for a statement that writes them with the change that causes them (ADR 0009); with
     * no outbox attached nothing is written and they are only published.
     */
    prepareNotices: (notices: readonly Notice[]): PreparedNotices =>
      outbox
        ? outbox.prepare(notices)
        : { rowsJson: '[]', written: () => notices.map(unwrittenNotice) },
    relay,

    auctionUpdated: (auction: PublicAuction) =>
      send('auction', channels.auction(auction.id), EVENTS.auctionUpdated, auction),
    auctionPublished: (auction: PublicAuction) =>
      send('auction', channels.auctions(), EVENTS.auctionPublished, auction),
  };
}

export type AuctionEvents = ReturnType<typeof createAuctionEvents>;
