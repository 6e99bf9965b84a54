import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../db/schema';
import {
  createAuction,
  createBid,
  createGroup,
  createUser,
  createWonAuction,
  findAuction,
} from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const DAY = 86_400_000;
const BASE = '/portal/api/v2/dealers/auctions';

describe('portal lists after the close', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
  const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((a) => a.id);
  const accountInfo = async (headers: Record<string, string>) =>
    (await get('/auction/api/v2/dealers/account-info', headers)).json().data as {
      count_overdue_payment: number;
    };

  it('a bid that meets the reserve wins at the close: the auction enters success with its won time and payment date, and becomes overdue once the market payment days pass', async () => {
    const dealer = await ctx.dealer();
    const { user } = dealer;
    let { headers } = dealer;
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      reservePrice: 20_000,
      timeEnd: new Date(now + 60_000),
    });
    const bid = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers,
      payload: { auction_id: auction.id, amount: 20_000 },
    });
    expect(bid.statusCode).toBe(200);
    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    const closedAt = ctx.clock.now();
    expect((await findAuction(ctx.db, auction.id)).wonAt?.getTime()).toBe(closedAt);

    const success = await get(`${BASE}/success`, headers);
    expect(success.statusCode).toBe(200);
    expect(success.headers['cache-control']).toContain('no-cache');
    expect(success.json().data).toEqual([
      expect.objectContaining({
        id: auction.id,
        status: 'awarded',
        result: 'won',
        my_best_amount: 20_000,
        won_at: new Date(closedAt).toISOString(),
        payment_due_at: new Date(closedAt + 3 * DAY).toISOString(),
        is_payment_overdue: false,
        online_payment: true,
      }),
    ]);
    expect(ids(await get(`${BASE}/overdue`, headers))).toEqual([]);
    expect(await accountInfo(headers)).toMatchObject({ count_overdue_payment: 0 });

    ctx.clock.advance(3 * DAY + 1_000);
    headers = { authorization: `Bearer ${await ctx.login(user.email)}` };
    const overdue = await get(`${BASE}/overdue`, headers);
    expect(overdue.json().data).toEqual([
      expect.objectContaining({ id: auction.id, is_payment_overdue: true }),
    ]);
    expect(ids(await get(`${BASE}/success`, headers))).toEqual([auction.id]);
    expect(await accountInfo(headers)).toMatchObject({ count_overdue_payment: 1 });
  });

  it('when the seller accepts a top bid below the reserve, the win counts from the accept', async () => {
    const { headers } = await ctx.dealer();
    const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    const sellerHeaders = { authorization: `Bearer ${await ctx.login(seller.email)}` };
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      reservePrice: 90_000,
      timeEnd: new Date(now + 60_000),
    });
    const bid = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers,
      payload: { auction_id: auction.id, amount: 20_000 },
    });
    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    const pending = await get(`${BASE}/ended-bids?tag=pending`, headers);
    expect(pending.json().data).toEqual([
      expect.objectContaining({ id: auction.id, result: 'pending', won_at: null }),
    ]);
    expect(ids(await get(`${BASE}/success`, headers))).toEqual([]);

    ctx.clock.advance(3_600_000);
    const bidId = bid.json().data.auction.highest_bid.id as number;
    const accept = await ctx.app.inject({
      method: 'PUT',
      url: `/portal/api/v2/dealers/bids/${bidId}/accept`,
      headers: sellerHeaders,
      payload: { auction_id: auction.id },
    });
    expect(accept.statusCode).toBe(200);
    const success = (await get(`${BASE}/success`, headers)).json().data;
    expect(success).toEqual([
      expect.objectContaining({
        id: auction.id,
        status: 'confirmed',
        result: 'won',
        won_at: new Date(ctx.clock.now()).toISOString(),
      }),
    ]);
  });

  it('has-online-payments holds only wins in markets that take online payment; history holds completed purchases and wins cancelled afterwards', async () => {
    const { user, headers } = await ctx.dealer();
    const now = ctx.clock.now();
    const my = await createWonAuction(ctx.db, { sellerGroupId, now, winner: user, amount: 30_000 });
    const hk = await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: user,
      amount: 40_000,
      market: 'HK',
    });
    const sold = await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: user,
      amount: 50_000,
      status: 'sold',
    });
    const cancelled = await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: user,
      amount: 60_000,
      status: 'cancelled',
      awardStatus: 'cancelled',
    });

    expect(ids(await get(`${BASE}/has-online-payments`, headers))).toEqual([my.id]);
    const success = (await get(`${BASE}/success?sort=amount`, headers)).json().data;
    expect(
      success.map((a: { id: number; online_payment: boolean }) => [a.id, a.online_payment]),
    ).toEqual([
      [my.id, true],
      [hk.id, false],
    ]);
    const history = (await get(`${BASE}/history?sort=amount_desc`, headers)).json().data;
    expect(history.map((a: { id: number; result: string }) => [a.id, a.result])).toEqual([
      [cancelled.id, 'cancelled'],
      [sold.id, 'won'],
    ]);
    expect(history[1]).toMatchObject({ is_payment_overdue: false });
  });

  it('another dealer sees none of these wins, and a dealer sees only the wins of the seller group asked for', async () => {
    const { user, headers } = await ctx.dealer();
    const other = await ctx.dealer();
    const otherSeller = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const now = ctx.clock.now();
    const a = await createWonAuction(ctx.db, { sellerGroupId, now, winner: user, amount: 30_000 });
    const b = await createWonAuction(ctx.db, {
      sellerGroupId: otherSeller,
      now,
      winner: user,
      amount: 30_000,
    });
    expect(ids(await get(`${BASE}/success`, other.headers))).toEqual([]);
    expect(ids(await get(`${BASE}/success?filter[group_id]=${otherSeller}`, headers))).toEqual([
      b.id,
    ]);
    expect(ids(await get(`${BASE}/success?sort=time_end`, headers))).toEqual([a.id, b.id]);
  });

  it('pages in SQL: a page past the last is empty with the true totals', async () => {
    const { user, headers } = await ctx.dealer();
    const now = ctx.clock.now();
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await createWonAuction(ctx.db, {
          sellerGroupId,
          now,
          winner: user,
          amount: 30_000 + i,
          timeEnd: new Date(now - (i + 1) * 3_600_000),
        }),
      );
    }
    const page2 = await get(`${BASE}/success?per_page=2&page=2`, headers);
    expect(ids(page2)).toEqual([made[2]!.id, made[3]!.id]);
    expect(page2.json().meta.pagination).toEqual({
      total: 5,
      per_page: 2,
      current_page: 2,
      last_page: 3,
    });
    const past = await get(`${BASE}/success?per_page=2&page=9`, headers);
    expect(past.json()).toEqual({
      data: [],
      meta: { pagination: { total: 5, per_page: 2, current_page: 9, last_page: 3 } },
    });
  });

  it('ended bids holds every closed auction the dealer bid on in the last 7 days by default, each with its outcome, filtered by tag', async () => {
    const { user, headers } = await ctx.dealer();
    const rival = await createUser(ctx.db);
    const now = ctx.clock.now();
    const won = await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: user,
      amount: 31_000,
      timeEnd: new Date(now - 1 * DAY),
    });
    const lost = await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: rival,
      amount: 32_000,
      timeEnd: new Date(now - 2 * DAY),
    });
    await createBid(ctx.db, {
      auctionId: lost.id,
      user,
      amount: 31_500,
      createdAt: new Date(now - 2 * DAY - 120_000),
    });
    const rejected = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'rejected',
      awardStatus: 'cancelled',
      timeEnd: new Date(now - 3 * DAY),
    });
    await createBid(ctx.db, {
      auctionId: rejected.id,
      user,
      amount: 25_000,
      createdAt: new Date(now - 3 * DAY - 60_000),
    });
    const old = await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: user,
      amount: 33_000,
      timeEnd: new Date(now - 10 * DAY),
    });
    const live = await createAuction(ctx.db, { sellerGroupId, now });
    await createBid(ctx.db, {
      auctionId: live.id,
      user,
      amount: 20_000,
      createdAt: new Date(now - 60_000),
    });
    await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: rival,
      amount: 20_000,
      timeEnd: new Date(now - DAY),
    });

    const all = (await get(`${BASE}/ended-bids`, headers)).json().data;
    expect(
      all.map((a: { id: number; result: string; my_best_amount: number }) => [
        a.id,
        a.result,
        a.my_best_amount,
      ]),
    ).toEqual([
      [won.id, 'won', 31_000],
      [lost.id, 'lost', 31_500],
      [rejected.id, 'lost', 25_000],
    ]);
    expect(ids(await get(`${BASE}/ended-bids?tag=won`, headers))).toEqual([won.id]);
    expect(ids(await get(`${BASE}/ended-bids?tag=lost&sort=time_end`, headers))).toEqual([
      rejected.id,
      lost.id,
    ]);
    expect(ids(await get(`${BASE}/ended-bids?tag=pending`, headers))).toEqual([]);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(
      ids(
        await get(
          `${BASE}/ended-bids?filterDate[from]=${day(now - 30 * DAY)}&filterDate[to]=${day(now - 9 * DAY)}`,
          headers,
        ),
      ),
    ).toEqual([old.id]);
    const toTheSecond = new Date(now - 2 * DAY).toISOString().slice(0, 19).replace('T', ' ');
    expect(
      ids(
        await get(
          `${BASE}/ended-bids?filterDate[from]=${day(now - 30 * DAY)}&filterDate[to]=${encodeURIComponent(toTheSecond)}&sort=time_end`,
          headers,
        ),
      ),
    ).toEqual([old.id, rejected.id, lost.id]);
  });

  it.each([
    ['/success?page=0', 'page', 'page must be at least 1'],
    ['/overdue?per_page=201', 'per_page', 'per_page must be at most 200'],
    [
      '/history?sort=price',
      'sort',
      'sort must be one of time_end_desc, time_end, amount_desc, amount',
    ],
    [
      '/has-online-payments?filter[group_id]=x',
      'filter[group_id]',
      'filter[group_id] must be a whole number',
    ],
    ['/ended-bids?tag=maybe', 'tag', 'tag must be one of all, won, lost, pending'],
    [
      '/ended-bids?filterDate[from]=2026-02-30',
      'filterDate[from]',
      'filterDate[from] is not a real date: 2026-02-30',
    ],
    [
      '/ended-bids?filterDate[to]=yesterday',
      'filterDate[to]',
      'filterDate[to] must be a date as YYYY-MM-DD or YYYY-MM-DD HH:mm:ss',
    ],
    [
      '/ended-bids?filterDate[from]=2026-03-02&filterDate[to]=2026-03-01',
      'filterDate[from]',
      'filterDate[from] must not be after filterDate[to]',
    ],
    [
      '/ended-bids?filterDate[from]=2024-01-01&filterDate[to]=2026-01-01',
      'filterDate[from]',
      'filterDate[from] to filterDate[to] may span at most 366 days',
    ],
  ])('%s answers 422 naming the parameter', async (path, field, message) => {
    const { headers } = await ctx.dealer();
    const res = await get(`${BASE}${path}`, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message,
      errors: { [field]: [message] },
    });
  });

  it('without a token every portal list answers 401', async () => {
    for (const list of ['success', 'overdue', 'history', 'has-online-payments', 'ended-bids']) {
      expect((await ctx.app.inject({ url: `${BASE}/${list}` })).statusCode).toBe(401);
    }
  });

  it('a win whose auction is later cancelled leaves success and overdue for history', async () => {
    const { user, headers } = await ctx.dealer();
    const now = ctx.clock.now();
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now,
      winner: user,
      amount: 30_000,
      wonAt: new Date(now - 5 * DAY),
    });
    expect(ids(await get(`${BASE}/overdue`, headers))).toEqual([auction.id]);
    await ctx.db
      .update(auctions)
      .set({ status: 'cancelled', awardStatus: 'cancelled' })
      .where(eq(auctions.id, auction.id));
    expect(ids(await get(`${BASE}/overdue`, headers))).toEqual([]);
    expect(ids(await get(`${BASE}/success`, headers))).toEqual([]);
    expect((await get(`${BASE}/history`, headers)).json().data).toEqual([
      expect.objectContaining({ id: auction.id, result: 'cancelled' }),
    ]);
    expect(await accountInfo(headers)).toMatchObject({ count_overdue_payment: 0 });
  });
});
