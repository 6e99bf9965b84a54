import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHubOptions } from './hub';
import { RawClient, TEST_APPS, startTestHub, type TestHub } from './test-support';

const redisUrl = process.env.REDIS_URL;
const opened: Array<{ close(): unknown }> = [];

afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function startNode(overrides: Partial<RealtimeHubOptions> = {}): Promise<TestHub> {
  const node = await startTestHub({ redisUrl: `${redisUrl}`, ...overrides });
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

  it('a node delivers its own publishes once, through Redis, in the order published', async () => {
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
    const a = await startNode({ logger });
    const client = await openClient(a, 'auction.13');
    const admin = new Redis(`${redisUrl}`);
    opened.push({ close: () => admin.quit() });
    await admin.client('KILL', 'TYPE', 'pubsub');
    await admin.client('KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    // Publishes made before the resubscription are lost (pub/sub is at most once), so keep trying.
    for (let attempt = 1; ; attempt += 1) {
      await a.hub.publish('auction', 'auction.13', 'auction.updated', { attempt });
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
    const admin = new Redis(`${redisUrl}`);
    opened.push({ close: () => admin.quit() });
    const countClients = async () =>
      String(await admin.client('LIST'))
        .trim()
        .split('\n').length;
    const before = await countClients();
    const hub = await createRealtimeHub({ apps: TEST_APPS, redisUrl: `${redisUrl}` });
    expect(await countClients()).toBe(before + 2);
    await hub.close();
    expect(await countClients()).toBe(before);
  });
});

describe('Redis unreachable', () => {
  it('creating a hub with a Redis that refuses connections fails fast instead of hanging', async () => {
    await expect(
      createRealtimeHub({ apps: TEST_APPS, redisUrl: 'redis://127.0.0.1:1' }),
    ).rejects.toThrow();
  });
});
