import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRealtimeHub, type RealtimeHubOptions } from '@autobid/server/src/realtime/hub';
import { WebSocket, WebSocketServer } from 'ws';
import {
  BENCH_APPS,
  BENCH_CHANNEL,
  BENCH_EVENT,
  buildPayload,
  encodePusherFrame,
  type FromServer,
  type MemorySample,
  type ServerKind,
  type ToServer,
} from './fanout-shared';

/**
 * Child process of the fan-out benchmark: one server on 127.0.0.1, either our Pusher hub or a
 * bare `ws` broadcast (the baseline), publishing when the parent says so.
 */
const kind = process.argv[2] as ServerKind;
const send = (message: FromServer) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The hub's node-wide cap (18,000 by default) is sized for one production process; the benchmark
 * measures fan-out, not refusal, so every socket it opens must get in. No per-address cap is set,
 * as for a hub made without one.
 */
const HUB_LIMITS = { maxConnections: 100_000 } satisfies Partial<RealtimeHubOptions>;

/**
 * Memory after two full collections (the process runs with --expose-gc), so garbage left from
 * connecting does not count as held by the sockets.
 */
async function sampleMemory(): Promise<MemorySample> {
  const collect = (globalThis as { gc?: () => void }).gc;
  for (let round = 0; round < 2; round += 1) {
    collect?.();
    await sleep(100);
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external, sockets: socketCount() };
}

const server = createServer((_req, res) => res.writeHead(404).end());
let publish: (sequence: number, warmup: boolean) => Promise<void>;
let closeServer: () => Promise<void>;
let socketCount: () => number;

if (kind === 'pusher-hub') {
  const hub = await createRealtimeHub({ apps: BENCH_APPS, ...HUB_LIMITS });
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  publish = (sequence, warmup) =>
    hub.publish('auction', BENCH_CHANNEL, BENCH_EVENT, buildPayload(sequence, warmup));
  closeServer = () => hub.close();
  socketCount = () => hub.connectionCount();
} else {
  // The ws README's broadcast: serialise once, send the string to every open client.
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  publish = async (sequence, warmup) => {
    const frame = encodePusherFrame(buildPayload(sequence, warmup));
    for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
  };
  closeServer = async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
  socketCount = () => wss.clients.size;
}

server.listen(0, '127.0.0.1', () =>
  send({ type: 'listening', port: (server.address() as AddressInfo).port }),
);

process.on('message', (message: ToServer) => {
  if (message.type === 'memory') {
    void sampleMemory().then((memory) => send({ type: 'memory', memory }));
    return;
  }
  if (message.type === 'stop') {
    void closeServer().finally(() => process.exit(0));
    return;
  }
  void (async () => {
    const loopMs: number[] = [];
    for (let sequence = 0; sequence < message.warmup + message.count; sequence += 1) {
      const started = performance.now();
      await publish(sequence, sequence < message.warmup);
      if (sequence >= message.warmup) loopMs.push(performance.now() - started);
      await sleep(message.intervalMs);
    }
    send({ type: 'published', loopMs });
  })();
});
// The parent went away: do not linger holding thousands of sockets.
process.on('disconnect', () => process.exit(0));
