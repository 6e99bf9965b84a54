import WebSocket from 'ws';
import type {
  FromWatchers,
  RoundReport,
  ToWatchers,
  WatcherSettings,
} from './fanout-cluster-shared';
import { nowMs } from './fanout-shared';

/**
 * Child process of the cluster fan-out benchmark: `count` pusher-js-speaking sockets on one node,
 * subscribed to one auction's public channel as the web client is. Each socket keeps what it
 * received this round, so the parent can check every event reached every socket once and in
 * `updated_at` order.
 */
const settings = JSON.parse(process.argv[2] ?? '{}') as WatcherSettings;
const send = (message: FromWatchers) => process.send?.(message);
/** Opening every socket at once would trip the server's accept backlog. */
const CONNECT_CONCURRENCY = 100;

interface Receipt {
  amount: number;
  updatedAt: number;
  receivedAt: number;
}

interface Watcher {
  socket: WebSocket;
  receipts: Receipt[];
  /** The last receipt of any round: order is checked across rounds too. */
  last: { amount: number; updatedAt: number } | null;
  outOfOrder: number;
  isClosed: boolean;
}

const watchers: Watcher[] = [];
let ready = 0;
let unexpected = 0;

interface AuctionFrame {
  event: string;
  channel?: string;
  data: string;
}
interface AuctionData {
  updated_at: string;
  highest_bid: { amount: number } | null;
}

function handleFrame(watcher: Watcher, raw: string): void {
  const receivedAt = nowMs();
  const frame = JSON.parse(raw) as AuctionFrame;
  if (frame.event === 'auction.updated' && frame.channel === settings.channel) {
    // Decoded as pusher-js does, so the cost of a real client's parse is in the figure.
    const data = JSON.parse(frame.data) as AuctionData;
    const amount = data.highest_bid?.amount;
    if (amount === undefined) {
      unexpected += 1;
      return;
    }
    const updatedAt = Date.parse(data.updated_at);
    const { last } = watcher;
    if (last && (updatedAt < last.updatedAt || amount <= last.amount)) {
      // A repeat of an event already received is counted as a duplicate, not as disorder.
      if (!watcher.receipts.some((r) => r.amount === amount)) watcher.outOfOrder += 1;
    }
    watcher.last = { amount, updatedAt };
    watcher.receipts.push({ amount, updatedAt, receivedAt });
  } else if (frame.event === 'pusher:connection_established') {
    watcher.socket.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: settings.channel } }),
    );
  } else if (frame.event === 'pusher_internal:subscription_succeeded') {
    ready += 1;
    if (ready === settings.count) send({ type: 'ready', connected: ready });
  } else if (frame.event === 'pusher:ping') {
    watcher.socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
  }
}

function openSocket(): Promise<void> {
  return new Promise((resolve, reject) => {
    const localAddress = settings.localAddresses[watchers.length % settings.localAddresses.length];
    const socket = new WebSocket(settings.url, { localAddress, perMessageDeflate: false });
    const watcher: Watcher = { socket, receipts: [], last: null, outOfOrder: 0, isClosed: false };
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
    while (next < settings.count) {
      next += 1;
      await openSocket();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, settings.count) }, worker));
}

/** Checks this round's receipts against the accepted bids, then clears them for the next round. */
function collect(expected: number[], measured: number[]): RoundReport {
  const expectedSet = new Set(expected);
  const measuredSet = new Set(measured);
  const deliveries = new Map(expected.map((amount) => [amount, 0]));
  const lastArrival = new Map<number, number>();
  const latencies: number[] = [];
  const report: RoundReport = {
    sockets: watchers.length,
    latencies,
    lastArrival: [],
    deliveries: [],
    missing: 0,
    duplicates: 0,
    outOfOrder: 0,
    unexpected,
    closed: 0,
  };
  for (const watcher of watchers) {
    const seen = new Set<number>();
    for (const receipt of watcher.receipts) {
      if (!expectedSet.has(receipt.amount)) {
        report.unexpected += 1;
        continue;
      }
      deliveries.set(receipt.amount, (deliveries.get(receipt.amount) ?? 0) + 1);
      if (seen.has(receipt.amount)) {
        report.duplicates += 1;
        continue;
      }
      seen.add(receipt.amount);
      if (measuredSet.has(receipt.amount)) {
        const latency = receipt.receivedAt - receipt.updatedAt;
        latencies.push(latency);
        lastArrival.set(receipt.amount, Math.max(lastArrival.get(receipt.amount) ?? 0, latency));
      }
    }
    report.missing += expected.length - seen.size;
    report.outOfOrder += watcher.outOfOrder;
    if (watcher.isClosed) report.closed += 1;
    watcher.receipts = [];
    watcher.outOfOrder = 0;
  }
  unexpected = 0;
  report.lastArrival = [...lastArrival];
  report.deliveries = [...deliveries];
  return report;
}

process.on('message', (message: ToWatchers) => {
  if (message.type !== 'collect') return;
  send({ type: 'report', report: collect(message.expected, message.measured) });
});
process.on('disconnect', () => process.exit(0));

openAll().catch((error: unknown) =>
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
