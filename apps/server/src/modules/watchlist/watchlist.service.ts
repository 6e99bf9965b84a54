import type { AuctionPage, FollowAnswer, PinAnswer } from '@autobid/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate, type AuctionsService, type Viewer } from '../auctions/auctions.service';
import {
  WATCHABLE_STATUSES,
  type PageQuery,
  type Watch,
  type WatchlistRepository,
} from './watchlist.repository';

/** The most auctions still in preview or live that one dealer may follow, and pin. */
export const WATCH_LIMITS: Record<Watch, number> = { follow: 500, pin: 20 };

const WORDS: Record<
  Watch,
  {
    done: string;
    past: string;
    undo: string;
    limitCode: 'follow_limit_reached' | 'pin_limit_reached';
  }
> = {
  follow: { done: 'follow', past: 'followed', undo: 'unfollow', limitCode: 'follow_limit_reached' },
  pin: { done: 'pin', past: 'pinned', undo: 'unpin', limitCode: 'pin_limit_reached' },
};

export interface ListOptions extends PageQuery {
  withInspection: boolean;
}

/**
 * Follow and pin (docs/dealer-portal.md): both idempotent, both refused once the auction has
 * ended, both limited per dealer; and the follow (bidding) and pinned lists built from them.
 */
export function createWatchlistService(deps: {
  db: Database;
  repo: WatchlistRepository;
  clock: Clock;
  auctions: AuctionsService;
}) {
  const { db, repo } = deps;

  async function change(
    watch: Watch,
    viewer: Viewer,
    auctionId: number,
    isOn: boolean,
  ): Promise<number[]> {
    return db.transaction(async (tx) => {
      await repo.lockUser(tx, viewer.id);
      const auction = await repo.findAuction(tx, auctionId);
      // Another market's auction is as if missing, as in the dealer's lists and bids.
      const isHidden =
        auction === undefined ||
        auction.status === 'scheduled' ||
        (viewer.market !== undefined && auction.market !== viewer.market);
      if (isHidden) throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const { status } = auction;
      if (!isOn) {
        await repo.removeWatch(tx, watch, viewer.id, auctionId);
        return repo.findWatchedIds(tx, watch, viewer.id);
      }
      if (await repo.isWatched(tx, watch, viewer.id, auctionId))
        return repo.findWatchedIds(tx, watch, viewer.id);
      const { done, past, undo, limitCode } = WORDS[watch];
      if (!WATCHABLE_STATUSES.includes(status)) {
        throw new AppError(
          'auction_ended',
          `Auction ${auctionId} is ${status}: only auctions in preview or live can be ${past}.`,
        );
      }
      const current = await repo.findWatchedIds(tx, watch, viewer.id);
      const limit = WATCH_LIMITS[watch];
      if (current.length >= limit) {
        throw new AppError(
          limitCode,
          `You can ${done} at most ${limit} auctions; ${undo} one first.`,
          {
            errors: { auction_id: [`${done} limit of ${limit} reached`] },
          },
        );
      }
      await repo.addWatch(tx, watch, {
        userId: viewer.id,
        auctionId,
        createdAt: new Date(deps.clock.now()),
      });
      return [...current, auctionId];
    });
  }

  async function toPage(
    viewer: Viewer,
    found: { ids: number[]; total: number },
    options: ListOptions,
  ): Promise<AuctionPage> {
    const data = await deps.auctions.listByIds(viewer, found.ids, {
      withInspection: options.withInspection,
    });
    return { data, meta: { pagination: paginate(found.total, options.page, options.perPage) } };
  }

  return {
    async follow(viewer: Viewer, auctionId: number): Promise<FollowAnswer> {
      return {
        auction_id: auctionId,
        followed: true,
        followed_auctions_ids: await change('follow', viewer, auctionId, true),
      };
    },
    async unfollow(viewer: Viewer, auctionId: number): Promise<FollowAnswer> {
      return {
        auction_id: auctionId,
        followed: false,
        followed_auctions_ids: await change('follow', viewer, auctionId, false),
      };
    },
    async pin(viewer: Viewer, auctionId: number): Promise<PinAnswer> {
      return {
        auction_id: auctionId,
        pinned: true,
        pined_auctions_ids: await change('pin', viewer, auctionId, true),
      };
    },
    async unpin(viewer: Viewer, auctionId: number): Promise<PinAnswer> {
      return {
        auction_id: auctionId,
        pinned: false,
        pined_auctions_ids: await change('pin', viewer, auctionId, false),
      };
    },

    /** What account-info reports: the followed and pinned auctions still in preview or live. */
    async watchedIds(userId: number): Promise<{ followed: number[]; pinned: number[] }> {
      const [followed, pinned] = await Promise.all([
        repo.findWatchedIds(db, 'follow', userId),
        repo.findWatchedIds(db, 'pin', userId),
      ]);
      return { followed, pinned };
    },

    /** The bidding list; with `ids`, the refresh of those auctions whatever list they are in now. */
    async listFollowed(
      viewer: Viewer,
      options: ListOptions & { sort: 'latest_activity' | 'time_end' },
    ): Promise<AuctionPage> {
      const found = options.ids
        ? await repo.findVisiblePage({ ...options, ids: options.ids })
        : await repo.findFollowListPage(viewer.id, options);
      return toPage(viewer, found, options);
    },

    async listPinned(viewer: Viewer, options: ListOptions): Promise<AuctionPage> {
      return toPage(viewer, await repo.findPinnedPage(viewer.id, options), options);
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
