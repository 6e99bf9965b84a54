import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRealtimeHub } from '@autobid/server/src/realtime/hub';
import { WebSocket, WebSocketServer } from 'ws';
import {
  BENCH_APPS,
  BENCH_CHANNEL,
  BENCH_EVENT,
  buildPayload,
  encodePusherFrame,
  type FromServer,
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

const server = createServer((_req, res) => res.writeHead(404).end());
let publish: (sequence: number, warmup: boolean) => Promise<void>;
let closeServer: () => Promise<void>;

if (kind === 'pusher-hub') {
  const hub = await createRealtimeHub({ apps: BENCH_APPS });
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  publish = (sequence, warmup) =>
    hub.publish('auction', BENCH_CHANNEL, BENCH_EVENT, buildPayload(sequence, warmup));
  closeServer = () => hub.close();
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
}

server.listen(0, '127.0.0.1', () =>
  send({ type: 'listening', port: (server.address() as AddressInfo).port }),
);

process.on('message', (message: ToServer) => {
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
