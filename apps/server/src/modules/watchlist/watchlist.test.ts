import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionFollows, auctions } from '../../db/schema';
import { createAuction, createGroup, createInventory } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const BASE = '/auction/api/v2/dealers/auctions';

describe('follow and pin', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const follow = (id: unknown, headers: Record<string, string>) =>
    post(`${BASE}/follow`, headers, { auction_id: id });
  const unfollow = (id: unknown, headers: Record<string, string>) =>
    post(`${BASE}/unfollow`, headers, { auction_id: id });
  const pin = (id: number | string, headers: Record<string, string>) =>
    post(`${BASE}/${id}/pin`, headers);
  const unpin = (id: number | string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'DELETE', url: `${BASE}/${id}/unpin`, headers });
  const accountInfo = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ url: '/auction/api/v2/dealers/account-info', headers })).json().data;
  const listIds = async (path: string, headers: Record<string, string>) =>
    (await ctx.app.inject({ url: `${BASE}/${path}`, headers }))
      .json()
      .data.map((a: { id: number }) => a.id);

  /** `count` live auctions of one car in one insert, for the limits. */
  async function manyLive(count: number) {
    const now = ctx.clock.now();
    const { inventory } = await createInventory(ctx.db, sellerGroupId);
    const rows = Array.from({ length: count }, () => ({
      inventoryId: inventory.id,
      sellerGroupId,
      market: 'MY',
      type: 'open' as const,
      status: 'active',
      location: 'Shah Alam',
      timeStart: new Date(now - 60_000),
      timeEnd: new Date(now + 3_600_000),
      startPrice: 20_000,
      reservePrice: 30_000,
    }));
    return (await ctx.db.insert(auctions).values(rows).returning({ id: auctions.id })).map(
      (r) => r.id,
    );
  }

  it('following answers the followed ids, a second follow changes nothing, and account-info keeps them; unfollowing twice is harmless too', async () => {
    const { headers } = await ctx.dealer();
    const now = ctx.clock.now();
    const a = await createAuction(ctx.db, { sellerGroupId, now });
    const b = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 600_000),
    });
    const first = await follow(a.id, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { auction_id: a.id, followed: true, followed_auctions_ids: [a.id] },
    });
    expect((await follow(b.id, headers)).json().data.followed_auctions_ids).toEqual([a.id, b.id]);
    expect((await follow(a.id, headers)).json().data.followed_auctions_ids).toEqual([a.id, b.id]);
    expect(await accountInfo(headers)).toMatchObject({
      followed_auctions_ids: [a.id, b.id],
      pined_auctions_ids: [],
    });
    expect((await unfollow(a.id, headers)).json()).toEqual({
      data: { auction_id: a.id, followed: false, followed_auctions_ids: [b.id] },
    });
    expect((await unfollow(a.id, headers)).statusCode).toBe(200);
    expect((await accountInfo(headers)).followed_auctions_ids).toEqual([b.id]);
  });

  it('pinning answers the pinned ids and is idempotent; unpin removes it; account-info keeps them', async () => {
    const { headers } = await ctx.dealer();
    const a = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    expect((await pin(a.id, headers)).json()).toEqual({
      data: { auction_id: a.id, pinned: true, pined_auctions_ids: [a.id] },
    });
    expect((await pin(a.id, headers)).json().data.pined_auctions_ids).toEqual([a.id]);
    expect((await accountInfo(headers)).pined_auctions_ids).toEqual([a.id]);
    expect((await unpin(a.id, headers)).json()).toEqual({
      data: { auction_id: a.id, pinned: false, pined_auctions_ids: [] },
    });
    expect((await unpin(a.id, headers)).statusCode).toBe(200);
  });

  it('an unknown or scheduled auction is 404; an ended one cannot be followed or pinned (409) but can be unfollowed and unpinned', async () => {
    const { headers } = await ctx.dealer();
    const now = ctx.clock.now();
    const scheduled = await createAuction(ctx.db, { sellerGroupId, now, status: 'scheduled' });
    for (const id of [999_999, scheduled.id]) {
      const res = await follow(id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'not_found',
        message: `Auction ${id} does not exist.`,
      });
      expect((await pin(id, headers)).statusCode).toBe(404);
    }
    const ended = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'ended',
      timeEnd: new Date(now - 60_000),
    });
    const refused = await follow(ended.id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'auction_ended',
      message: `Auction ${ended.id} is ended: only auctions in preview or live can be followed.`,
    });
    expect((await pin(ended.id, headers)).json()).toMatchObject({ code: 'auction_ended' });
    expect((await unfollow(ended.id, headers)).statusCode).toBe(200);
    expect((await unpin(ended.id, headers)).statusCode).toBe(200);
    expect(await accountInfo(headers)).toMatchObject({
      followed_auctions_ids: [],
      pined_auctions_ids: [],
    });
  });

  it('a dealer may pin 20 auctions; the 21st is refused with pin_limit_reached and nothing changes', async () => {
    const { headers } = await ctx.dealer();
    const ids = await manyLive(21);
    for (const id of ids.slice(0, 20)) expect((await pin(id, headers)).statusCode).toBe(200);
    const refused = await pin(ids[20]!, headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'pin_limit_reached',
      message: 'You can pin at most 20 auctions; unpin one first.',
    });
    expect((await accountInfo(headers)).pined_auctions_ids).toEqual(ids.slice(0, 20));
    expect((await pin(ids[0]!, headers)).statusCode).toBe(200);
  });

  it('a dealer may follow 500 auctions; the 501st is refused with follow_limit_reached', async () => {
    const { user, headers } = await ctx.dealer();
    const ids = await manyLive(501);
    await ctx.db
      .insert(auctionFollows)
      .values(ids.slice(0, 499).map((auctionId) => ({ userId: user.id, auctionId })));
    expect((await follow(ids[499], headers)).statusCode).toBe(200);
    const refused = await follow(ids[500], headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'follow_limit_reached',
      errors: { auction_id: ['follow limit of 500 reached'] },
    });
    expect((await accountInfo(headers)).followed_auctions_ids).toHaveLength(500);
  });

  it.each([
    [{}, 'auction_id must be a whole number'],
    [{ auction_id: 'x' }, 'auction_id must be a whole number'],
    [{ auction_id: 1.5 }, 'auction_id must be a whole number'],
    [{ auction_id: -1 }, 'auction_id must be positive'],
  ])('following with the body %j answers 422 naming auction_id', async (payload, message) => {
    const { headers } = await ctx.dealer();
    const res = await post(`${BASE}/follow`, headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.auction_id).toEqual([message]);
  });

  it('pin with a non-numeric id is 422; every action without a token is 401', async () => {
    const { headers } = await ctx.dealer();
    expect((await pin('abc', headers)).json()).toMatchObject({
      code: 'validation_failed',
      errors: { id: ['auction id must be a whole number'] },
    });
    expect((await follow(1, {})).statusCode).toBe(401);
    expect((await pin(1, {})).statusCode).toBe(401);
    expect((await unpin(1, {})).statusCode).toBe(401);
  });

  it('the follow list holds followed auctions and those the dealer bid on, latest activity first, or soonest end with sort=time_end', async () => {
    const { headers } = await ctx.dealer();
    const now = ctx.clock.now();
    const followedLate = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 7_200_000),
    });
    const bidSoon = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 600_000),
    });
    const maxBidPreview = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 300_000),
      timeEnd: new Date(now + 3_000_000),
    });
    const untouched = await createAuction(ctx.db, { sellerGroupId, now });
    await follow(followedLate.id, headers);
    ctx.clock.advance(1_000);
    expect(
      (
        await post('/auction/api/v2/dealers/bids', headers, {
          auction_id: bidSoon.id,
          amount: 20_000,
        })
      ).statusCode,
    ).toBe(200);
    ctx.clock.advance(1_000);
    expect(
      (
        await post('/auction/api/v2/dealers/max-bids', headers, {
          auction_id: maxBidPreview.id,
          amount: 25_000,
        })
      ).statusCode,
    ).toBe(200);

    const res = await ctx.app.inject({ url: `${BASE}/follow-list`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.json().data.map((a: { id: number }) => a.id)).toEqual([
      maxBidPreview.id,
      bidSoon.id,
      followedLate.id,
    ]);
    expect(res.json().data[1]).toMatchObject({
      position: 'winning',
      user_bids: [{ amount: 20_000 }],
    });
    expect(res.json().meta.pagination).toEqual({
      total: 3,
      per_page: 50,
      current_page: 1,
      last_page: 1,
    });
    expect(await listIds('follow-list?sort=time_end', headers)).toEqual([
      bidSoon.id,
      maxBidPreview.id,
      followedLate.id,
    ]);
    expect(await listIds('follow-list?sort=time_end&per_page=1&page=3', headers)).toEqual([
      followedLate.id,
    ]);
    expect(await listIds('follow-list', headers)).not.toContain(untouched.id);
  });

  it('an auction leaves the follow list and the pinned list when it ends, and account-info drops it; the ids refresh still answers it', async () => {
    const { headers, user } = await ctx.dealer();
    const now = ctx.clock.now();
    const ending = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 60_000),
    });
    const staying = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 7_200_000),
    });
    for (const id of [ending.id, staying.id]) {
      await follow(id, headers);
      await pin(id, headers);
    }
    expect(await listIds('pinned-auctions', headers)).toEqual([staying.id, ending.id]);
    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    const fresh = { authorization: `Bearer ${await ctx.login(user.email)}` };
    expect(await listIds('follow-list', fresh)).toEqual([staying.id]);
    expect(await listIds('pinned-auctions', fresh)).toEqual([staying.id]);
    expect(await accountInfo(fresh)).toMatchObject({
      followed_auctions_ids: [staying.id],
      pined_auctions_ids: [staying.id],
    });
    const refresh = (
      await ctx.app.inject({
        url: `${BASE}/follow-list?ids=${ending.id},${staying.id},999999`,
        headers: fresh,
      })
    ).json().data;
    expect(refresh.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
      [ending.id, 'ended'],
      [staying.id, 'active'],
    ]);
  });

  it('the pinned list shows the most recently pinned first and can be narrowed by ids', async () => {
    const { headers } = await ctx.dealer();
    const [a, b, c] = await manyLive(3);
    for (const id of [a!, b!, c!]) {
      await pin(id, headers);
      ctx.clock.advance(1_000);
    }
    expect(await listIds('pinned-auctions', headers)).toEqual([c, b, a]);
    expect(await listIds(`pinned-auctions?ids=${a},${c}`, headers)).toEqual([c, a]);
  });

  it.each([
    ['follow-list?sort=price', 'sort', 'sort must be one of latest_activity, time_end'],
    ['follow-list?page=0', 'page', 'page must be at least 1'],
    ['pinned-auctions?per_page=0', 'per_page', 'per_page must be at least 1'],
    ['pinned-auctions?ids=1,x', 'ids', 'ids must be whole numbers joined by commas'],
  ])('%s answers 422 naming the parameter', async (path, field, message) => {
    const { headers } = await ctx.dealer();
    const res = await ctx.app.inject({ url: `${BASE}/${path}`, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});
