import { channels, EVENTS } from '@autobid/contract';
import { useEffect, useRef } from 'react';
import { onRealtimeReconnected, subscribeRealtime } from '../../lib/realtime';

// A busy auction can take several bids a second: one reload covers them all.
const SETTLE_MS = 400;

/**
 * Calls `reload` when the list may have changed: an auction of the group moved stage (the group's
 * private channel), an auction on the page changed (its public channel: a bid, a soft-close, a
 * close), or the connection came back after a drop (events may have been missed).
 */
export function useSellerListRealtime(
  groupId: number | null,
  auctionIds: readonly number[],
  reload: () => void,
): void {
  const latest = useRef(reload);
  latest.current = reload;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = auctionIds.join(',');

  useEffect(() => {
    const schedule = () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current();
      }, SETTLE_MS);
    };
    const stops = key
      ? key
          .split(',')
          .map((id) =>
            subscribeRealtime(
              'auction',
              channels.auction(Number(id)),
              EVENTS.auctionUpdated,
              schedule,
            ),
          )
      : [];
    if (groupId !== null)
      stops.push(
        subscribeRealtime('general', channels.group(groupId), EVENTS.sellerAuctionStage, schedule),
      );
    stops.push(onRealtimeReconnected(schedule));
    return () => {
      for (const stop of stops) stop();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [groupId, key]);
}
