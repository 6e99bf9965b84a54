import PusherServer from 'pusher';
import Pusher, { type Channel } from 'pusher-js';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRealtime } from '../../plugins/realtime';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const GENERAL = { key: 'test-general', secret: 'test-general-secret-0123456789' };

describe('realtime with the real pusher-js client against the whole server', () => {
  let ctx: TestContext;
  let port: number;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ now: Date.now() });
    registerRealtime(ctx.app, ctx.hub);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await ctx.close();
  });

  /** Configured exactly as the web app configures it. */
  function connect(key: string, token: string): Pusher {
    const client = new Pusher(key, {
      cluster: 'autobid',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `http://127.0.0.1:${port}/general/api/v2/broadcasting/auth`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${token}` },
      },
    });
    clients.push(client);
    return client;
  }
  const subscribed = (channel: Channel) =>
    new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (e: unknown) =>
        reject(new Error(JSON.stringify(e))),
      );
    });

  it('the auth endpoint signs exactly as the official pusher server SDK does', async () => {
    const user = await createUser(ctx.db);
    const token = await ctx.login(user.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/general/api/v2/broadcasting/auth',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `socket_id=123.456&channel_name=private-user.${user.id}`,
    });
    expect(res.statusCode).toBe(200);
    const sdk = new PusherServer({
      appId: '1',
      key: GENERAL.key,
      secret: GENERAL.secret,
      cluster: 'mt1',
    });
    expect(res.json()).toEqual({
      auth: sdk.authorizeChannel('123.456', `private-user.${user.id}`).auth,
    });
  });

  it.each([
    ["another dealer's user channel", (id: number) => `private-user.${id + 1}`, 403],
    ['a group channel not their own', () => 'private-group.999999', 403],
    ['a malformed socket id', (id: number) => `private-user.${id}`, 422],
  ])('a dealer asking to sign %s is refused', async (_label, channelFor, status) => {
    const user = await createUser(ctx.db);
    const token = await ctx.login(user.email);
    const socketId = status === 422 ? 'abc' : '1.2';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/general/api/v2/broadcasting/auth',
      headers: { authorization: `Bearer ${token}` },
      payload: { socket_id: socketId, channel_name: channelFor(user.id) },
    });
    expect(res.statusCode).toBe(status);
  });

  it("dealer B watching over pusher-js sees dealer A's bid, and A privately learns that B outbid them", async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const auction = await createAuction(ctx.db, { sellerGroupId: seller.id, now: ctx.clock.now() });
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];
    const [tokenA, tokenB] = [await ctx.login(a.email), await ctx.login(b.email)];

    const watcherB = connect('test-auction', tokenB).subscribe(`auction.${auction.id}`);
    const privateA = connect('test-general', tokenA).subscribe(`private-user.${a.id}`);
    await Promise.all([subscribed(watcherB), subscribed(privateA)]);
    const seenByB = new Promise((resolve) => watcherB.bind('auction.updated', resolve));
    const outbid = new Promise((resolve) => privateA.bind('bid.outbid', resolve));

    const bid = (token: string, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/bids',
        headers: { authorization: `Bearer ${token}` },
        payload: { auction_id: auction.id, amount },
      });
    expect((await bid(tokenA, 20_000)).statusCode).toBe(200);
    expect(await seenByB).toMatchObject({
      id: auction.id,
      bid_count: 1,
      highest_bid: { amount: 20_000, bidder_no: 1 },
    });
    expect((await bid(tokenB, 20_200)).statusCode).toBe(200);
    expect(await outbid).toMatchObject({
      auction_id: auction.id,
      amount: 20_200,
      your_amount: 20_000,
    });
  });

  it("a dealer cannot subscribe to another dealer's private channel through pusher-js", async () => {
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];
    const channel = connect('test-general', await ctx.login(b.email)).subscribe(
      `private-user.${a.id}`,
    );
    await expect(subscribed(channel)).rejects.toThrow(/403/);
  });

  it('after disconnect, the server holds no socket for the client', async () => {
    const user = await createUser(ctx.db);
    const client = connect('test-auction', await ctx.login(user.email));
    await new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()));
    const open = ctx.hub.connectionCount();
    client.disconnect();
    await expect.poll(() => ctx.hub.connectionCount()).toBe(open - 1);
  });
});
