import { auctionUpdatedEventSchema, channels, EVENTS } from '@autobid/contract';
import { useEffect } from 'react';
import { subscribeRealtime } from '../../../lib/realtime';
import { useAppDispatch, useAppStore } from '../../../lib/state/hooks';
import { auctionLiveUpdated, fetchAuctionDetail } from '../auction-detail-slice';

/**
 * Feeds `auction.updated` for the open auction into the store. The page reads the auction as it
 * opens, before its channel is confirmed: a bid in between is never sent to it, so the auction is
 * read again each time the channel is confirmed, which pusher-js does again after every dropped
 * connection. An update that comes
 * before any read has answered is read again too: the reads under way may be older than it.
 */
export function useAuctionRealtime(auctionId: number): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const stopUpdates = subscribeRealtime(
      'auction',
      channels.auction(auctionId),
      EVENTS.auctionUpdated,
      (data) => {
        const parsed = auctionUpdatedEventSchema.safeParse(data);
        if (!parsed.success) return;
        if (store.getState().auctionDetail.auction?.id === auctionId)
          dispatch(auctionLiveUpdated(parsed.data));
        else void dispatch(fetchAuctionDetail(auctionId));
      },
      { onSubscribed: () => void dispatch(fetchAuctionDetail(auctionId)) },
    );
    return stopUpdates;
  }, [dispatch, store, auctionId]);
}
