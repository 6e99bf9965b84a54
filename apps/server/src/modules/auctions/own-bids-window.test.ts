import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup } from '../../testing/factories';
import { closeUnsoldAndRestart } from '../../testing/restart';
import { createTestContext, type TestContext } from '../../testing/test-app';

/** A restarted auction is a new round: the bids of the earlier window are not its bids (LIFE-5). */
describe('an auction after a restart', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  it('a sealed bid of the earlier window is not shown as the dealer bid in the new one; a new bid is', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      type: 'closed',
      reservePrice: 40_000,
      timeEnd: new Date(now + 60_000),
    });
    const dealer = await ctx.dealer();
    let { headers } = dealer;
    const bid = (amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/closed-bids',
        headers,
        payload: { auction_id: auction.id, amount, bid_type: 'whole_car' },
      });
    const view = async () =>
      (
        await ctx.app.inject({
          url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
          headers,
        })
      ).json().data;
    expect((await bid(35_000)).statusCode).toBe(200);
    expect((await view()).user_bids).toHaveLength(1);

    await closeUnsoldAndRestart(ctx, auction.id);
    // Two days passed: the session of before has expired.
    headers = { authorization: `Bearer ${await ctx.login(dealer.user.email)}` };
    const restarted = await view();
    expect(restarted).toMatchObject({ status: 'active', restart_count: 1, user_bids: [] });

    expect((await bid(30_000)).statusCode).toBe(200);
    expect((await view()).user_bids).toMatchObject([{ amount: 30_000, kind: 'closed' }]);
  });

  it('a dealer who raised a whole-car sealed bid 55 times is answered with the latest 50 of them, oldest first, and their one body-only bid', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      type: 'closed',
      timeEnd: new Date(now + 60_000),
    });
    const { headers } = await ctx.dealer();
    const bodyOnly = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/closed-bids',
      headers,
      payload: { auction_id: auction.id, amount: 20_000, bid_type: 'body_only' },
    });
    expect(bodyOnly.statusCode).toBe(200);
    let last: { user_bids: { amount: number; bid_type: string }[] } | undefined;
    for (let i = 1; i <= 55; i += 1) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/closed-bids',
        headers,
        payload: { auction_id: auction.id, amount: 30_000 + i * 100, bid_type: 'whole_car' },
      });
      expect(answer.statusCode).toBe(200);
      last = answer.json().data.auction;
    }
    expect(last!.user_bids.filter((b) => b.bid_type === 'body_only')).toMatchObject([
      { amount: 20_000 },
    ]);
    const amounts = last!.user_bids.filter((b) => b.bid_type === 'whole_car').map((b) => b.amount);
    expect(amounts).toHaveLength(50);
    expect(amounts[0]).toBe(30_000 + 6 * 100);
    expect(amounts.at(-1)).toBe(30_000 + 55 * 100);
  });

  it('LIFE-5: numbers and counts the new round’s bidders afresh, and its history holds only the new round’s bids', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      reservePrice: 90_000,
      timeEnd: new Date(now + 30_000),
    });
    const [x, y, z] = [await ctx.dealer(), await ctx.dealer(), await ctx.dealer()];
    const bid = (headers: Record<string, string>, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/bids',
        headers,
        payload: { auction_id: auction.id, amount },
      });
    expect((await bid(x.headers, 20_000)).statusCode).toBe(200);
    expect((await bid(y.headers, 20_500)).statusCode).toBe(200);
    await closeUnsoldAndRestart(ctx, auction.id);
    // Two days passed: the sessions of before have expired.
    const headersOf = async (dealer: typeof x) => ({
      authorization: `Bearer ${await ctx.login(dealer.user.email)}`,
    });

    const first = await bid(await headersOf(z), 20_000);
    const second = await bid(await headersOf(x), 20_500);
    expect(first.json().data.auction.highest_bid.bidder_no).toBe(1);
    const answer = second.json().data.auction;
    expect(answer.highest_bid.bidder_no).toBe(2);
    expect(answer.bidders_count).toBe(2);
    expect(
      answer.bids.map((b: { amount: number; bidder_no: number }) => [b.amount, b.bidder_no]),
    ).toEqual([
      [20_500, 2],
      [20_000, 1],
    ]);
  });
});
