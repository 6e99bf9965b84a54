import { auctionUpdatedEventSchema, channels, EVENTS } from '@autobid/contract';
import { useEffect } from 'react';
import { onRealtimeReconnected, subscribeRealtime } from '../../lib/realtime';
import { useAppDispatch } from '../../store/hooks';
import { auctionLiveUpdated } from './bidding-list-slice';

/**
 * Keeps every listed auction live: one `auction.{id}` subscription each, plus the `auctions`
 * channel for newly published cars. `onStale` re-reads the list when events may have been missed.
 */
export function useLiveListRealtime(ids: number[], onStale: () => void): void {
  const dispatch = useAppDispatch();
  // A string key so a re-fetch with the same cars does not resubscribe every channel.
  const idsKey = ids.join(',');

  useEffect(() => {
    const listed = idsKey === '' ? [] : idsKey.split(',').map(Number);
    const unsubscribers = listed.map((id) =>
      subscribeRealtime('auction', channels.auction(id), EVENTS.auctionUpdated, (data) => {
        const parsed = auctionUpdatedEventSchema.safeParse(data);
        if (parsed.success) dispatch(auctionLiveUpdated(parsed.data));
      }),
    );
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [dispatch, idsKey]);

  useEffect(() => {
    const stopPublished = subscribeRealtime('auction', channels.auctions(), EVENTS.auctionPublished, () => onStale());
    const stopReconnected = onRealtimeReconnected(onStale);
    return () => {
      stopPublished();
      stopReconnected();
    };
  }, [onStale]);
}
