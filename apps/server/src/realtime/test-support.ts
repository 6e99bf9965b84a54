import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RealtimeApp } from '@autobid/contract';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from './hub';

export const TEST_APPS = {
  general: { key: 'general-test-key', secret: 'general-test-secret-0123456789' },
  auction: { key: 'auction-test-key', secret: 'auction-test-secret-0123456789' },
} as const;

export interface TestHub {
  hub: RealtimeHub;
  port: number;
  /** The WebSocket URL pusher-js would open for this key. */
  url(key: string, query?: string): string;
  close(): Promise<void>;
}

/** A hub on a plain HTTP server on an ephemeral loopback port. */
export async function startTestHub(overrides: Partial<RealtimeHubOptions> = {}): Promise<TestHub> {
  const hub = await createRealtimeHub({ apps: TEST_APPS, ...overrides });
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hub,
    port,
    url: (key, query = 'protocol=7&client=js&version=8.6.0') =>
      `ws://127.0.0.1:${port}/app/${key}?${query}`,
    async close() {
      await hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Frame {
  event: string;
  channel?: string;
  /** Already decoded from the JSON string the server sends. */
  data: unknown;
  /** The `data` field exactly as sent. */
  rawData: unknown;
}

/** A raw `ws` client that records every frame, for asserting the protocol byte by byte. */
export class RawClient {
  readonly frames: Frame[] = [];
  /** Settles when the server or the client closes the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('message', (raw) => {
      const parsed = JSON.parse((raw as Buffer).toString('utf8')) as {
        event: string;
        channel?: string;
        data: unknown;
      };
      const data =
        typeof parsed.data === 'string' ? (JSON.parse(parsed.data) as unknown) : parsed.data;
      this.frames.push({
        event: parsed.event,
        channel: parsed.channel,
        data,
        rawData: parsed.data,
      });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(url: string, options: WebSocket.ClientOptions = {}): Promise<RawClient> {
    const socket = new WebSocket(url, options);
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Connects and waits for the handshake; returns the client and its socket id. */
  static async open(
    url: string,
    options: WebSocket.ClientOptions = {},
  ): Promise<RawClient & { socketId: string }> {
    const client = await RawClient.connect(url, options);
    const established = await client.waitFor('pusher:connection_established');
    return Object.assign(client, {
      socketId: (established.data as { socket_id: string }).socket_id,
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Sends pusher:subscribe and returns the server's answer: succeeded, subscription_error or error. */
  async subscribe(channel: string, auth?: string): Promise<Frame> {
    const from = this.frames.length;
    this.send({ event: 'pusher:subscribe', data: { channel, auth } });
    return this.waitFor(
      (f) =>
        f.event === 'pusher:error' ||
        (f.channel === channel &&
          (f.event === 'pusher_internal:subscription_succeeded' ||
            f.event === 'pusher:subscription_error')),
      { from },
    );
  }

  /** The first frame recorded at or after index `from` that matches, waiting for it if need be. */
  async waitFor(
    match: string | ((frame: Frame) => boolean),
    { from = 0, timeoutMs = 3000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<Frame> {
    const test = typeof match === 'string' ? (f: Frame) => f.event === match : match;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `No matching frame; got ${JSON.stringify(this.frames.map((f) => f.event))}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Per-test hubs and clients, closed after each test. `flush` publishes a marker on a public
 * channel the client is on and waits for it: frames on one socket arrive in order, so anything
 * published before the marker has arrived by then, which makes "did not receive" assertions sound.
 */
export function useTestHub() {
  const opened: Array<{ close(): unknown }> = [];
  let current: TestHub | undefined;
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
    current = undefined;
  });
  const server = (): TestHub => {
    if (!current) throw new Error('call start() first');
    return current;
  };
  return {
    server,
    start: async (overrides: Partial<RealtimeHubOptions> = {}): Promise<TestHub> => {
      current = await startTestHub(overrides);
      opened.push(current);
      return current;
    },
    open: async (
      key: string = TEST_APPS.auction.key,
    ): Promise<RawClient & { socketId: string }> => {
      const client = await RawClient.open(server().url(key));
      opened.push(client);
      return client;
    },
    flush: async (client: RawClient, app: RealtimeApp = 'auction'): Promise<void> => {
      const marker = `marker-${opened.length}-${client.frames.length}`;
      if (
        !client.frames.some(
          (f) => f.channel === 'sync' && f.event === 'pusher_internal:subscription_succeeded',
        )
      ) {
        await client.subscribe('sync');
      }
      await server().hub.publish(app, 'sync', 'marker', { marker });
      await client.waitFor(
        (f) => f.event === 'marker' && (f.data as { marker: string }).marker === marker,
      );
    },
  };
}

/** Polls until the condition holds, for server-side effects that follow a client-side event. */
export async function waitUntil(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
