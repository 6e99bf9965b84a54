import WebSocket from 'ws';
import {
  BENCH_CHANNEL,
  BENCH_EVENT,
  nowMs,
  type BenchPayload,
  type FromClients,
  type ToClients,
} from './fanout-shared';

/**
 * Child process of the fan-out benchmark: `count` sockets spread over the given local addresses
 * (comma-separated; so the ephemeral ports of each source address suffice), speaking the Pusher protocol as pusher-js
 * would, or plain WebSocket for the baseline. Records receipt time minus publish time.
 */
const [url = '', countArg = '0', addressesArg = '127.0.0.2', protocol = 'pusher'] =
  process.argv.slice(2);
const localAddresses = addressesArg.split(',');
const count = Number(countArg);
const usesPusher = protocol === 'pusher';
const send = (message: FromClients) => process.send?.(message);
/** Opening every socket at once would trip the server's accept backlog. */
const CONNECT_CONCURRENCY = 100;

const sockets: WebSocket[] = [];
const latencies: number[] = [];
let ready = 0;

function handleFrame(socket: WebSocket, raw: string): void {
  const receivedAt = nowMs();
  const frame = JSON.parse(raw) as { event: string; channel?: string; data: string };
  if (frame.event === BENCH_EVENT) {
    // Decoded as pusher-js does, so the cost of a real client's parse is in the figure.
    const payload = JSON.parse(frame.data) as BenchPayload;
    if (!payload.bench_warmup) latencies.push(receivedAt - payload.bench_sent_at);
  } else if (frame.event === 'pusher:connection_established') {
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: BENCH_CHANNEL } }));
  } else if (frame.event === 'pusher_internal:subscription_succeeded') {
    markReady();
  }
}

function markReady(): void {
  ready += 1;
  if (ready === count) send({ type: 'ready', connected: ready });
}

function openSocket(): Promise<void> {
  return new Promise((resolve, reject) => {
    const localAddress = localAddresses[sockets.length % localAddresses.length];
    const socket = new WebSocket(url, { localAddress, perMessageDeflate: false });
    sockets.push(socket);
    socket.on('message', (data) => handleFrame(socket, (data as Buffer).toString('utf8')));
    socket.once('open', () => {
      if (!usesPusher) markReady();
      resolve();
    });
    socket.once('error', reject);
  });
}

async function openAll(): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await openSocket();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, count) }, worker));
}

process.on('message', (message: ToClients) => {
  if (message.type !== 'finish') return;
  // Exit only once the (large) IPC message is flushed; exiting at once could drop it.
  process.send?.({ type: 'latencies', latencies } satisfies FromClients, undefined, {}, () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
});
process.on('disconnect', () => process.exit(0));

openAll().catch((error: unknown) =>
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
