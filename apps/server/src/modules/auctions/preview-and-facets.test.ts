import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, makes, models } from '../../db/schema';
import { createAuction, createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('the preview list and the live make/model filter', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    headers = (await ctx.dealer()).headers;
  });
  afterAll(() => ctx.close());

  const get = (url: string, h = headers) =>
    ctx.app.inject({ url: `/auction/api/v2/dealers/auctions/${url}`, headers: h });

  it('preview holds published auctions of the dealer market that have not started, starting soonest first; it moves to live when it starts', async () => {
    const now = ctx.clock.now();
    const later = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 7_200_000),
      timeEnd: new Date(now + 9_000_000),
    });
    const sooner = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 60_000),
      timeEnd: new Date(now + 3_600_000),
    });
    await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'preview',
      market: 'SG',
      timeStart: new Date(now + 60_000),
    });
    await createAuction(ctx.db, {
      sellerGroupId,
      now,
      status: 'scheduled',
      timeStart: new Date(now + 60_000),
    });
    await createAuction(ctx.db, { sellerGroupId, now });
    const res = await get('preview');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.json().data.map((a: { id: number }) => a.id)).toEqual([sooner.id, later.id]);
    expect(res.json().data[0]).toMatchObject({
      status: 'preview',
      active_inspection: { score: 75 },
    });
    expect(res.json().meta.pagination).toEqual({
      total: 2,
      per_page: 50,
      current_page: 1,
      last_page: 1,
    });
    expect(
      (await get('preview?filter[order_by]=time_end_desc'))
        .json()
        .data.map((a: { id: number }) => a.id),
    ).toEqual([later.id, sooner.id]);

    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    expect((await get('preview')).json().data.map((a: { id: number }) => a.id)).toEqual([later.id]);
    expect(
      (await get(`live?ids=${sooner.id}`)).json().data.map((a: { id: number }) => a.id),
    ).toEqual([sooner.id]);
  });

  it('preview rejects an unknown order or a page below 1 with 422 naming the parameter', async () => {
    const res = await get('preview?filter[order_by]=random');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['filter[order_by]']).toEqual([
      'filter[order_by] must be one of time_start, time_end, time_end_desc, newest, price_asc, price_desc, most_bids',
    ]);
    expect((await get('preview?page=0')).json().errors.page).toEqual(['page must be at least 1']);
    expect(
      (await ctx.app.inject({ url: '/auction/api/v2/dealers/auctions/preview' })).statusCode,
    ).toBe(401);
  });

  it('filter-make-model counts live auctions of the dealer market per make and model, matching make or model names and one seller group', async () => {
    const own = await ctx.dealer();
    const otherSeller = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const now = ctx.clock.now();
    const [make] = await ctx.db.insert(makes).values({ name: 'Zeta Motors' }).returning();
    const [coupe, wagon] = await ctx.db
      .insert(models)
      .values([
        { makeId: make!.id, name: 'Coupe X' },
        { makeId: make!.id, name: 'Wagon Y' },
      ])
      .returning();
    async function listed(
      modelId: number,
      overrides: Partial<Parameters<typeof createAuction>[1]> = {},
    ) {
      const auction = await createAuction(ctx.db, { sellerGroupId, now, ...overrides });
      await ctx.db
        .update(inventories)
        .set({ makeId: make!.id, modelId })
        .where(eq(inventories.id, auction.inventoryId));
    }
    await listed(coupe!.id);
    await listed(coupe!.id);
    await listed(wagon!.id, { sellerGroupId: otherSeller });
    await listed(wagon!.id, { status: 'preview' });
    await listed(wagon!.id, { market: 'SG' });

    const res = await get('live/filter-make-model?query=zeta', own.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: make!.id,
        name: 'Zeta Motors',
        count: 3,
        models: [
          { id: coupe!.id, name: 'Coupe X', count: 2 },
          { id: wagon!.id, name: 'Wagon Y', count: 1 },
        ],
      },
    ]);
    expect((await get('live/filter-make-model?query=WAGON', own.headers)).json().data).toEqual([
      {
        id: make!.id,
        name: 'Zeta Motors',
        count: 1,
        models: [{ id: wagon!.id, name: 'Wagon Y', count: 1 }],
      },
    ]);
    expect(
      (await get(`live/filter-make-model?query=zeta&group=${otherSeller}`, own.headers)).json()
        .data[0].count,
    ).toBe(1);
    expect((await get('live/filter-make-model?query=%25', own.headers)).json().data).toEqual([]);
    const all = (await get('live/filter-make-model', own.headers)).json().data;
    expect(all.length).toBeGreaterThan(1);
    const bad = await get('live/filter-make-model?group=abc', own.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.group).toEqual(['group must be a whole number']);
  });
});
