import WebSocket from 'ws';

/**
 * Child process of the soak: `channels.length` pusher-js-speaking sockets, socket i subscribed to
 * the public channel `channels[i]` (`auction.{id}`), spread over the given loopback source
 * addresses. Every bid of the soak raises its auction's highest amount, so each socket checks its
 * own feed as it comes: each event's amount above the last (else a duplicate or out of order), and
 * keeps only counts, so a ten-minute run costs this process no more memory at its end than at its
 * start. The parent asks for the lag of each 10 s window and, at the end, for each socket's tally,
 * which it compares with the ledger.
 */
export interface SoakWatcherSettings {
  url: string;
  /** One public channel per socket, e.g. `auction.12`. */
  channels: string[];
  localAddresses: string[];
}

export type ToSoakWatchers = { type: 'sample' } | { type: 'collect' };

export type FromSoakWatchers =
  | { type: 'ready'; connected: number }
  | { type: 'failed'; message: string }
  | { type: 'sample'; sample: WindowSample }
  | { type: 'report'; sockets: SocketTally[] };

/** The window since the last sample: event lag (receipt − `updated_at`) of every receipt, in ms. */
export interface WindowSample {
  receipts: number;
  lagsMs: number[];
  closed: number;
}

/** What one socket received over the whole run. */
export interface SocketTally {
  channel: string;
  /** Distinct, rising amounts received. */
  delivered: number;
  lastAmount: number;
  duplicates: number;
  outOfOrder: number;
  isClosed: boolean;
}

/** The sockets' tallies against the ledger (see the soak's `compareWithLedger`). */
export interface SoakWatcherReport {
  sockets: number;
  /** Socket × bid in its auction's ledger: what should have arrived. */
  expected: number;
  /** Distinct, rising amounts received. */
  delivered: number;
  /** Socket × ledger bid pairs never received. */
  missing: number;
  duplicates: number;
  outOfOrder: number;
  /** Sockets whose last amount is not the auction's highest bid in the ledger. */
  staleAtEnd: number;
  closed: number;
}

const CONNECT_CONCURRENCY = 100;
/** A window's lag samples beyond this are dropped at random (reservoir), to bound memory. */
const LAG_SAMPLES_PER_WINDOW = 20_000;

interface Watcher {
  socket: WebSocket;
  channel: string;
  lastAmount: number;
  lastUpdatedAt: number;
  delivered: number;
  duplicates: number;
  outOfOrder: number;
  isClosed: boolean;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as SoakWatcherSettings;
const send = (message: FromSoakWatchers) => process.send?.(message);
const watchers: Watcher[] = [];
let ready = 0;
let receipts = 0;
let lags: number[] = [];

function noteLag(ms: number): void {
  receipts += 1;
  if (lags.length < LAG_SAMPLES_PER_WINDOW) lags.push(ms);
  else {
    const slot = Math.floor(Math.random() * receipts);
    if (slot < LAG_SAMPLES_PER_WINDOW) lags[slot] = ms;
  }
}

function handleFrame(watcher: Watcher, raw: string): void {
  const frame = JSON.parse(raw) as { event: string; channel?: string; data?: string };
  if (frame.event === 'auction.updated' && frame.channel === watcher.channel && frame.data) {
    // Decoded twice as pusher-js does: the frame, then its data string.
    const data = JSON.parse(frame.data) as {
      updated_at: string;
      highest_bid: { amount: number } | null;
    };
    const updatedAt = Date.parse(data.updated_at);
    noteLag(Date.now() - updatedAt);
    const amount = data.highest_bid?.amount ?? 0;
    if (amount === watcher.lastAmount) watcher.duplicates += 1;
    else if (amount < watcher.lastAmount || updatedAt < watcher.lastUpdatedAt)
      watcher.outOfOrder += 1;
    else {
      watcher.delivered += 1;
      watcher.lastAmount = amount;
      watcher.lastUpdatedAt = updatedAt;
    }
  } else if (frame.event === 'pusher:connection_established') {
    watcher.socket.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: watcher.channel } }),
    );
  } else if (frame.event === 'pusher_internal:subscription_succeeded') {
    ready += 1;
    if (ready === settings.channels.length) send({ type: 'ready', connected: ready });
  } else if (frame.event === 'pusher:ping') {
    watcher.socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
  } else if (frame.event === 'pusher:error') {
    send({ type: 'failed', message: `pusher:error ${frame.data ?? ''}` });
  }
}

function openSocket(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const localAddress = settings.localAddresses[index % settings.localAddresses.length];
    const socket = new WebSocket(settings.url, { localAddress, perMessageDeflate: false });
    const watcher: Watcher = {
      socket,
      channel: settings.channels[index]!,
      lastAmount: 0,
      lastUpdatedAt: 0,
      delivered: 0,
      duplicates: 0,
      outOfOrder: 0,
      isClosed: false,
    };
    watchers.push(watcher);
    socket.on('message', (data) => handleFrame(watcher, (data as Buffer).toString('utf8')));
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('close', () => (watcher.isClosed = true));
  });
}

async function openAll(): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < settings.channels.length) await openSocket(next++);
  };
  await Promise.all(
    Array.from({ length: Math.min(CONNECT_CONCURRENCY, settings.channels.length) }, worker),
  );
}

process.on('message', (message: ToSoakWatchers) => {
  if (message.type === 'sample') {
    send({
      type: 'sample',
      sample: { receipts, lagsMs: lags, closed: watchers.filter((w) => w.isClosed).length },
    });
    receipts = 0;
    lags = [];
  } else if (message.type === 'collect') {
    send({
      type: 'report',
      sockets: watchers.map((w) => ({
        channel: w.channel,
        delivered: w.delivered,
        lastAmount: w.lastAmount,
        duplicates: w.duplicates,
        outOfOrder: w.outOfOrder,
        isClosed: w.isClosed,
      })),
    });
    for (const watcher of watchers) watcher.socket.terminate();
  }
});
process.on('disconnect', () => process.exit(0));

openAll().catch((error: unknown) =>
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
