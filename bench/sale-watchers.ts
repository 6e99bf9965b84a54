import { channels, EVENTS, type PublicAuction } from '@autobid/contract';
import WebSocket from 'ws';

/**
 * The sale's watchers: sockets speaking the Pusher protocol as pusher-js does, each subscribed to
 * the public `auction.{id}` channels of the cars its dealer follows, from loopback addresses
 * 127.0.0.2 and up (250 sockets each). The observer sockets follow every car: what they receive is
 * the reference for what each watcher should have received, and it feeds the bots' view of each
 * car, as the realtime feed feeds a dealer's screen.
 */
export interface WatcherStats {
  sockets: number;
  subscriptions: number;
  /** Events the observer received on each channel, times the watchers subscribed to it. */
  expected: number;
  delivered: number;
  /** Events a watcher received with an `updated_at` older than the last one on that channel. */
  outOfOrder: number;
  /** Receipt time minus the event's `updated_at`, in ms, over every watcher's events. */
  lagMs: number[];
  /** Sockets that closed or failed before the end. */
  dropped: number;
}

export interface Watchers {
  stop(): WatcherStats;
}

const CONNECT_CONCURRENCY = 50;
const OBSERVER_CHANNELS = 100;
const SOCKETS_PER_ADDRESS = 250;

interface Watcher {
  ws: WebSocket;
  counts: Map<string, number>;
}

export async function openWatchers(input: {
  /** The server nodes: the observers connect to the first, watcher `i` to node `i % nodes`. */
  baseUrls: string[];
  appKey: string;
  /** The auction ids each watcher follows, one entry per socket. */
  follows: number[][];
  allAuctionIds: number[];
  onEvent: (auction: PublicAuction) => void;
}): Promise<Watchers> {
  const urls = input.baseUrls.map(
    (baseUrl) =>
      `${baseUrl.replace(/^http/, 'ws')}/app/${encodeURIComponent(input.appKey)}?protocol=7&client=js&version=8.4.0&flash=false`,
  );
  const lagMs: number[] = [];
  let outOfOrder = 0;
  let dropped = 0;
  let isStopping = false;

  const open = (
    url: string,
    ids: number[],
    localAddress: string,
    onAuction: (channel: string, auction: PublicAuction) => void,
  ) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, localAddress });
      const pending = new Set(ids.map((id) => channels.auction(id)));
      ws.on('message', (data) => {
        const frame = JSON.parse((data as Buffer).toString('utf8')) as {
          event: string;
          channel?: string;
          data?: string;
        };
        if (frame.event === EVENTS.auctionUpdated && frame.channel && frame.data) {
          // Decoded twice as pusher-js does: the frame, then its data string.
          onAuction(frame.channel, JSON.parse(frame.data) as PublicAuction);
        } else if (frame.event === 'pusher:connection_established') {
          if (pending.size === 0) resolve(ws);
          for (const channel of pending)
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel) {
          pending.delete(frame.channel);
          if (pending.size === 0) resolve(ws);
        } else if (frame.event === 'pusher:ping') {
          ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        } else if (frame.event === 'pusher:error') {
          reject(new Error(`pusher:error ${frame.data ?? ''}`));
        }
      });
      ws.once('error', reject);
      ws.once('close', () => {
        if (!isStopping) dropped += 1;
      });
    });

  const observerCounts = new Map<string, number>();
  // As pusher-js would, at most 100 channels per socket (the server's message burst allows that).
  const observers: WebSocket[] = [];
  for (let i = 0; i < input.allAuctionIds.length; i += OBSERVER_CHANNELS) {
    observers.push(
      await open(
        urls[0]!,
        input.allAuctionIds.slice(i, i + OBSERVER_CHANNELS),
        '127.0.0.1',
        (channel, auction) => {
          observerCounts.set(channel, (observerCounts.get(channel) ?? 0) + 1);
          input.onEvent(auction);
        },
      ),
    );
  }
  const watchers: Watcher[] = [];
  const watch = async (ids: number[], index: number) => {
    const counts = new Map<string, number>();
    const lastUpdatedAt = new Map<string, number>();
    // Dealers come from many addresses; the server caps sockets per address.
    const localAddress = `127.0.0.${2 + Math.floor(index / SOCKETS_PER_ADDRESS)}`;
    const ws = await open(urls[index % urls.length]!, ids, localAddress, (channel, auction) => {
      const updatedAt = Date.parse(auction.updated_at);
      lagMs.push(Date.now() - updatedAt);
      counts.set(channel, (counts.get(channel) ?? 0) + 1);
      if (updatedAt < (lastUpdatedAt.get(channel) ?? 0)) outOfOrder += 1;
      lastUpdatedAt.set(channel, updatedAt);
    });
    watchers.push({ ws, counts });
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONNECT_CONCURRENCY, input.follows.length) }, async () => {
      while (next < input.follows.length) {
        const index = next++;
        await watch(input.follows[index]!, index);
      }
    }),
  );

  return {
    stop() {
      isStopping = true;
      const subscribers = new Map<string, number>();
      for (const ids of input.follows)
        for (const id of ids) {
          const channel = channels.auction(id);
          subscribers.set(channel, (subscribers.get(channel) ?? 0) + 1);
        }
      let expected = 0;
      for (const [channel, count] of observerCounts)
        expected += count * (subscribers.get(channel) ?? 0);
      let delivered = 0;
      for (const socket of watchers) for (const count of socket.counts.values()) delivered += count;
      for (const observer of observers) observer.terminate();
      for (const socket of watchers) socket.ws.terminate();
      return {
        sockets: watchers.length,
        subscriptions: input.follows.reduce((total, ids) => total + ids.length, 0),
        expected,
        delivered,
        outOfOrder,
        lagMs,
        dropped,
      };
    },
  };
}
