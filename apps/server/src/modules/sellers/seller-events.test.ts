import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createInventory, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { SELLER_BASE, signInSeller } from './seller-testing';

describe('the seller group hears when its auctions change stage', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const stageEvents = (groupId: number) =>
    ctx.published
      .filter(
        (e) =>
          e.app === 'general' &&
          e.channel === `private-group.${groupId}` &&
          e.event === 'seller.auction_stage',
      )
      .map((e) => e.data);

  it('start, close below the reserve and the seller acceptance each reach the group channel after commit, and no other group', async () => {
    const seller = await signInSeller(ctx);
    const other = await signInSeller(ctx);
    const dealer = await ctx.dealer();
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'preview',
      timeStart: new Date(now + 1_000),
      timeEnd: new Date(now + 120_000),
      reservePrice: 50_000,
    });

    ctx.clock.advance(1_000);
    await ctx.app.lifecycle.advance();
    expect(stageEvents(seller.groupId)).toEqual([
      expect.objectContaining({ auction_id: auction.id, status: 'active', stage: 'live' }),
    ]);
    expect(
      (await ctx.app.inject({ url: `${SELLER_BASE}/live`, headers: seller.headers }))
        .json()
        .data.map((a: { id: number }) => a.id),
    ).toEqual([auction.id]);

    const bid = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers: dealer.headers,
      payload: { auction_id: auction.id, amount: 20_000 },
    });
    expect(bid.statusCode).toBe(200);
    ctx.clock.advance(120_000);
    await ctx.app.lifecycle.advance();
    expect(stageEvents(seller.groupId).at(-1)).toEqual({
      auction_id: auction.id,
      status: 'reserved',
      stage: 'ended',
      updated_at: expect.any(String),
      car: { year: expect.any(Number), make: expect.any(String), model: expect.any(String) },
      // Private notices carry their outbox id (docs/notifications.md).
      notice_id: expect.any(Number),
    });

    const [pending] = (
      await ctx.app.inject({ url: `${SELLER_BASE}/ended?tag=reserved`, headers: seller.headers })
    ).json().data;
    const bidId = pending.top_bids[0].id as number;
    const accept = await ctx.app.inject({
      method: 'PUT',
      url: `/portal/api/v2/dealers/bids/${bidId}/accept`,
      headers: seller.headers,
      payload: { auction_id: auction.id },
    });
    expect(accept.statusCode).toBe(200);
    expect(stageEvents(seller.groupId).at(-1)).toMatchObject({
      auction_id: auction.id,
      status: 'confirmed',
      stage: 'completed',
    });
    expect(stageEvents(seller.groupId)).toHaveLength(3);
    expect(stageEvents(other.groupId)).toEqual([]);
  });

  it('a staff restart of an unsold auction moves it back to pending on the group channel', async () => {
    const seller = await signInSeller(ctx);
    const staff = await createUser(ctx.db, { role: 'staff', staffRoles: ['operations'] });
    const headers = { authorization: `Bearer ${await ctx.login(staff.email)}` };
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'ended',
      timeEnd: new Date(now - 1_000),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/portal/api/v2/staff/auctions/${auction.id}/restart`,
      headers,
      payload: { starts_in_seconds: 600, duration_seconds: 3600 },
    });
    expect(res.statusCode).toBe(200);
    expect(stageEvents(seller.groupId)).toEqual([
      expect.objectContaining({ auction_id: auction.id, status: 'restarting', stage: 'pending' }),
    ]);
  });

  it('a car scheduled by staff arrives in the group pending list on the group channel', async () => {
    const seller = await signInSeller(ctx);
    const staff = await createUser(ctx.db, { role: 'staff', staffRoles: ['operations'] });
    const headers = { authorization: `Bearer ${await ctx.login(staff.email)}` };
    const { inventory } = await createInventory(ctx.db, seller.groupId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/staff/auctions',
      headers,
      payload: {
        inventory_id: inventory.id,
        type: 'open',
        starts_in_seconds: 600,
        duration_seconds: 3600,
        start_price: 10_000,
        reserve_price: 20_000,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(stageEvents(seller.groupId)).toEqual([
      expect.objectContaining({
        auction_id: res.json().data.id,
        status: 'preview',
        stage: 'pending',
      }),
    ]);
  });
});
