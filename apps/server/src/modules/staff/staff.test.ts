import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createInventory, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('staff schedule auctions', () => {
  let ctx: TestContext;
  let staffHeaders: Record<string, string>;
  let inventoryId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    inventoryId = (await createInventory(ctx.db, seller.id)).inventory.id;
    const staff = await createUser(ctx.db, { role: 'staff', activeGroupId: null });
    staffHeaders = { authorization: `Bearer ${await ctx.login(staff.email)}` };
  });
  afterAll(() => ctx.close());

  const create = (payload: object, headers = staffHeaders) => ctx.app.inject({ method: 'POST', url: '/portal/api/v2/staff/auctions', headers, payload });

  it('an auction that starts later is in preview at once; the same car cannot be put on sale twice', async () => {
    const res = await create({ inventory_id: inventoryId, type: 'closed', starts_in_seconds: 600, duration_seconds: 3_600, start_price: 10_000, reserve_price: 20_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'closed', status: 'preview', time_start: new Date(ctx.clock.now() + 600_000).toISOString() });
    expect(ctx.published.at(-1)).toMatchObject({ event: 'auction_published', data: { id: res.json().data.id } });
    const again = await create({ inventory_id: inventoryId, type: 'open', starts_in_seconds: 0, duration_seconds: 3_600, start_price: 10_000, reserve_price: 20_000 });
    expect(again.statusCode).toBe(409);
  });

  it('bad input gets a 422 naming the field; a dealer may not schedule', async () => {
    const bad = await create({ type: 'open', starts_in_seconds: 0, duration_seconds: 10, start_price: 10_000, reserve_price: 5_000 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ duration_seconds: ['duration_seconds must be at least 60'] });
    const dealer = await createUser(ctx.db);
    const forbidden = await create({ type: 'open', starts_in_seconds: 0, duration_seconds: 600, start_price: 1, reserve_price: 1 }, { authorization: `Bearer ${await ctx.login(dealer.email)}` });
    expect(forbidden.statusCode).toBe(403);
  });
});
