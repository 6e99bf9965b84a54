import { channels, EVENTS, type RealtimeApp } from '@autobid/contract';
import { useEffect, useRef } from 'react';
import { onRealtimeReconnected, subscribeRealtime } from './realtime';

/** One more event that means the list may have changed (a group's stage event, a new auction). */
export interface ListEventSource {
  app: RealtimeApp;
  channel: string;
  event: string;
}

// A busy auction can take several bids a second: one reload covers them all.
const SETTLE_MS = 400;

/**
 * Calls `reload` when a list of auctions may have changed: an auction on the page changed (its
 * public channel: a bid, a soft-close, a close, a cancel), one of `sources` fired (a seller
 * group's stage event, a newly published auction), the connection came back after a drop, or one
 * of those channels was confirmed (again): what changed before the confirmation was never sent to
 * this page, so the list is read after it. A burst of events costs one reload.
 */
export function useAuctionsRealtime(
  auctionIds: readonly number[],
  sources: readonly ListEventSource[],
  reload: () => void,
): void {
  const latest = useRef(reload);
  latest.current = reload;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = auctionIds.join(',');
  const sourceKey = sources.map((s) => `${s.app}|${s.channel}|${s.event}`).join(';');

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
              { onSubscribed: schedule },
            ),
          )
      : [];
    for (const source of sourceKey ? sourceKey.split(';') : []) {
      const [app, channel, event] = source.split('|') as [RealtimeApp, string, string];
      stops.push(subscribeRealtime(app, channel, event, schedule, { onSubscribed: schedule }));
    }
    stops.push(onRealtimeReconnected(schedule));
    return () => {
      for (const stop of stops) stop();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [key, sourceKey]);
}
