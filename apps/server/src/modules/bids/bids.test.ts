import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '../../db/schema';
import { createAuction, createGroup, createUser, findAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('POST /auction/api/v2/dealers/bids', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const dealer = () => ctx.dealer();
  const bid = (headers: Record<string, string>, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers,
      payload: payload as object,
    });

  it('when the first bid equals the start price, it is accepted and the whole auction comes back with the dealer winning', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const a = await dealer();
    const res = await bid(a.headers, { auction_id: auction.id, amount: 20_000 });
    expect(res.statusCode).toBe(200);
    const body = res.json().data.auction;
    expect(body).toMatchObject({
      id: auction.id,
      bid_count: 1,
      bidders_count: 1,
      position: 'winning',
      is_reserve_met: false,
    });
    expect(body.highest_bid).toMatchObject({ amount: 20_000, bidder_no: 1 });
    expect(body.user_bids).toHaveLength(1);
    expect(body.inventory.make).toMatch(/^Make /);
    expect(body.bids).toHaveLength(1);
    const stored = await findAuction(ctx.db, auction.id);
    expect(stored).toMatchObject({
      highestAmount: 20_000,
      leaderId: a.user.id,
      bidCount: 1,
      biddersCount: 1,
    });
  });

  it('when a rival outbids, both see their positions, the previous leader gets a private outbid event and the new leader none', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const a = await dealer();
    const b = await dealer();
    await bid(a.headers, { auction_id: auction.id, amount: 20_000 });
    const before = ctx.published.length;
    const res = await bid(b.headers, { auction_id: auction.id, amount: 20_200 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.auction).toMatchObject({
      position: 'winning',
      bidders_count: 2,
      bid_count: 2,
    });
    const events = ctx.published.slice(before);
    const update = events.find((e) => e.event === 'auction.updated');
    expect(update).toMatchObject({ app: 'auction', channel: `auction.${auction.id}` });
    expect(Object.keys(update!.data as object).sort()).toEqual([
      'bid_count',
      'bidders_count',
      'highest_bid',
      'id',
      'status',
      'time_end',
      'updated_at',
    ]);
    const outbid = events.filter((e) => e.event === 'bid.outbid');
    expect(outbid).toHaveLength(1);
    expect(outbid[0]).toMatchObject({
      app: 'general',
      channel: `private-user.${a.user.id}`,
      data: { auction_id: auction.id, amount: 20_200, your_amount: 20_000 },
    });
    expect(outbid.some((e) => e.channel === `private-user.${b.user.id}`)).toBe(false);
    const forA = await ctx.app.inject({
      url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
      headers: a.headers,
    });
    expect(forA.json().data.position).toBe('outbid');
  });

  it('when the amount is below the minimum next bid, answers 422 with the minimum and the current auction, and changes nothing', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const a = await dealer();
    const b = await dealer();
    await bid(a.headers, { auction_id: auction.id, amount: 25_000 });
    const before = await findAuction(ctx.db, auction.id);
    const res = await bid(b.headers, { auction_id: auction.id, amount: 25_100 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'bid_below_minimum',
      minimum: 25_200,
      message: 'The bid must be at least MYR 25,200.',
    });
    expect(res.json().data.auction).toMatchObject({
      id: auction.id,
      highest_bid: { amount: 25_000 },
    });
    // Written by the writer compiled from the refusal schema: its fields come in the schema's
    // order, where `JSON.stringify` of the error handler's object would put `data` first.
    expect(Object.keys(res.json())).toEqual(['message', 'code', 'minimum', 'data']);
    expect(await findAuction(ctx.db, auction.id)).toEqual(before);
  });

  it.each([
    ['a decimal amount', { amount: 20_000.5 }, 'amount', 'amount must be a whole number'],
    ['an amount as text', { amount: '20000' }, 'amount', 'amount must be a whole number'],
    ['a negative amount', { amount: -5 }, 'amount', 'amount must be positive'],
    [
      'an amount no rule can take',
      { amount: 1_000_000_000_001 },
      'amount',
      'amount must be at most 1,000,000,000,000',
    ],
    ['no auction id', { auction_id: undefined }, 'auction_id', 'auction_id must be a whole number'],
  ])(
    'when the body has %s, answers 422 naming the field and records no bid',
    async (_label, override, field, message) => {
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const a = await dealer();
      const res = await bid(a.headers, { auction_id: auction.id, amount: 20_000, ...override });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
      expect(await ctx.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(
        0,
      );
    },
  );

  it('when the dealer belongs to the seller group, answers 403 own_auction', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const insider = await createUser(ctx.db, { activeGroupId: sellerGroupId });
    const res = await bid(
      { authorization: `Bearer ${await ctx.login(insider.email)}` },
      { auction_id: auction.id, amount: 20_000 },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('own_auction');
  });

  it('when the auction is still in preview, answers 409 auction_not_started', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 60_000),
    });
    const res = await bid((await dealer()).headers, { auction_id: auction.id, amount: 20_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('auction_not_started');
  });

  it('when time_end has passed by the server clock but the clock has not closed it yet, answers 409 auction_ended', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, { sellerGroupId, now, timeEnd: new Date(now) });
    const res = await bid((await dealer()).headers, { auction_id: auction.id, amount: 20_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('auction_ended');
  });

  it('when the dealer already leads, answers 409 already_winning', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const a = await dealer();
    await bid(a.headers, { auction_id: auction.id, amount: 20_000 });
    const res = await bid(a.headers, { auction_id: auction.id, amount: 30_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_winning');
  });

  it('when the auction does not exist, answers 404; when the caller is not a dealer, 403', async () => {
    expect(
      (await bid((await dealer()).headers, { auction_id: 999_999, amount: 20_000 })).statusCode,
    ).toBe(404);
    const seller = await createUser(ctx.db, { role: 'seller' });
    const res = await bid(
      { authorization: `Bearer ${await ctx.login(seller.email)}` },
      { auction_id: 1, amount: 20_000 },
    );
    expect(res.statusCode).toBe(403);
  });

  it('when a bid lands in the last minute, time_end moves to now + 60 s and the event carries it', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 20_000),
    });
    const res = await bid((await dealer()).headers, { auction_id: auction.id, amount: 20_000 });
    expect(res.json().data.auction.time_end).toBe(new Date(now + 60_000).toISOString());
    const event = ctx.published.filter((e) => e.channel === `auction.${auction.id}`).at(-1);
    expect((event!.data as { time_end: string }).time_end).toBe(
      new Date(now + 60_000).toISOString(),
    );
  });

  it('when the clock stands still, updated_at still rises strictly with every bid', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const stamps: string[] = [];
    let amount = 20_000;
    for (let i = 0; i < 4; i += 1) {
      const res = await bid((await dealer()).headers, { auction_id: auction.id, amount });
      stamps.push(res.json().data.auction.updated_at);
      amount += 200;
    }
    expect([...stamps].sort()).toEqual(stamps);
    expect(new Set(stamps).size).toBe(4);
  });

  it('a dealer keeps one anonymous bidder number per auction', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const a = await dealer();
    const b = await dealer();
    await bid(a.headers, { auction_id: auction.id, amount: 20_000 });
    await bid(b.headers, { auction_id: auction.id, amount: 20_200 });
    const res = await bid(a.headers, { auction_id: auction.id, amount: 20_400 });
    const detail = res.json().data.auction;
    expect(detail.bids.map((x: { bidder_no: number }) => x.bidder_no)).toEqual([1, 2, 1]);
    expect(detail).toMatchObject({ bidders_count: 2, bid_count: 3 });
  });

  it('when many dealers send the same amount at once, exactly one is accepted and the rest are told the new minimum', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const dealers = await Promise.all(Array.from({ length: 12 }, () => dealer()));
    const results = await Promise.all(
      dealers.map((d) => bid(d.headers, { auction_id: auction.id, amount: 20_000 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(11);
    const ledger = await ctx.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    expect(ledger).toHaveLength(1);
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      bidCount: 1,
      biddersCount: 1,
      highestAmount: 20_000,
    });
  });
});
