import Pusher, { type Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup, createUser, TEST_PASSWORD } from './testing/factories';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { createTestDatabase, testDatabaseKind } from './testing/test-database';

const canRun = testDatabaseKind() === 'postgres' && Boolean(process.env.REDIS_URL);
const secrets = {
  REALTIME_GENERAL_SECRET: 'cluster-general-secret-0123456789',
  REALTIME_AUCTION_SECRET: 'cluster-auction-secret-0123456789',
};

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auction/api/v1/loginByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

function connect(node: ServerProcess, key: string, token: string): Pusher {
  return new Pusher(key, {
    cluster: 'autobid',
    wsHost: '127.0.0.1',
    wsPort: node.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      // The real endpoint of this node, over HTTP, as the browser calls it.
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${node.url}/general/api/v2/broadcasting/auth`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        })
          .then(async (res) =>
            callback(
              res.ok ? null : new Error(`auth ${res.status}`),
              res.ok ? ((await res.json()) as { auth: string }) : null,
            ),
          )
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

const subscribed = (channel: Channel) =>
  new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });

describe.skipIf(!canRun)('two server processes on one PostgreSQL, realtime through Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let nodeA: ServerProcess;
  let nodeB: ServerProcess;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      CLOCK_INTERVAL_MS: '100',
      ...secrets,
    };
    [nodeA, nodeB] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 200_000);

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await database?.close();
  });

  it('a bid through node A reaches watchers on node B, the outbid dealer privately, and both clocks close the auction once', async () => {
    const db = database.db;
    const now = Date.now();
    const seller = await createGroup(db, { kind: 'seller' });
    const [dealerA, dealerB, watcher] = await Promise.all([
      createUser(db),
      createUser(db),
      createUser(db),
    ]);
    const auction = await createAuction(db, {
      sellerGroupId: seller.id,
      now,
      timeEnd: new Date(now + 120_000),
    });
    const [tokenA, tokenB, tokenWatcher] = await Promise.all([
      signIn(nodeA.url, dealerA.email),
      signIn(nodeA.url, dealerB.email),
      signIn(nodeB.url, watcher.email),
    ]);

    const auctionSocket = connect(nodeB, 'autobid-auction', tokenWatcher);
    const generalSocket = connect(nodeB, 'autobid-general', tokenA);
    clients.push(auctionSocket, generalSocket);
    const publicChannel = auctionSocket.subscribe(`auction.${auction.id}`);
    const privateChannel = generalSocket.subscribe(`private-user.${dealerA.id}`);
    await Promise.all([subscribed(publicChannel), subscribed(privateChannel)]);
    const updates: { highest_bid: { amount: number } | null; status: string }[] = [];
    publicChannel.bind('auction.updated', (data: (typeof updates)[number]) => updates.push(data));
    const outbid = new Promise<unknown>((resolve) => privateChannel.bind('bid.outbid', resolve));

    const bid = (token: string, amount: number) =>
      fetch(`${nodeA.url}/auction/api/v2/dealers/bids`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ auction_id: auction.id, amount }),
      });
    expect((await bid(tokenA, 20_000)).status).toBe(200);
    expect((await bid(tokenB, 20_200)).status).toBe(200);

    expect(await outbid).toMatchObject({
      auction_id: auction.id,
      amount: 20_200,
      your_amount: 20_000,
    });
    await expect
      .poll(() => updates.map((u) => u.highest_bid?.amount), { timeout: 5_000 })
      .toEqual([20_000, 20_200]);

    // A watcher may not listen to another dealer's private channel.
    const refused = await fetch(`${nodeB.url}/general/api/v2/broadcasting/auth`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokenWatcher}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `socket_id=1.2&channel_name=private-user.${dealerA.id}`,
    });
    expect(refused.status).toBe(403);

    // Both processes run the clock; the auction must close exactly once.
    await db.execute(`update auctions set time_end = now() where id = ${auction.id}`);
    await expect
      .poll(() => updates.filter((u) => u.status !== 'active').length, { timeout: 5_000 })
      .toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(updates.filter((u) => u.status !== 'active').map((u) => u.status)).toEqual(['reserved']);
  }, 60_000);
});
