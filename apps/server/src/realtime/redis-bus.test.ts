import { randomUUID } from 'node:crypto';
import { createServer, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHubOptions } from './hub';
import { readMessage } from './redis-bus';
import { RawClient, TEST_APPS, startTestHub, waitUntil, type TestHub } from './test-support';

const redisUrl = process.env.REDIS_URL;
const opened: Array<{ close(): unknown }> = [];
/** Our own pub/sub channels on the shared Redis: other suites' events never reach these hubs. */
const redisPrefix = `test:realtime:${randomUUID()}:`;

afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function startNode(overrides: Partial<RealtimeHubOptions> = {}): Promise<TestHub> {
  const node = await startTestHub({ redisUrl: `${redisUrl}`, redisPrefix, ...overrides });
  opened.push(node);
  return node;
}

async function openClient(node: TestHub, channel: string): Promise<RawClient> {
  const client = await RawClient.open(node.url(TEST_APPS.auction.key));
  opened.push(client);
  await client.subscribe(channel);
  return client;
}

describe.skipIf(!redisUrl)('several nodes through Redis', () => {
  it('a client on node B receives an event published on node A', async () => {
    const [a, b] = [await startNode(), await startNode()];
    const client = await openClient(b, 'auction.11');
    await a.hub.publish('auction', 'auction.11', 'auction.updated', { id: 11, bid_count: 1 });
    expect((await client.waitFor('auction.updated')).data).toEqual({ id: 11, bid_count: 1 });
  });

  it('a node delivers its own publishes once, in the order published', async () => {
    const a = await startNode();
    const client = await openClient(a, 'auction.12');
    for (let n = 1; n <= 20; n += 1)
      await a.hub.publish('auction', 'auction.12', 'auction.updated', { n });
    await client.waitFor(
      (f) => f.event === 'auction.updated' && (f.data as { n: number }).n === 20,
    );
    // Room for a duplicate to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const received = client.frames
      .filter((f) => f.event === 'auction.updated')
      .map((f) => (f.data as { n: number }).n);
    expect(received).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('after Redis drops its connections the hub reconnects, resubscribes and delivers again', async () => {
    const warnings: string[] = [];
    const logger = {
      info() {},
      error() {},
      warn: (_o: object | string, message?: string) => void warnings.push(`${message}`),
    };
    const proxy = await startTcpProxy(`${redisUrl}`);
    const [a, b] = [await startNode({ logger, redisUrl: proxy.url }), await startNode()];
    const client = await openClient(a, 'auction.13');
    proxy.cut();
    // Publishes made before the resubscription are lost (pub/sub is at most once), so keep trying.
    for (let attempt = 1; ; attempt += 1) {
      await b.hub.publish('auction', 'auction.13', 'auction.updated', { attempt });
      const arrived = await client.waitFor('auction.updated', { timeoutMs: 200 }).then(
        () => true,
        () => false,
      );
      if (arrived) break;
      if (attempt >= 25) throw new Error('no delivery after the reconnect');
    }
    expect(warnings).toContain('realtime: reconnecting to Redis');
  });

  it('closing a hub closes its Redis connections', async () => {
    const proxy = await startTcpProxy(`${redisUrl}`);
    const hub = await createRealtimeHub({ apps: TEST_APPS, redisUrl: proxy.url, redisPrefix });
    expect(proxy.connections()).toBe(2);
    await hub.close();
    await waitUntil(() => proxy.connections() === 0);
  });
});

describe.skipIf(!redisUrl)('delivery across nodes', () => {
  const updatesOf = (client: RawClient) =>
    client.frames
      .filter((f) => f.event === 'auction.updated')
      .map((f) => f.data as { from: string; n: number });

  it("with two nodes on one Redis every event published on either reaches every socket exactly once, in each node's order", async () => {
    const [a, b] = [await startNode(), await startNode()];
    const clients = [
      await openClient(a, 'auction.21'),
      await openClient(a, 'auction.21'),
      await openClient(b, 'auction.21'),
      await openClient(b, 'auction.21'),
    ];
    const sent: Array<{ from: string; n: number }> = [];
    const publishes: Array<Promise<void>> = [];
    for (let n = 1; n <= 10; n += 1) {
      for (const [from, node] of [
        ['a', a],
        ['b', b],
      ] as const) {
        sent.push({ from, n });
        publishes.push(node.hub.publish('auction', 'auction.21', 'auction.updated', { from, n }));
      }
    }
    await Promise.all(publishes);
    for (const client of clients) {
      await client.waitFor(() => updatesOf(client).length >= sent.length);
    }
    // Room for a duplicate to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const client of clients) {
      const received = updatesOf(client);
      expect(received).toHaveLength(sent.length);
      expect(new Set(received.map((e) => `${e.from}${e.n}`)).size).toBe(sent.length);
      for (const from of ['a', 'b']) {
        expect(received.filter((e) => e.from === from).map((e) => e.n)).toEqual(
          Array.from({ length: 10 }, (_, i) => i + 1),
        );
      }
    }
  });

  it('the publishing node delivers to its own sockets even when Redis is down, and publish rejects', async () => {
    const proxy = await startTcpProxy(`${redisUrl}`);
    const a = await startNode({ redisUrl: proxy.url });
    const client = await openClient(a, 'auction.22');
    await proxy.stop();
    await expect(
      a.hub.publish('auction', 'auction.22', 'auction.updated', { id: 22 }),
    ).rejects.toThrow();
    expect(client.frames.filter((f) => f.event === 'auction.updated')).toHaveLength(1);
  });

  it('a malformed message on the Redis channel is logged and ignored, and later events still arrive', async () => {
    const warnings: string[] = [];
    const logger = {
      info() {},
      error() {},
      warn: (_o: object | string, message?: string) => void warnings.push(`${message}`),
    };
    const [a, b] = [await startNode({ logger }), await startNode()];
    const client = await openClient(a, 'auction.23');
    const admin = new Redis(`${redisUrl}`);
    opened.push({ close: () => admin.quit() });
    const frame = '{"event":"auction.updated","channel":"auction.23","data":"{\\"bad\\":1}"}';
    const malformed = [
      frame, // no header: what a node of the previous version sends
      `other-node auction.23`, // no frame
      `other-node bad channel\n${frame}`,
      `auction.23\n${frame}`, // no node id
      'garbage',
    ];
    for (const message of malformed) await admin.publish(`${redisPrefix}auction`, message);
    await b.hub.publish('auction', 'auction.23', 'auction.updated', { good: 1 });
    await client.waitFor('auction.updated');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.frames.filter((f) => f.event === 'auction.updated').map((f) => f.data)).toEqual([
      { good: 1 },
    ]);
    expect(
      warnings.filter((w) => w === 'realtime: ignored a malformed message from Redis'),
    ).toHaveLength(malformed.length);
  });
});

