import {
  auctionPublishedEventSchema,
  auctionUpdatedEventSchema,
  channels,
  EVENTS,
  type PublicAuction,
} from '@autobid/contract';
import { createSelector } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { onRealtimeReconnected, subscribeRealtime } from '../../lib/realtime';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/state/hooks';
import type { AppStore, RootState } from '../../lib/state/root-state';
import { fetchAuctionList, fetchListArrivals, HELD_LISTS } from './auction-lists-slice';
import { refreshBiddingList } from './bidding-list-slice';
import { auctionEventReceived } from './list-events';

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

function wasInPreview(state: RootState, id: number): boolean {
  const held = [state.auctionLists.live, state.auctionLists.preview, state.auctionLists.pinned].map(
    (list) => list.data[id],
  );
  return [...held, state.biddingList.data[id]].some((auction) => auction?.status === 'preview');
}

function handleUpdate(store: AppStore, update: PublicAuction): void {
  const startedNow = update.status === 'active' && wasInPreview(store.getState(), update.id);
  store.dispatch(auctionEventReceived(update));
  if (startedNow) void store.dispatch(fetchListArrivals({ list: 'live', ids: [update.id] }));
}

function handlePublished(store: AppStore, auction: PublicAuction): void {
  if (auction.status === 'preview')
    void store.dispatch(fetchListArrivals({ list: 'preview', ids: [auction.id] }));
  if (auction.status === 'active')
    void store.dispatch(fetchListArrivals({ list: 'live', ids: [auction.id] }));
}

/** After a dropped connection every loaded list is read again: events sent meanwhile are lost. */
function rereadLists(store: AppStore): void {
  const state = store.getState();
  for (const list of HELD_LISTS) {
    const { isLoaded, filters } = state.auctionLists[list];
    if (isLoaded) void store.dispatch(fetchAuctionList({ list, filters }));
  }
  if (state.biddingList.ids.length > 0)
    void store.dispatch(refreshBiddingList(state.biddingList.ids));
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

  useEffect(() => {
    const wanted = new Set(watchedKey === '' ? [] : watchedKey.split(',').map(Number));
    const held = subscriptions.current;
    for (const [id, stop] of held) {
      if (wanted.has(id)) continue;
      stop();
      held.delete(id);
    }
    for (const id of wanted) {
      if (held.has(id)) continue;
      const stop = subscribeRealtime(
        'auction',
        channels.auction(id),
        EVENTS.auctionUpdated,
        (data) => {
          const parsed = auctionUpdatedEventSchema.safeParse(data);
          if (parsed.success) handleUpdate(store, parsed.data);
        },
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
