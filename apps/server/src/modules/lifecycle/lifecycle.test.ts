import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup, createUser, findAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('the auction clock', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  it('opens, publishes and closes auctions when their times come, each exactly once', async () => {
    const now = ctx.clock.now();
    const toPreview = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'scheduled',
      timePreview: new Date(now + 1_000),
      timeStart: new Date(now + 60_000),
      timeEnd: new Date(now + 120_000),
    });
    const toStart = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 2_000),
      timeEnd: new Date(now + 120_000),
    });
    const toClose = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 3_000),
    });
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, toPreview.id)).status).toBe('scheduled');
    ctx.clock.advance(3_000);
    const before = ctx.published.length;
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, toPreview.id)).status).toBe('preview');
    expect((await findAuction(ctx.db, toStart.id)).status).toBe('active');
    expect((await findAuction(ctx.db, toClose.id)).status).toBe('ended');
    const events = ctx.published.slice(before);
    expect(
      events
        .filter((e) => e.event === 'auction_published')
        .map((e) => (e.data as { id: number }).id),
    ).toEqual([toPreview.id]);
    expect(
      events
        .filter((e) => e.event === 'auction.updated')
        .map((e) => e.channel)
        .sort(),
    ).toEqual([toPreview, toStart, toClose].map((a) => `auction.${a.id}`).sort());
    expect(await ctx.app.lifecycle.advance()).toBe(0);
  });

  it('a bid at or above the reserve ends awarded and won; below it, reserved and pending the seller', async () => {
    const now = ctx.clock.now();
    const dealer = await createUser(ctx.db);
    const headers = { authorization: `Bearer ${await ctx.login(dealer.email)}` };
    const met = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 120_000),
      reservePrice: 20_000,
    });
    const missed = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 120_000),
      reservePrice: 90_000,
    });
    for (const auction of [met, missed]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/bids',
        headers,
        payload: { auction_id: auction.id, amount: 20_000 },
      });
      expect(res.statusCode).toBe(200);
    }
    ctx.clock.advance(120_000);
    await ctx.app.lifecycle.advance();
    const awarded = await findAuction(ctx.db, met.id);
    expect(awarded).toMatchObject({
      status: 'awarded',
      awardStatus: 'won',
      awardedBidId: awarded.highestBidId,
    });
    expect(await findAuction(ctx.db, missed.id)).toMatchObject({
      status: 'reserved',
      awardStatus: 'pending_award',
      awardedBidId: null,
    });
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers: { authorization: `Bearer ${await ctx.login((await createUser(ctx.db)).email)}` },
      payload: { auction_id: met.id, amount: 50_000 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('auction_not_active');
  });

  it('a soft-close extension keeps the auction open until the new end', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 10_000),
    });
    const dealer = await createUser(ctx.db);
    const headers = { authorization: `Bearer ${await ctx.login(dealer.email)}` };
    await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers,
      payload: { auction_id: auction.id, amount: 20_000 },
    });
    ctx.clock.advance(30_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).status).toBe('active');
    ctx.clock.advance(30_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).status).toBe('reserved');
  });
});
