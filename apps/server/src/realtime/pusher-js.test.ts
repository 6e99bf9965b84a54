import Pusher, { type Channel } from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeHub } from './hub';
import { TEST_APPS, useTestHub, waitUntil } from './test-support';

const { start } = useTestHub();
const clients: Pusher[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

/** The real client, configured as the web app will be: our host, plain ws, no stats beacons. */
function connectPusher(hub: RealtimeHub, port: number, key: string, authorize = true): Pusher {
  const client = new Pusher(key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const app = key === TEST_APPS.general.key ? 'general' : 'auction';
        callback(
          null,
          authorize
            ? hub.authorizeChannel(app, socketId, channelName)
            : { auth: `${key}:${'0'.repeat(64)}` },
        );
      },
    },
  });
  clients.push(client);
  return client;
}

function subscribed(channel: Channel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(JSON.stringify(error))),
    );
  });
}

function nextEvent(channel: Channel, event: string): Promise<unknown> {
  return new Promise((resolve) => channel.bind(event, resolve));
}

describe('interop with the pusher-js client', () => {
  it('subscribes to a public channel and receives an event published through the hub', async () => {
    const { hub, port } = await start();
    const channel = connectPusher(hub, port, TEST_APPS.auction.key).subscribe('auction.5');
    await subscribed(channel);
    const received = nextEvent(channel, 'auction.updated');
    const payload = {
      id: 5,
      status: 'active',
      bid_count: 2,
      highest_bid: { id: 9, amount: 5200, bidder_no: 1, created_at: 'x' },
    };
    await hub.publish('auction', 'auction.5', 'auction.updated', payload);
    expect(await received).toEqual(payload);
  });

  it('subscribes to a private channel with the hub signature and receives a private event', async () => {
    const { hub, port } = await start();
    const channel = connectPusher(hub, port, TEST_APPS.general.key).subscribe('private-user.3');
    await subscribed(channel);
    const received = nextEvent(channel, 'bid.outbid');
    await hub.publish('general', 'private-user.3', 'bid.outbid', {
      auction_id: 5,
      amount: 5300,
      your_amount: 5200,
    });
    expect(await received).toEqual({ auction_id: 5, amount: 5300, your_amount: 5200 });
  });

  it('reports a bad private signature as pusher:subscription_error on that channel', async () => {
    const { hub, port } = await start();
    const channel = connectPusher(hub, port, TEST_APPS.general.key, false).subscribe(
      'private-user.3',
    );
    await expect(subscribed(channel)).rejects.toThrow(/"status":401/);
  });

  it('disconnect() closes the socket on the server too', async () => {
    const { hub, port } = await start();
    const client = connectPusher(hub, port, TEST_APPS.auction.key);
    await new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()));
    expect(hub.connectionCount()).toBe(1);
    client.disconnect();
    await waitUntil(() => hub.connectionCount() === 0);
  });
});
