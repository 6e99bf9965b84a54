import {
  auctionPublishedEventSchema,
  auctionUpdatedEventSchema,
  channels,
  EVENTS,
  type DealerAuction,
  type PublicAuction,
} from '@autobid/contract';
import { createSelector } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { ownBidderNo } from '../../lib/auction-updates';
import { onRealtimeReconnected, subscribeRealtime } from '../../lib/realtime';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/state/hooks';
import type { AppStore, RootState } from '../../lib/state/root-state';
import { fetchAuctionList, fetchListArrivals, HELD_LISTS } from './auction-lists-slice';
import { refreshBiddingList } from './bidding-list-slice';
import { auctionEventReceived } from './list-events';

// Channels confirmed and leaders to identify within this time share one read.
const REREAD_MS = 300;

/** Every auction any open list holds, as one stable text: the channels to listen on. */
const selectWatchedKey = createSelector(
  [
    (state: RootState) => state.auctionLists.live.ids,
    (state: RootState) => state.auctionLists.preview.ids,
    (state: RootState) => state.auctionLists.pinned.ids,
    (state: RootState) => state.biddingList.ids,
  ],
  (...lists) => [...new Set(lists.flat())].sort((a, b) => a - b).join(','),
);

/** Every copy of an auction the open lists hold. */
function heldCopies(state: RootState, id: number): DealerAuction[] {
  return [
    state.auctionLists.live.data[id],
    state.auctionLists.preview.data[id],
    state.auctionLists.pinned.data[id],
    state.biddingList.data[id],
  ].filter((auction): auction is DealerAuction => auction !== undefined);
}

function wasInPreview(state: RootState, id: number): boolean {
  return heldCopies(state, id).some((auction) => auction.status === 'preview');
}

/**
 * Whether a new leader may be the dealer's own bid from another tab or device: a list holds no
 * bid history, so once outbid the dealer's anonymous number is unknown to it. A leader already
 * seen outbidding the dealer (`rivals`) is not; any other is read from the server.
 */
function leaderUnknown(
  stored: DealerAuction,
  update: PublicAuction,
  rivals: ReadonlySet<number> | undefined,
): boolean {
  const leader = update.highest_bid;
  if (stored.type !== 'open' || !leader || stored.user_bids.length === 0) return false;
  if (stored.user_bids.some((bid) => bid.id === leader.id)) return false;
  return ownBidderNo(stored) === null && !rivals?.has(leader.bidder_no);
}

function handlePublished(store: AppStore, auction: PublicAuction): void {
  if (auction.status === 'preview')
    void store.dispatch(fetchListArrivals({ list: 'preview', ids: [auction.id] }));
  if (auction.status === 'active')
    void store.dispatch(fetchListArrivals({ list: 'live', ids: [auction.id] }));
}

/**
 * After a dropped connection every loaded list is read again: events sent meanwhile are lost, and
 * cars may have joined or left. The follow list's cars are read again as their channels are
 * confirmed anew (`onSubscribed` below), like every other listed car.
 */
function rereadLists(store: AppStore): void {
  const state = store.getState();
  for (const list of HELD_LISTS) {
    const { isLoaded, filters } = state.auctionLists[list];
    if (isLoaded) void store.dispatch(fetchAuctionList({ list, filters }));
  }
}

/**
 * Keeps the live, preview, follow and pinned lists live for the whole session: one `auction.{id}`
 * subscription per listed auction (added and removed one by one as lists change), `auctions` for
 * newly published cars. Cars move between lists by their status (docs/dealer-portal.md).
 */
export function useOpenListsRealtime(): void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const watchedKey = useAppSelector(selectWatchedKey);
  const subscriptions = useRef(new Map<number, () => void>());
  const rereads = useRef<{ ids: Set<number>; timer: ReturnType<typeof setTimeout> | null }>({
    ids: new Set(),
    timer: null,
  });
  /** Per auction, the bidder numbers seen leading while the dealer was outbid. */
  const rivals = useRef(new Map<number, Set<number>>());

  useEffect(() => {
    const pending = rereads.current;
    const known = rivals.current;
    return () => {
      if (pending.timer) clearTimeout(pending.timer);
      pending.timer = null;
      pending.ids.clear();
      known.clear();
    };
  }, []);

  useEffect(() => {
    const wanted = new Set(watchedKey === '' ? [] : watchedKey.split(',').map(Number));
    const held = subscriptions.current;
    for (const [id, stop] of held) {
      if (wanted.has(id)) continue;
      stop();
      held.delete(id);
    }
    // One read, a moment later, of every auction that asked for one meanwhile.
    const reread = (auctionId: number) => {
      const pending = rereads.current;
      pending.ids.add(auctionId);
      pending.timer ??= setTimeout(() => {
        const ids = [...pending.ids];
        pending.ids.clear();
        pending.timer = null;
        void store.dispatch(refreshBiddingList(ids)).then((action) => {
          if (!refreshBiddingList.fulfilled.match(action)) return;
          for (const auction of action.payload) {
            if (auction.position !== 'outbid' || !auction.highest_bid) continue;
            const seen = rivals.current.get(auction.id) ?? new Set<number>();
            seen.add(auction.highest_bid.bidder_no);
            rivals.current.set(auction.id, seen);
          }
        });
      }, REREAD_MS);
    };
    for (const id of wanted) {
      if (held.has(id)) continue;
      const stop = subscribeRealtime(
        'auction',
        channels.auction(id),
        EVENTS.auctionUpdated,
        (data) => {
          const parsed = auctionUpdatedEventSchema.safeParse(data);
          if (!parsed.success) return;
          const update = parsed.data;
          const state = store.getState();
          const startedNow = update.status === 'active' && wasInPreview(state, update.id);
          const unknownLeader = heldCopies(state, update.id).some((stored) =>
            leaderUnknown(stored, update, rivals.current.get(update.id)),
          );
          store.dispatch(auctionEventReceived(update));
          if (startedNow)
            void store.dispatch(fetchListArrivals({ list: 'live', ids: [update.id] }));
          if (unknownLeader) reread(update.id);
        },
        // The lists were read before this channel was confirmed: a bid in between never came.
        { onSubscribed: () => reread(id) },
      );
      held.set(id, stop);
    }
  }, [watchedKey, store]);

  useEffect(() => {
    const held = subscriptions.current;
    return () => {
      held.forEach((stop) => stop());
      held.clear();
    };
  }, []);

  useEffect(() => {
    // The preview list is held from the start, so a car that opens while the dealer watches live appears there.
    if (!store.getState().auctionLists.preview.isLoaded)
      void dispatch(fetchAuctionList({ list: 'preview' }));
    const stopPublished = subscribeRealtime(
      'auction',
      channels.auctions(),
      EVENTS.auctionPublished,
      (data) => {
        const parsed = auctionPublishedEventSchema.safeParse(data);
        if (parsed.success) handlePublished(store, parsed.data);
      },
    );
    const stopReconnected = onRealtimeReconnected(() => rereadLists(store));
    return () => {
      stopPublished();
      stopReconnected();
    };
  }, [store, dispatch]);
}
