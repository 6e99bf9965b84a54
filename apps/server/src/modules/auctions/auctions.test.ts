import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('live auctions for dealers', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const user = await createUser(ctx.db);
    headers = { authorization: `Bearer ${await ctx.login(user.email)}` };
  });
  afterAll(() => ctx.close());

  const list = (query = '') =>
    ctx.app.inject({ url: `/auction/api/v2/dealers/auctions/live${query}`, headers });

  it('lists active auctions of the dealer market, ending soonest first, with inventory, inspection, pagination and no-cache headers', async () => {
    const now = ctx.clock.now();
    const late = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 7_200_000),
    });
    const soon = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 600_000),
    });
    const preview = await createAuction(ctx.db, { sellerGroupId, now, status: 'preview' });
    const elsewhere = await createAuction(ctx.db, { sellerGroupId, now, market: 'SG' });
    const res = await list(`?ids=${[late.id, soon.id, preview.id, elsewhere.id].join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    const body = res.json();
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([soon.id, late.id]);
    expect(body.data[0]).toMatchObject({
      status: 'active',
      currency: 'MYR',
      position: 'nobid',
      highest_bid: null,
      user_bids: [],
    });
    expect(body.data[0].active_inspection.sections.length).toBeGreaterThan(0);
    expect(body.data[0]).not.toHaveProperty('reserve_price');
    expect(body.meta.pagination).toEqual({ total: 2, per_page: 50, current_page: 1, last_page: 1 });
  });

  it('filters by make and model ids and pages through results', async () => {
    const now = ctx.clock.now();
    const a = await createAuction(ctx.db, { sellerGroupId, now });
    const b = await createAuction(ctx.db, { sellerGroupId, now });
    const detail = (
      await ctx.app.inject({ url: `/auction/api/v2/dealers/auctions/live/${a.id}`, headers })
    ).json().data;
    const byMake = await list(`?filter[make]=${detail.inventory.make_id}`);
    expect(byMake.json().data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const byModel = await list(`?filter[model]=${detail.inventory.model_id}&include=`);
    expect(byModel.json().data[0]).not.toHaveProperty('active_inspection');
    const paged = await list(`?ids=${a.id},${b.id}&per_page=1&page=2`);
    expect(paged.json().meta.pagination).toEqual({
      total: 2,
      per_page: 1,
      current_page: 2,
      last_page: 2,
    });
    expect(paged.json().data).toHaveLength(1);
  });

  it.each([
    ['?page=0', 'page', 'page must be at least 1'],
    ['?per_page=500', 'per_page', 'per_page must be at most 200'],
    ['?ids=1,abc', 'ids', 'ids must be whole numbers joined by commas'],
    [
      '?filter[order_by]=random',
      'filter[order_by]',
      'filter[order_by] must be one of time_end, time_end_desc, newest, price_asc, price_desc, most_bids',
    ],
    [
      '?include=secrets',
      'include.0',
      'include may only contain active_inspection, inventory, user_bids',
    ],
    ['?filter[channel]=tv', 'filter[channel]', 'filter[channel] must be online or offline'],
  ])('when the query has %s, answers 422 naming the parameter', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('without a token, answers 401', async () => {
    const res = await ctx.app.inject({ url: '/auction/api/v2/dealers/auctions/live' });
    expect(res.statusCode).toBe(401);
  });

  it('the detail carries photos, inspection, history and the minimum inputs; an unknown or scheduled id is 404 and a non-number 422', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, { sellerGroupId, now });
    const res = await ctx.app.inject({
      url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: auction.id,
      start_price: 20_000,
      bids: [],
      inventory: { photos: [{ caption: 'Front' }] },
    });
    const scheduled = await createAuction(ctx.db, { sellerGroupId, now, status: 'scheduled' });
    for (const id of [999_999, scheduled.id]) {
      const missing = await ctx.app.inject({
        url: `/auction/api/v2/dealers/auctions/live/${id}`,
        headers,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'not_found',
        message: `Auction ${id} does not exist.`,
      });
    }
    expect(
      (await ctx.app.inject({ url: '/auction/api/v2/dealers/auctions/live/abc', headers }))
        .statusCode,
    ).toBe(422);
  });
});