describe('the Redis message format', () => {
  it('reads node id, channel and the frame bytes after the first newline', () => {
    const frame = '{"event":"e","channel":"auction.1","data":"{\\"text\\":\\"a\\\\nb\\"}"}';
    const parsed = readMessage(Buffer.from(`node-1 auction.1\n${frame}`));
    expect(parsed).toMatchObject({ nodeId: 'node-1', channel: 'auction.1' });
    expect(parsed?.frame.toString()).toBe(frame);
  });

  it('refuses a message without header, node id, valid channel or frame', () => {
    for (const message of [
      '{"event":"e"}',
      'n auction.1',
      'n auction.1\n',
      ' auction.1\n{}',
      'n a b\n{}',
    ]) {
      expect(readMessage(Buffer.from(message))).toBeNull();
    }
  });
});

interface TcpProxy {
  url: string;
  /** Client connections open through the proxy. */
  connections(): number;
  /** Drops every open connection and keeps listening, as when Redis restarts. */
  cut(): void;
  /** Drops every connection and stops listening, as when Redis is down. */
  stop(): Promise<void>;
}

/**
 * A TCP relay to the shared Redis: cutting it takes Redis away from one hub only, where killing
 * connections in Redis itself would disturb everyone else using it.
 */
async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const inbounds = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(Number(port), hostname);
    inbounds.add(inbound);
    inbound.on('close', () => inbounds.delete(inbound));
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as AddressInfo).port;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  opened.push({ close: stop });
  return {
    url: `redis://127.0.0.1:${proxyPort}`,
    connections: () => inbounds.size,
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    stop,
  };
}

describe('Redis unreachable', () => {
  it('creating a hub with a Redis that refuses connections fails fast instead of hanging', async () => {
    await expect(
      createRealtimeHub({ apps: TEST_APPS, redisUrl: 'redis://127.0.0.1:1' }),
    ).rejects.toThrow();
  });
});
