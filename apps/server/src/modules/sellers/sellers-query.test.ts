import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionStatusLog } from '../../db/schema';
import { createAuction, createInventory } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { DAY, HOUR, SELLER_BASE, signInSeller } from './seller-testing';

describe('the seller lists: filters, sort, bad input, sessions and related auctions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers });
  const ids = async (url: string, headers: Record<string, string>) =>
    (await get(url, headers)).json().data.map((a: { id: number }) => a.id);

  it('make, model, text and end-date filters narrow a stage; the sorts order it', async () => {
    const seller = await signInSeller(ctx);
    const now = ctx.clock.now();
    const at = (iso: string) => new Date(iso);
    const a = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'ended',
      timeEnd: at('2026-02-10T10:00:00Z'),
      startPrice: 15_000,
    });
    const b = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'ended',
      timeEnd: at('2026-02-11T23:59:59Z'),
      startPrice: 25_000,
    });
    const c = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'rejected',
      timeEnd: at('2026-02-12T00:00:00Z'),
      startPrice: 20_000,
    });
    const { make, model } = await createInventory(ctx.db, seller.groupId).then(async (car) => {
      await createAuction(ctx.db, {
        sellerGroupId: seller.groupId,
        now,
        status: 'ended',
        inventoryId: car.inventory.id,
        timeEnd: at('2025-12-01T00:00:00Z'),
      });
      return car;
    });
    const h = seller.headers;
    expect(await ids(`${SELLER_BASE}/ended?filter[make]=${make.id}`, h)).toHaveLength(1);
    expect(await ids(`${SELLER_BASE}/ended?filter[model]=${model.id}`, h)).toHaveLength(1);
    expect(
      await ids(`${SELLER_BASE}/ended?query=${encodeURIComponent(model.name)}`, h),
    ).toHaveLength(1);
    expect(
      await ids(`${SELLER_BASE}/ended?filterDate[from]=2026-02-11&filterDate[to]=2026-02-11`, h),
    ).toEqual([b.id]);
    expect(await ids(`${SELLER_BASE}/ended?filterDate[from]=2026-02-10&sort=time_end`, h)).toEqual([
      a.id,
      b.id,
      c.id,
    ]);
    expect(await ids(`${SELLER_BASE}/ended?filterDate[to]=2026-02-11 23:59:58`, h)).toHaveLength(2);
    expect(await ids(`${SELLER_BASE}/ended?filterDate[from]=2026-02-01`, h)).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    expect(
      await ids(`${SELLER_BASE}/ended?filterDate[from]=2026-02-01&sort=-start_price`, h),
    ).toEqual([b.id, c.id, a.id]);
    expect(
      await ids(`${SELLER_BASE}/ended?filterDate[from]=2026-02-01&sort=start_price&tag=ended`, h),
    ).toEqual([a.id, b.id]);
  });

  it.each([
    ['filterDate[from]=2026-02-30', 'filterDate[from]'],
    ['filterDate[to]=yesterday', 'filterDate[to]'],
    ['filterDate[from]=2026-02-10&filterDate[to]=2026-02-09', 'filterDate[from]'],
    ['filterDate[from]=2024-01-01&filterDate[to]=2026-01-01', 'filterDate[from]'],
    ['page=0', 'page'],
    ['per_page=201', 'per_page'],
    ['page=99999999999', 'page'],
    ['sort=price', 'sort'],
    ['tag=won', 'tag'],
    ['filter[make]=x', 'filter[make]'],
    ['query=%00', 'query'],
  ])('%s is a 422 naming %s', async (qs, field) => {
    const seller = await signInSeller(ctx);
    const res = await get(`${SELLER_BASE}/ended?${qs}`, seller.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('session-count counts the group pending auctions per market and hour of their end, as /config/auction-sessions names them', async () => {
    const seller = await signInSeller(ctx);
    const now = ctx.clock.now(); // 09:00 UTC
    const end = (ms: number) => ({
      timeStart: new Date(now + ms - HOUR),
      timeEnd: new Date(now + ms),
    });
    await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'scheduled',
      ...end(2 * HOUR + 60_000),
    });
    await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'preview',
      ...end(2 * HOUR + 30 * 60_000),
    });
    await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'restarting',
      ...end(5 * HOUR),
    });
    await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'active',
      ...end(2 * HOUR),
    });
    await createAuction(ctx.db, {
      sellerGroupId: (await signInSeller(ctx)).groupId,
      now,
      status: 'preview',
      ...end(2 * HOUR),
    });
    const res = await get(`${SELLER_BASE}/pending/session-count`, seller.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          session_id: 'MY-2026-03-02T11',
          market: 'MY',
          hour_start: '2026-03-02T11:00:00.000Z',
          count: 2,
        },
        {
          session_id: 'MY-2026-03-02T14',
          market: 'MY',
          hour_start: '2026-03-02T14:00:00.000Z',
          count: 1,
        },
      ],
      meta: { total: 3 },
    });
    const sessions = (await get('/auction/api/v2/config/auction-sessions', seller.headers))
      .json()
      .data.map((s: { id: string }) => s.id);
    expect(sessions).toContain('MY-2026-03-02T11');
  });

  it('related lists the group earlier and later auctions of the same car and this one restarts; another group gets a 404', async () => {
    const seller = await signInSeller(ctx);
    const now = ctx.clock.now();
    const { inventory } = await createInventory(ctx.db, seller.groupId);
    const window = (days: number) => ({
      timeStart: new Date(now + days * DAY - HOUR),
      timeEnd: new Date(now + days * DAY),
    });
    const first = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      inventoryId: inventory.id,
      status: 'rejected',
      ...window(-20),
    });
    const middle = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      inventoryId: inventory.id,
      status: 'active',
      restartCount: 1,
      ...window(0),
    });
    const last = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      inventoryId: inventory.id,
      status: 'scheduled',
      ...window(5),
    });
    await createAuction(ctx.db, { sellerGroupId: seller.groupId, now, status: 'active' });
    const restartedAt = new Date(now - DAY);
    await ctx.db.insert(auctionStatusLog).values({
      auctionId: middle.id,
      event: 'restart',
      fromStatus: 'ended',
      toStatus: 'restarting',
      actor: '1',
      at: restartedAt,
    });

    const res = await get(`${SELLER_BASE}/${middle.id}/related`, seller.headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      auction_id: middle.id,
      inventory_id: inventory.id,
      restarts: [{ from_status: 'ended', restarted_at: restartedAt.toISOString() }],
    });
    expect(data.earlier.map((a: { id: number }) => a.id)).toEqual([first.id]);
    expect(data.later.map((a: { id: number }) => a.id)).toEqual([last.id]);

    const other = await signInSeller(ctx);
    expect((await get(`${SELLER_BASE}/${middle.id}/related`, other.headers)).statusCode).toBe(404);
    expect(
      (await get(`${SELLER_BASE}/${middle.id}/related`, (await ctx.dealer()).headers)).statusCode,
    ).toBe(403);
    expect((await get(`${SELLER_BASE}/${middle.id}/related`)).statusCode).toBe(401);
    expect((await get(`${SELLER_BASE}/999999/related`, seller.headers)).statusCode).toBe(404);
    const huge = await get(`${SELLER_BASE}/2147483648/related`, seller.headers);
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().errors)).toEqual(['auctionId']);
    expect((await get(`${SELLER_BASE}/abc/related`, seller.headers)).statusCode).toBe(422);
  });

  it('a seller may listen to its own group channel and not to another group', async () => {
    const seller = await signInSeller(ctx);
    const other = await signInSeller(ctx);
    const auth = (channel: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/general/api/v2/broadcasting/auth',
        headers: seller.headers,
        payload: { socket_id: '123.456', channel_name: channel },
      });
    const own = await auth(`private-group.${seller.groupId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().auth).toMatch(/^test-general:[0-9a-f]{64}$/);
    expect((await auth(`private-group.${other.groupId}`)).statusCode).toBe(403);
  });
});
