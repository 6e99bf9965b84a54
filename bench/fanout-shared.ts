import type { PublicAuction } from '@autobid/contract';

/** What the fan-out benchmark's processes say to each other over IPC. */
export type ServerKind = 'pusher-hub' | 'bare-ws';

export const BENCH_APPS = {
  general: { key: 'bench-general', secret: 'bench-general-secret-0123456789' },
  auction: { key: 'bench-auction', secret: 'bench-auction-secret-0123456789' },
} as const;

export const BENCH_CHANNEL = 'auction.1';
export const BENCH_EVENT = 'auction.updated';

export type ToServer =
  | { type: 'publish'; warmup: number; count: number; intervalMs: number }
  | { type: 'memory' }
  | { type: 'stop' };
/** `loopMs`: how long each publish call took, i.e. handing the frame to every local socket. */
export type FromServer =
  | { type: 'listening'; port: number }
  | { type: 'published'; loopMs: number[] }
  | { type: 'memory'; memory: MemorySample };

/** The server process's memory after a full garbage collection, in bytes. */
export interface MemorySample {
  rss: number;
  heapUsed: number;
  /** Memory of Buffers and other objects outside the JS heap (socket buffers among them). */
  external: number;
  /** Open sockets the server counts. */
  sockets: number;
}

export type ToClients = { type: 'finish' };
export type FromClients =
  | { type: 'ready'; connected: number }
  | { type: 'failed'; message: string }
  | { type: 'latencies'; latencies: number[] };

/** `auction.updated` as the server sends it, plus the publish time and whether it is a warm-up. */
export type BenchPayload = PublicAuction & { bench_sent_at: number; bench_warmup: boolean };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

export function buildPayload(sequence: number, warmup: boolean): BenchPayload {
  const at = new Date().toISOString();
  return {
    id: 1,
    updated_at: at,
    status: 'active',
    time_end: new Date(Date.now() + 10 * 60_000).toISOString(),
    highest_bid: {
      id: 1000 + sequence,
      amount: 250_000 + sequence * 500,
      bidder_no: (sequence % 40) + 1,
      created_at: at,
    },
    bid_count: sequence + 1,
    bidders_count: Math.min(sequence + 1, 40),
    bench_sent_at: nowMs(),
    bench_warmup: warmup,
  };
}

/** The frame a Pusher server sends; the bare-ws baseline sends the same bytes. */
export function encodePusherFrame(payload: BenchPayload): string {
  return JSON.stringify({
    event: BENCH_EVENT,
    channel: BENCH_CHANNEL,
    data: JSON.stringify(payload),
  });
}
