import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '../../db/schema';
import { createAuction, createGroup, findAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('snap-its over HTTP and the clock', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const dealer = () => ctx.dealer();
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const snapIt = (headers: Record<string, string>, auctionId: number, amount: number) =>
    post('/auction/api/v2/dealers/snap-it-bids', headers, { auction_id: auctionId, amount });

  it('SNP-1, SNP-2: a snap-it waits unseen, then fires when the soft-close window opens and extends the end', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 300_000),
    });
    const [a, b] = [await dealer(), await dealer()];
    const placed = await snapIt(a.headers, auction.id, 25_000);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.auction).toMatchObject({
      highest_bid: null,
      snap_it_bid: {
        amount: 25_000,
        status: 'pending',
        fires_at: new Date(now + 240_000).toISOString(),
      },
    });
    const seenByB = await ctx.app.inject({
      url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
      headers: b.headers,
    });
    expect(JSON.stringify(seenByB.json())).not.toContain('25000');

    ctx.clock.advance(239_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).bidCount).toBe(0);
    ctx.clock.advance(1_500);
    const before = ctx.published.length;
    await ctx.app.lifecycle.advance();
    const after = await findAuction(ctx.db, auction.id);
    expect(after).toMatchObject({
      bidCount: 1,
      highestAmount: 25_000,
      leaderId: a.user.id,
      pendingSnapItCount: 0,
    });
    expect(after.timeEnd.getTime()).toBe(ctx.clock.now() + 60_000);
    const fired = ctx.published.slice(before).find((e) => e.event === 'snap_it.fired');
    expect(fired).toMatchObject({
      channel: `private-user.${a.user.id}`,
      data: { auction_id: auction.id, amount: 25_000 },
    });
    const kinds = (
      await ctx.db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.id))
    ).map((x) => x.kind);
    expect(kinds).toEqual(['snap_it']);
    const view = await ctx.app.inject({
      url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
      headers: a.headers,
    });
    expect(view.json().data.snap_it_bid.status).toBe('fired');
  });

  it('SNP-3: a snap-it the price has passed fails, and its owner is told why', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 300_000),
    });
    const [a, b] = [await dealer(), await dealer()];
    await snapIt(a.headers, auction.id, 21_000);
    expect(
      (
        await post('/auction/api/v2/dealers/bids', b.headers, {
          auction_id: auction.id,
          amount: 30_000,
        })
      ).statusCode,
    ).toBe(200);
    ctx.clock.advance(241_000);
    const before = ctx.published.length;
    await ctx.app.lifecycle.advance();
    expect(ctx.published.slice(before).find((e) => e.event === 'snap_it.failed')).toMatchObject({
      channel: `private-user.${a.user.id}`,
      data: { auction_id: auction.id, amount: 21_000, reason: 'bid_below_minimum' },
    });
    expect((await findAuction(ctx.db, auction.id)).leaderId).toBe(b.user.id);
    const view = await ctx.app.inject({
      url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
      headers: a.headers,
    });
    expect(view.json().data.snap_it_bid).toMatchObject({
      status: 'failed',
      reason: 'bid_below_minimum',
    });
  });

  it('SNP-1: once the window has opened a snap-it can be neither placed nor removed; before, it can be removed', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 300_000),
    });
    const a = await dealer();
    const id = (await snapIt(a.headers, auction.id, 25_000)).json().data.auction.snap_it_bid.id;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/auction/api/v2/dealers/snap-it-bids/${id}`,
      headers: a.headers,
    });
    expect(removed.json().data.auction.snap_it_bid).toBeNull();
    expect((await findAuction(ctx.db, auction.id)).pendingSnapItCount).toBe(0);
    ctx.clock.advance(250_000);
    const late = await snapIt(a.headers, auction.id, 25_000);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('snap_it_closed');
  });
});
