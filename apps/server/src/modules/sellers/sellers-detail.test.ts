import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { createAuction, createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { SELLER_BASE, signInSeller } from './seller-testing';

describe("the seller's view of one auction", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
  const bid = (headers: Record<string, string>, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/auction/api/v2/dealers/${url}`, headers, payload });

  it('an open auction shows its price history by bidder number, never who bid', async () => {
    const seller = await signInSeller(ctx);
    const auction = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now: ctx.clock.now(),
    });
    const [a, b] = [await ctx.dealer(), await ctx.dealer()];
    expect(
      (await bid(a.headers, 'bids', { auction_id: auction.id, amount: 20_000 })).statusCode,
    ).toBe(200);
    expect(
      (await bid(b.headers, 'bids', { auction_id: auction.id, amount: 20_500 })).statusCode,
    ).toBe(200);

    const res = await get(`${SELLER_BASE}/${auction.id}`, seller.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: auction.id, stage: 'live', bid_count: 2 });
    expect(data.bids.map((x: { amount: number }) => x.amount)).toEqual([20_000, 20_500]);
    expect(JSON.stringify(data.bids)).not.toContain(a.user.email);
    expect(Object.keys(data.bids[0]).sort()).toEqual(
      ['amount', 'bid_type', 'bidder_no', 'created_at', 'id'].sort(),
    );
  });

  it('a sealed auction shows no amount to its seller while bidding runs, and its bids after the close', async () => {
    const seller = await signInSeller(ctx);
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      type: 'closed',
      timeEnd: new Date(now + 60_000),
    });
    const a = await ctx.dealer();
    const sealed = { auction_id: auction.id, amount: 33_000, bid_type: 'whole_car' };
    expect((await bid(a.headers, 'closed-bids', sealed)).statusCode).toBe(200);
    const during = (await get(`${SELLER_BASE}/${auction.id}`, seller.headers)).json().data;
    expect(during).toMatchObject({ bid_count: 1, highest_bid: null, bids: [] });
    expect(JSON.stringify(during)).not.toContain('33000');

    ctx.clock.advance(61_000);
    await ctx.app.lifecycle.advance();
    const after = (await get(`${SELLER_BASE}/${auction.id}`, seller.headers)).json().data;
    expect(after.bids).toMatchObject([{ amount: 33_000, bid_type: 'whole_car' }]);
  });

  it('an auction of a car the group listed names its listing; a car scheduled by hand names none', async () => {
    const seller = await signInSeller(ctx);
    const now = ctx.clock.now();
    const listed = await createAuction(ctx.db, { sellerGroupId: seller.groupId, now });
    const byHand = await createAuction(ctx.db, { sellerGroupId: seller.groupId, now });
    const [listing] = await ctx.db
      .insert(listings)
      .values({
        sellerGroupId: seller.groupId,
        createdBy: seller.user.id,
        inventoryId: listed.inventoryId,
        market: listed.market,
        status: 'scheduled',
        chassisNumber: `LINK${listed.id}`,
        location: listed.location,
        startPrice: listed.startPrice,
        reservePrice: listed.reservePrice,
      })
      .returning({ id: listings.id });
    const read = async (id: number) =>
      (await get(`${SELLER_BASE}/${id}`, seller.headers)).json().data.listing_id;
    expect(await read(listed.id)).toBe(listing!.id);
    expect(await read(byHand.id)).toBeNull();
  });

  it("another group's auction and an unknown one are 404, a bad id is 422, a dealer is 403", async () => {
    const seller = await signInSeller(ctx);
    const otherGroup = await createGroup(ctx.db, { kind: 'seller' });
    const theirs = await createAuction(ctx.db, {
      sellerGroupId: otherGroup.id,
      now: ctx.clock.now(),
    });
    expect((await get(`${SELLER_BASE}/${theirs.id}`, seller.headers)).statusCode).toBe(404);
    expect((await get(`${SELLER_BASE}/999999`, seller.headers)).statusCode).toBe(404);
    expect((await get(`${SELLER_BASE}/abc`, seller.headers)).statusCode).toBe(422);
    const dealer = await ctx.dealer();
    expect((await get(`${SELLER_BASE}/${theirs.id}`, dealer.headers)).statusCode).toBe(403);
  });
});
