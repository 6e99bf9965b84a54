import { incrementAt, type IncrementTable } from '@autobid/auction';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, maxBidEvents, maxBids } from '../../db/schema';
import { createAuction, createGroup, findAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('max bids over HTTP', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let increments: IncrementTable;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const settings = await ctx.app.inject({ url: '/auction/api/v2/config/auction-settings' });
    increments = settings
      .json()
      .data.markets.find((m: { code: string }) => m.code === 'MY').increments;
  });
  afterAll(() => ctx.close());

  const dealer = () => ctx.dealer();
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const maxBid = (headers: Record<string, string>, auctionId: number, amount: number) =>
    post('/auction/api/v2/dealers/max-bids', headers, { auction_id: auctionId, amount });
  const manual = (headers: Record<string, string>, auctionId: number, amount: number) =>
    post('/auction/api/v2/dealers/bids', headers, { auction_id: auctionId, amount });
  const ledger = async (auctionId: number) =>
    (
      await ctx.db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.id))
    ).map((b) => [b.userId, b.amount, b.kind]);
  const plus = (amount: number) => amount + incrementAt(increments, amount);

  it('PRX-2, PRX-3: a max bid bids the start price, answers a rival at once, and the higher ceiling wins at the lower plus one increment', async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      reservePrice: 90_000,
    });
    const [a, b] = [await dealer(), await dealer()];

    const placed = await maxBid(a.headers, auction.id, 30_000);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.auction).toMatchObject({
      position: 'winning',
      highest_bid: { amount: 20_000 },
      max_bid: { auction_id: auction.id, amount: 30_000 },
    });

    const before = ctx.published.length;
    const rival = await manual(b.headers, auction.id, plus(20_000));
    expect(rival.statusCode).toBe(200);
    expect(rival.json().data.auction).toMatchObject({
      position: 'outbid',
      highest_bid: { amount: plus(plus(20_000)) },
    });
    expect(ctx.published.slice(before).find((e) => e.event === 'bid.outbid')).toMatchObject({
      channel: `private-user.${b.user.id}`,
      data: { your_amount: plus(20_000) },
    });

    const rivalMax = await maxBid(b.headers, auction.id, 25_000);
    expect(rivalMax.json().data.auction).toMatchObject({
      position: 'outbid',
      highest_bid: { amount: Math.min(plus(25_000), 30_000) },
    });
    expect(await ledger(auction.id)).toEqual([
      [a.user.id, 20_000, 'max'],
      [b.user.id, plus(20_000), 'manual'],
      [a.user.id, plus(plus(20_000)), 'max'],
      [b.user.id, 25_000, 'max'],
      [a.user.id, Math.min(plus(25_000), 30_000), 'max'],
    ]);
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      leaderId: a.user.id,
      bidCount: 5,
      biddersCount: 2,
      maxBidCount: 2,
    });
  });

  it('PRX-3: with equal ceilings the earlier max bid leads at that amount, and a manual bid equal to a ceiling loses to it', async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      reservePrice: 90_000,
    });
    const [a, b, c] = [await dealer(), await dealer(), await dealer()];
    await maxBid(a.headers, auction.id, 30_000);
    const tie = await maxBid(b.headers, auction.id, 30_000);
    expect(tie.json().data.auction).toMatchObject({
      position: 'outbid',
      highest_bid: { amount: 30_000 },
    });
    expect((await findAuction(ctx.db, auction.id)).leaderId).toBe(a.user.id);
    const equalManual = await manual(c.headers, auction.id, plus(30_000));
    expect(equalManual.json().data.auction.position).toBe('winning');
  });

  it('PRX-5: a ceiling at or above the reserve lifts the price to the reserve without competition', async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      reservePrice: 35_000,
    });
    const a = await dealer();
    const res = await maxBid(a.headers, auction.id, 40_000);
    expect(res.json().data.auction).toMatchObject({
      highest_bid: { amount: 35_000 },
      is_reserve_met: true,
      position: 'winning',
    });
  });

  it('PRX-7: a raise must be higher, a ceiling below the minimum is refused, and nothing changes on refusal', async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      reservePrice: 90_000,
    });
    const [a, b] = [await dealer(), await dealer()];
    await maxBid(a.headers, auction.id, 30_000);
    const lower = await maxBid(a.headers, auction.id, 30_000);
    expect(lower.statusCode).toBe(422);
    expect(lower.json()).toMatchObject({
      code: 'max_bid_not_higher',
      message: 'Your max bid is already MYR 30,000: a new one must be higher.',
    });
    const before = await findAuction(ctx.db, auction.id);
    const tooLow = await maxBid(b.headers, auction.id, 20_000);
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json()).toMatchObject({ code: 'bid_below_minimum', minimum: plus(20_000) });
    expect(await findAuction(ctx.db, auction.id)).toEqual(before);
    const raised = await maxBid(a.headers, auction.id, 45_000);
    expect(raised.json().data.auction.max_bid.amount).toBe(45_000);
  });

  it("PRX-1: a max bid can be removed while it does not lead, not while it leads; someone else's is not found", async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      reservePrice: 90_000,
    });
    const [a, b] = [await dealer(), await dealer()];
    const aMax = (await maxBid(a.headers, auction.id, 30_000)).json().data.auction.max_bid.id;
    const bMax = (await maxBid(b.headers, auction.id, 25_000)).json().data.auction.max_bid.id;
    const del = (headers: Record<string, string>, id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `/auction/api/v2/dealers/max-bids/${id}`, headers });
    expect((await del(a.headers, aMax)).json()).toMatchObject({ code: 'max_bid_leading' });
    expect((await del(a.headers, bMax)).statusCode).toBe(404);
    const removed = await del(b.headers, bMax);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.auction.max_bid).toBeNull();
    expect((await findAuction(ctx.db, auction.id)).maxBidCount).toBe(1);
    expect((await del(b.headers, bMax)).statusCode).toBe(404);
  });

  it('PRX-1, PRX-7: placed, raised, removed and placed again, a max bid keeps one row per dealer and auction, and its log holds every step in commit order', async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      reservePrice: 90_000,
    });
    const [a, b] = [await dealer(), await dealer()];
    const placed = (await maxBid(b.headers, auction.id, 30_000)).json().data.auction.max_bid;
    const raised = (await maxBid(b.headers, auction.id, 36_000)).json().data.auction.max_bid;
    expect(raised.id).toBe(placed.id);
    // A rival above B's ceiling leads, so B's max bid can be removed, then placed again.
    expect((await maxBid(a.headers, auction.id, 50_000)).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/auction/api/v2/dealers/max-bids/${placed.id}`,
      headers: b.headers,
    });
    expect(removed.statusCode).toBe(200);
    const again = (await maxBid(b.headers, auction.id, 60_000)).json().data.auction.max_bid;
    expect(again).toMatchObject({ id: placed.id, amount: 60_000 });

    const rows = await ctx.db.select().from(maxBids).where(eq(maxBids.auctionId, auction.id));
    const after = await findAuction(ctx.db, auction.id);
    expect(rows.map((m) => [m.userId, m.ceiling, m.status])).toEqual(
      expect.arrayContaining([
        [a.user.id, 50_000, 'active'],
        [b.user.id, 60_000, 'active'],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(after.maxBidCount).toBe(2);
    const own = rows.find((m) => m.userId === b.user.id)!;
    const log = await ctx.db
      .select()
      .from(maxBidEvents)
      .where(eq(maxBidEvents.auctionId, auction.id))
      .orderBy(asc(maxBidEvents.commitSeq));
    expect(log.map((e) => [e.userId, e.kind, e.ceiling])).toEqual([
      [b.user.id, 'place', 30_000],
      [b.user.id, 'place', 36_000],
      [a.user.id, 'place', 50_000],
      [b.user.id, 'remove', 36_000],
      [b.user.id, 'place', 60_000],
    ]);
    expect(new Set(log.map((e) => e.commitSeq)).size).toBe(5);
    expect(own.commitSeq).toBe(log.at(-1)!.commitSeq);
    // B's new ceiling outbids A at A's ceiling plus one increment.
    expect(after.leaderId).toBe(b.user.id);
    expect(after.highestAmount).toBe(plus(50_000));
  });

  it('PRX-1: max bids placed in preview bid as soon as the clock starts the auction', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 5_000),
      reservePrice: 90_000,
    });
    const [a, b] = [await dealer(), await dealer()];
    const inPreview = await maxBid(a.headers, auction.id, 30_000);
    expect(inPreview.json().data.auction).toMatchObject({
      highest_bid: null,
      max_bid: { amount: 30_000 },
    });
    await maxBid(b.headers, auction.id, 26_000);
    ctx.clock.advance(5_000);
    await ctx.app.lifecycle.advance();
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'active',
      leaderId: a.user.id,
      highestAmount: Math.min(plus(26_000), 30_000),
    });
  });
});
