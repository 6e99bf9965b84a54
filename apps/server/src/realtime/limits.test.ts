import Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { RawClient, TEST_APPS, useTestHub, waitUntil, type Frame } from './test-support';

const { start, server, open, flush } = useTestHub();
const extra: Array<{ close(): unknown }> = [];

afterEach(async () => {
  for (const item of extra.splice(0).reverse()) await item.close();
});

/** Connects without waiting for the handshake, which a refused socket never gets. */
async function connect(options: WebSocket.ClientOptions = {}): Promise<RawClient> {
  const client = await RawClient.connect(server().url(TEST_APPS.auction.key), options);
  extra.push(client);
  return client;
}

async function expectRefusedOverCapacity(client: RawClient): Promise<void> {
  const error = await client.waitFor('pusher:error');
  expect(error.data).toMatchObject({ code: 4100 });
  expect((await client.closed).code).toBe(4100);
}

const errorsWithCode = (client: RawClient, code: number): Frame[] =>
  client.frames.filter(
    (f) => f.event === 'pusher:error' && (f.data as { code: number }).code === code,
  );

describe('connection caps', () => {
  it('past the node-wide cap a socket gets pusher:error 4100 and a close with 4100; a freed place is taken again', async () => {
    await start({ maxConnections: 2 });
    const first = await open();
    await open();
    await expectRefusedOverCapacity(await connect());
    expect(server().hub.connectionCount()).toBe(2);
    expect(server().hub.stats().refused).toEqual({
      maxConnections: 1,
      maxConnectionsPerAddress: 0,
    });
    first.close();
    await waitUntil(() => server().hub.connectionCount() === 1);
    const next = await RawClient.open(server().url(TEST_APPS.auction.key));
    extra.push(next);
    expect(server().hub.connectionCount()).toBe(2);
  });

  it('past the per-address cap a socket from that address is refused with 4100 while another address still connects', async () => {
    await start({ maxConnectionsPerAddress: 2 });
    await open();
    await open();
    await expectRefusedOverCapacity(await connect());
    const otherAddress = await RawClient.open(server().url(TEST_APPS.auction.key), {
      localAddress: '127.0.0.2',
    });
    extra.push(otherAddress);
    expect(server().hub.connectionCount()).toBe(3);
    expect(server().hub.stats()).toMatchObject({
      addresses: 2,
      refused: { maxConnections: 0, maxConnectionsPerAddress: 1 },
    });
  });

  it('without trusted proxies X-Forwarded-For is ignored: clients behind one peer address share its cap', async () => {
    await start({ maxConnectionsPerAddress: 1 });
    await RawClient.open(server().url(TEST_APPS.auction.key), {
      headers: { 'X-Forwarded-For': '203.0.113.5' },
    }).then((c) => extra.push(c));
    await expectRefusedOverCapacity(
      await connect({ headers: { 'X-Forwarded-For': '203.0.113.6' } }),
    );
  });

  it('behind a trusted proxy the cap counts the forwarded client address, not the proxy', async () => {
    await start({ maxConnectionsPerAddress: 1, trustProxy: ['loopback'] });
    for (const address of ['203.0.113.5', '203.0.113.6']) {
      const client = await RawClient.open(server().url(TEST_APPS.auction.key), {
        headers: { 'X-Forwarded-For': address },
      });
      extra.push(client);
    }
    await expectRefusedOverCapacity(
      await connect({ headers: { 'X-Forwarded-For': '203.0.113.5' } }),
    );
    expect(server().hub.connectionCount()).toBe(2);
  });

  it('pusher-js refused with 4100 backs off and connects once a place is free', async () => {
    const { hub, port } = await start({ maxConnections: 1 });
    const holder = await open();
    const client = new Pusher(TEST_APPS.auction.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    extra.push({ close: () => client.disconnect() });
    const errors: unknown[] = [];
    client.connection.bind('error', (error: unknown) => errors.push(error));
    await waitUntil(() => hub.stats().refused.maxConnections >= 1);
    expect(client.connection.state).not.toBe('connected');
    holder.close();
    await new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()));
    expect(JSON.stringify(errors)).toContain('4100');
    expect(hub.connectionCount()).toBe(1);
  });
});

