import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RawClient, TEST_APPS, useTestHub } from './test-support';

const { start, server, open, flush } = useTestHub();

describe('connecting', () => {
  it('a new connection gets pusher:connection_established with a socket id and the activity timeout, as a JSON string', async () => {
    await start();
    const first = await open();
    const second = await open();
    const established = first.frames[0];
    expect(established?.event).toBe('pusher:connection_established');
    expect(typeof established?.rawData).toBe('string');
    expect(established?.data).toEqual({ socket_id: first.socketId, activity_timeout: 120 });
    expect(first.socketId).toMatch(/^\d+\.\d+$/);
    expect(second.socketId).not.toBe(first.socketId);
    expect(server().hub.connectionCount()).toBe(2);
  });

  it('an unknown app key gets pusher:error 4001 and a close with 4001', async () => {
    await start();
    const client = await RawClient.connect(server().url('no-such-key'));
    const error = await client.waitFor('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect((await client.closed).code).toBe(4001);
    expect(server().hub.connectionCount()).toBe(0);
  });

  it('a client without a supported protocol version gets 4007 and is closed', async () => {
    await start();
    const client = await RawClient.connect(
      server().url(TEST_APPS.auction.key, 'protocol=4&client=js'),
    );
    expect((await client.waitFor('pusher:error')).data).toMatchObject({ code: 4007 });
    expect((await client.closed).code).toBe(4007);
  });

  it('an upgrade to a path other than /app/{key} is left to the caller', async () => {
    await start();
    const req = { url: '/socket.io/?EIO=4', headers: {} } as IncomingMessage;
    expect(server().hub.handleUpgrade(req, null as never, Buffer.alloc(0))).toBe(false);
  });

  it('closing the hub closes every socket with 4200 so clients reconnect elsewhere', async () => {
    await start();
    const client = await open();
    await server().hub.close();
    expect((await client.closed).code).toBe(4200);
    expect(server().hub.connectionCount()).toBe(0);
  });
});

describe('public channels', () => {
  it('subscribing to a public channel succeeds with data "{}"', async () => {
    await start();
    const client = await open();
    const answer = await client.subscribe('auction.1');
    expect(answer).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'auction.1',
      rawData: '{}',
    });
  });

  it('a published event reaches every subscriber as {event, channel, data: JSON string}', async () => {
    await start();
    const [a, b] = [await open(), await open()];
    await a.subscribe('auction.7');
    await b.subscribe('auction.7');
    const payload = { id: 7, status: 'active', bid_count: 3 };
    await server().hub.publish('auction', 'auction.7', 'auction.updated', payload);
    for (const client of [a, b]) {
      const frame = await client.waitFor('auction.updated');
      expect(frame).toMatchObject({
        channel: 'auction.7',
        rawData: JSON.stringify(payload),
        data: payload,
      });
    }
  });

  it('an event on a channel the socket is not on does not reach it', async () => {
    await start();
    const client = await open();
    await server().hub.publish('auction', 'auction.2', 'auction.updated', { id: 2 });
    await flush(client);
    expect(client.frames.some((f) => f.channel === 'auction.2')).toBe(false);
  });

  it('an event published on one app does not reach the other app on the same channel name', async () => {
    await start();
    const general = await open(TEST_APPS.general.key);
    await general.subscribe('auctions');
    await server().hub.publish('auction', 'auctions', 'auction_published', { id: 1 });
    await flush(general, 'general');
    expect(general.frames.some((f) => f.event === 'auction_published')).toBe(false);
  });

  it('after pusher:unsubscribe the socket no longer gets the channel', async () => {
    await start();
    const client = await open();
    await client.subscribe('auction.3');
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'auction.3' } });
    await flush(client);
    await server().hub.publish('auction', 'auction.3', 'auction.updated', { id: 3 });
    await flush(client);
    expect(client.frames.some((f) => f.event === 'auction.updated')).toBe(false);
  });

  it('a channel name outside the protocol charset or over 200 characters is refused', async () => {
    await start();
    const client = await open();
    expect((await client.subscribe('auction 1')).event).toBe('pusher:error');
    expect((await client.subscribe('a'.repeat(201))).event).toBe('pusher:error');
    expect((await client.subscribe('a'.repeat(200))).event).toBe(
      'pusher_internal:subscription_succeeded',
    );
  });

  it('publishing to an invalid channel or a reserved pusher event name throws', async () => {
    await start();
    await expect(server().hub.publish('auction', 'bad channel', 'x', {})).rejects.toThrow(
      /channel/,
    );
    await expect(
      server().hub.publish('auction', 'auction.1', 'pusher:connection_established', {}),
    ).rejects.toThrow(/event/);
  });
});
