import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createAuction, createGroup, createUser, createWonAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

/** A dealer bids and reads only in its own market: another market's auction is as if missing. */
describe('a dealer of another market', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let sg: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const dealer = await createUser(ctx.db, {
      country: 'SG',
      activeGroupId: (await createGroup(ctx.db, { market: 'SG' })).id,
    });
    sg = { authorization: `Bearer ${await ctx.login(dealer.email)}` };
  });
  afterAll(() => ctx.close());

  const myAuction = (type: 'open' | 'closed' = 'open') =>
    createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now(), type });
  const send = (
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  for (const [kind, path] of [
    ['manual bid', '/auction/api/v2/dealers/bids'],
    ['max bid', '/auction/api/v2/dealers/max-bids'],
    ['snap-it', '/auction/api/v2/dealers/snap-it-bids'],
  ] as const) {
    it(`a Singapore dealer's ${kind} on a Malaysian auction is 404 and stores nothing`, async () => {
      const auction = await myAuction();
      const res = await send('POST', path, sg, { auction_id: auction.id, amount: 500_000 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      const view = await ctx.app.inject({
        method: 'GET',
        url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
        headers: (await ctx.dealer()).headers,
      });
      expect(view.json().data).toMatchObject({ bid_count: 0 });
    });
  }

  it("a Singapore dealer's sealed bid on a Malaysian closed auction is 404", async () => {
    const auction = await myAuction('closed');
    const res = await send('POST', '/auction/api/v2/dealers/closed-bids', sg, {
      auction_id: auction.id,
      amount: 500_000,
      bid_type: 'whole_car',
    });
    expect(res.statusCode).toBe(404);
  });

  it('the auction read and the portal detail of a Malaysian auction are 404 to a Singapore dealer, 200 to a Malaysian one', async () => {
    const auction = await myAuction();
    const won = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: await createUser(ctx.db),
      amount: 40_000,
    });
    const my = (await ctx.dealer()).headers;
    for (const url of [
      `/auction/api/v2/dealers/auctions/live/${auction.id}`,
      `/portal/api/v2/dealers/auctions/${won.id}/detail`,
    ]) {
      expect((await send('GET', url, sg)).statusCode).toBe(404);
      expect((await send('GET', url, my)).statusCode).toBe(200);
    }
  });

  it('a max bid and a snap-it left on another market (the dealer moved) cannot be removed: 404', async () => {
    const auction = await myAuction();
    const { user, headers } = await ctx.dealer();
    const maxBid = (
      await send('POST', '/auction/api/v2/dealers/max-bids', headers, {
        auction_id: auction.id,
        amount: 500_000,
      })
    ).json().data.auction.max_bid;
    const snapIt = (
      await send('POST', '/auction/api/v2/dealers/snap-it-bids', headers, {
        auction_id: auction.id,
        amount: 600_000,
      })
    ).json().data.auction.snap_it_bid;
    await ctx.db.update(users).set({ country: 'SG' }).where(eq(users.id, user.id));
    const moved = { authorization: `Bearer ${await ctx.login(user.email)}` };
    expect(
      (await send('DELETE', `/auction/api/v2/dealers/max-bids/${maxBid.id}`, moved)).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/auction/api/v2/dealers/snap-it-bids/${snapIt.id}`, moved)).statusCode,
    ).toBe(404);
  });

  it('a Singapore dealer cannot follow or pin a Malaysian auction (404) and nothing is stored; a Malaysian one can', async () => {
    const auction = await myAuction();
    const my = (await ctx.dealer()).headers;
    const follow = (headers: Record<string, string>) =>
      send('POST', '/auction/api/v2/dealers/auctions/follow', headers, { auction_id: auction.id });
    const pin = (headers: Record<string, string>) =>
      send('POST', `/auction/api/v2/dealers/auctions/${auction.id}/pin`, headers);
    expect((await follow(sg)).statusCode).toBe(404);
    expect((await pin(sg)).statusCode).toBe(404);
    const info = await send('GET', '/auction/api/v2/dealers/account-info', sg);
    expect(info.json().data).toMatchObject({ followed_auctions_ids: [], pined_auctions_ids: [] });
    expect((await follow(my)).json().data.followed_auctions_ids).toContain(auction.id);
    expect((await pin(my)).statusCode).toBe(200);
  });
});
