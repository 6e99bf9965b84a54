import { auctionUpdatedEventSchema, channels, EVENTS } from '@autobid/contract';
import { useEffect } from 'react';
import { onRealtimeReconnected, subscribeRealtime } from '../../../lib/realtime';
import { useAppDispatch } from '../../../lib/state/hooks';
import { auctionLiveUpdated, fetchAuctionDetail } from '../auction-detail-slice';

/** Feeds `auction.updated` for the open auction into the store; re-reads it after a dropped connection. */
export function useAuctionRealtime(auctionId: number): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const stopUpdates = subscribeRealtime(
      'auction',
      channels.auction(auctionId),
      EVENTS.auctionUpdated,
      (data) => {
        const parsed = auctionUpdatedEventSchema.safeParse(data);
        if (parsed.success) dispatch(auctionLiveUpdated(parsed.data));
      },
    );
    const stopReconnected = onRealtimeReconnected(
      () => void dispatch(fetchAuctionDetail(auctionId)),
    );
    return () => {
      stopUpdates();
      stopReconnected();
    };
  }, [dispatch, auctionId]);
}
