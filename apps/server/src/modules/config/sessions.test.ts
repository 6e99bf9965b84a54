import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('auction sessions and the clock state', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: Date.parse('2026-03-02T09:10:00.000Z') });
  });
  afterAll(() => ctx.close());

  it('groups live and upcoming auctions by market and the hour they end in', async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const now = ctx.clock.now();
    await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      timeEnd: new Date('2026-03-02T09:30:00Z'),
    });
    await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      timeEnd: new Date('2026-03-02T09:45:00Z'),
      status: 'preview',
      timeStart: new Date('2026-03-02T09:20:00Z'),
    });
    await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      timeEnd: new Date('2026-03-02T11:05:00Z'),
      market: 'SG',
    });
    const res = await ctx.app.inject({ url: '/auction/api/v2/config/auction-sessions' });
    expect(res.json().data).toEqual([
      {
        id: 'MY-2026-03-02T09',
        market: 'MY',
        status: 'live',
        auctions: 2,
        live: 1,
        preview: 1,
        starts_at: '2026-03-02T09:09:00.000Z',
        ends_from: '2026-03-02T09:30:00.000Z',
        ends_to: '2026-03-02T09:45:00.000Z',
      },
      {
        id: 'SG-2026-03-02T11',
        market: 'SG',
        status: 'live',
        auctions: 1,
        live: 1,
        preview: 0,
        starts_at: '2026-03-02T09:09:00.000Z',
        ends_from: '2026-03-02T11:05:00.000Z',
        ends_to: '2026-03-02T11:05:00.000Z',
      },
    ]);
  });

  it('session-state tells how many auctions are overdue for closing and by how much', async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const now = ctx.clock.now();
    await createAuction(ctx.db, { sellerGroupId: seller.id, now, timeEnd: new Date(now - 1_500) });
    const res = await ctx.app.inject({ url: '/auction/api/v2/config/session-state' });
    expect(res.json().data).toMatchObject({
      server_time: new Date(now).toISOString(),
      due_auctions: 1,
      lag_ms: 1_500,
      clock: { running: false },
    });
    await ctx.app.lifecycle.advance();
    const after = await ctx.app.inject({ url: '/auction/api/v2/config/session-state' });
    expect(after.json().data).toMatchObject({ due_auctions: 0, lag_ms: 0 });
  });
});