describe('client message rate', () => {
  it('messages past the burst get pusher:error 4301 and no answer; the connection stays usable', async () => {
    await start({ messageRate: { perSecond: 10, burst: 20 } });
    const client = await open();
    for (let i = 0; i < 30; i += 1) client.send({ event: 'pusher:ping', data: {} });
    await client.waitFor(() => errorsWithCode(client, 4301).length >= 9);
    const pongs = client.frames.filter((f) => f.event === 'pusher:pong').length;
    // 20 from the burst, at most one refilled while the 30 were read.
    expect(pongs).toBeGreaterThanOrEqual(20);
    expect(pongs).toBeLessThanOrEqual(21);
    expect(errorsWithCode(client, 4301).length).toBe(30 - pongs);
    expect(server().hub.stats().rateLimitedMessages).toBe(30 - pongs);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await flush(client);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('a socket that keeps flooding is closed with 4301 while a normal client on the node is untouched', async () => {
    await start({ messageRate: { perSecond: 10, burst: 20 } });
    const [flooder, normal] = [await open(), await open()];
    await normal.subscribe('auction.1');
    for (let i = 0; i < 200; i += 1) flooder.send({ event: 'pusher:ping', data: {} });
    expect((await flooder.closed).code).toBe(4301);
    expect(server().hub.stats().dropped.flooding).toBe(1);
    // The flooder answered at most burst pongs; it cannot make the server work for the rest.
    expect(flooder.frames.filter((f) => f.event === 'pusher:pong').length).toBeLessThanOrEqual(21);
    normal.send({ event: 'pusher:ping', data: {} });
    await normal.waitFor('pusher:pong');
    await server().hub.publish('auction', 'auction.1', 'auction.updated', { id: 1 });
    await normal.waitFor('auction.updated');
    expect(errorsWithCode(normal, 4301)).toEqual([]);
  });

  it('sending at twice the rate gets messages refused but does not close the socket', async () => {
    await start({ messageRate: { perSecond: 20, burst: 5 } });
    const client = await open();
    // 40 a second for 1.5 s: 20 a second over the rate, under the three times that closes.
    for (let i = 0; i < 60; i += 1) {
      client.send({ event: 'pusher:ping', data: {} });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // A second of refill, so that the flush marker's subscribe is not itself refused.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await flush(client);
    expect(errorsWithCode(client, 4301).length).toBeGreaterThan(0);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('pusher-js subscribing to 100 channels and resubscribing them all on a reconnect stays within the default rate', async () => {
    const { port } = await start();
    const client = new Pusher(TEST_APPS.auction.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    extra.push({ close: () => client.disconnect() });
    const errors: unknown[] = [];
    client.connection.bind('error', (error: unknown) => errors.push(error));
    const allSubscribed = () =>
      client.allChannels().length === 100 && client.allChannels().every((c) => c.subscribed);
    for (let id = 1; id <= 100; id += 1) client.subscribe(`auction.${id}`);
    await waitUntil(allSubscribed);
    client.disconnect();
    client.connect();
    await new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()));
    await waitUntil(allSubscribed);
    await waitUntil(() => server().hub.stats().channels.auction === 100);
    expect(errors).toEqual([]);
    expect(server().hub.stats().rateLimitedMessages).toBe(0);
  });
});

describe('send buffer budget', () => {
  it('past the node-wide budget the sockets holding the most are dropped and fast readers keep everything', async () => {
    await start({ sendBufferBudgetBytes: 2 * 1024 * 1024 });
    const slow = [await open(), await open()];
    const fast = [await open(), await open(), await open()];
    for (const client of [...slow, ...fast]) await client.subscribe('auction.9');
    // A paused reader: the kernel buffers fill, then the server's send buffer grows.
    for (const client of slow)
      (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const blob = 'x'.repeat(64 * 1024);
    let published = 0;
    const droppedSlow = () => server().hub.stats().dropped.sendBufferBudget;
    while (published < 600 && droppedSlow() < 2) {
      await server().hub.publish('auction', 'auction.9', 'auction.updated', { n: published, blob });
      published += 1;
      if (published % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    // The paused readers never see the close; the server has let go of them.
    const stats = server().hub.stats();
    expect(stats.dropped).toEqual({ slowConsumer: 0, sendBufferBudget: 2, flooding: 0 });
    await waitUntil(() => server().hub.connectionCount() === 3);
    for (const client of fast) {
      await client.waitFor(
        (f) => f.event === 'auction.updated' && (f.data as { n: number }).n === published - 1,
        { timeoutMs: 10_000 },
      );
      expect(client.frames.filter((f) => f.event === 'auction.updated')).toHaveLength(published);
      expect(client.socket.readyState).toBe(client.socket.OPEN);
    }
  });
});
