import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions, auditLog, bids, transactions } from '../../db/schema';
import {
  createAuction,
  createGroup,
  createInventory,
  createUser,
  createWonAuction,
  findAuction,
} from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('staff schedule auctions', () => {
  let ctx: TestContext;
  let staffHeaders: Record<string, string>;
  let staffEmail: string;
  let inventoryId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    inventoryId = (await createInventory(ctx.db, seller.id)).inventory.id;
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    staffEmail = staff.email;
    staffHeaders = { authorization: `Bearer ${await ctx.login(staff.email)}` };
  });
  afterAll(() => ctx.close());

  const create = (payload: object, headers = staffHeaders) =>
    ctx.app.inject({ method: 'POST', url: '/portal/api/v2/staff/auctions', headers, payload });
  const auditOf = (action: 'auction.schedule' | 'auction.restart') =>
    ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

  it('an auction that starts later is in preview at once, in the audit log as operations scheduled it; the same car cannot be put on sale twice', async () => {
    const before = await auditOf('auction.schedule');
    const res = await create({
      inventory_id: inventoryId,
      type: 'closed',
      starts_in_seconds: 600,
      duration_seconds: 3_600,
      start_price: 10_000,
      reserve_price: 20_000,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: 'closed',
      status: 'preview',
      time_start: new Date(ctx.clock.now() + 600_000).toISOString(),
    });
    expect(ctx.published.at(-1)).toMatchObject({
      event: 'auction_published',
      data: { id: res.json().data.id },
    });
    const scheduled = (await auditOf('auction.schedule')).slice(before.length);
    expect(scheduled).toMatchObject([
      {
        actorRole: 'operations',
        entityType: 'auction',
        entityId: String(res.json().data.id),
        before: null,
        after: {
          status: 'preview',
          type: 'closed',
          inventory_id: inventoryId,
          time_start: res.json().data.time_start,
          time_end: res.json().data.time_end,
          start_price: 10_000,
          reserve_price: 20_000,
        },
      },
    ]);
    const again = await create({
      inventory_id: inventoryId,
      type: 'open',
      starts_in_seconds: 0,
      duration_seconds: 3_600,
      start_price: 10_000,
      reserve_price: 20_000,
    });
    expect(again.statusCode).toBe(409);
    expect(await auditOf('auction.schedule')).toHaveLength(before.length + 1);
  });

  it('a car sold, won and unpaid, or awaiting its seller’s decision cannot go on sale again; one whose sale was cancelled before payment can', async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const now = ctx.clock.now();
    const auctionOf = { inventory_id: 0, type: 'open', starts_in_seconds: 600 };
    const terms = { duration_seconds: 3_600, start_price: 10_000, reserve_price: 20_000 };
    const winner = await createUser(ctx.db);
    const won = await createWonAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      winner,
      amount: 30_000,
    });
    const deciding = await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      status: 'reserved',
      awardStatus: 'pending_award',
      timeEnd: new Date(now - 60_000),
    });
    const sold = await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      status: 'sold',
      awardStatus: 'won',
      timeEnd: new Date(now - 60_000),
    });
    const before = await ctx.db.select({ id: auctions.id }).from(auctions);
    for (const taken of [won, deciding, sold]) {
      const res = await create({ ...auctionOf, ...terms, inventory_id: taken.inventoryId });
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        `Car ${taken.inventoryId} is sold, or its sale awaits the seller's decision or the buyer's payment.`,
      ]);
    }
    // Without a car named, staff are given a free one: never one of these.
    const picked = await create({ ...terms, type: 'open', starts_in_seconds: 600 });
    if (picked.statusCode === 201)
      expect([won, deciding, sold].map((a) => a.inventoryId)).not.toContain(
        picked.json().data.inventory_id,
      );
    else expect(picked.statusCode).toBe(404);
    expect(
      (await ctx.db.select({ id: auctions.id }).from(auctions)).length -
        (picked.statusCode === 201 ? 1 : 0),
    ).toBe(before.length);

    await ctx.db
      .update(transactions)
      .set({ status: 'cancelled' })
      .where(eq(transactions.auctionId, won.id));
    const again = await create({ ...auctionOf, ...terms, inventory_id: won.inventoryId });
    expect(again.statusCode).toBe(201);
  });

  it('bad input gets a 422 naming the field; a dealer may not schedule; neither is in the audit log', async () => {
    const logged = (await auditOf('auction.schedule')).length;
    const bad = await create({
      type: 'open',
      starts_in_seconds: 0,
      duration_seconds: 10,
      start_price: 10_000,
      reserve_price: 5_000,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      duration_seconds: ['duration_seconds must be at least 60'],
    });
    const priceless = await create({
      type: 'open',
      starts_in_seconds: 0,
      duration_seconds: 600,
      start_price: 9_007_199_254_740_991,
      reserve_price: 9_007_199_254_740_991,
    });
    expect([priceless.statusCode, priceless.json().errors]).toEqual([
      422,
      {
        start_price: ['start_price must be at most 1,000,000,000,000'],
        reserve_price: ['reserve_price must be at most 1,000,000,000,000'],
      },
    ]);
    const dealer = await createUser(ctx.db);
    const forbidden = await create(
      {
        type: 'open',
        starts_in_seconds: 0,
        duration_seconds: 600,
        start_price: 1,
        reserve_price: 1,
      },
      { authorization: `Bearer ${await ctx.login(dealer.email)}` },
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await auditOf('auction.schedule')).toHaveLength(logged);
  });

  it('with a seller group and no car, operations get that group’s first free car; an unknown group, a dealer group, a group with no free car or a car of another group change nothing', async () => {
    const terms = {
      type: 'open',
      starts_in_seconds: 600,
      duration_seconds: 3_600,
      start_price: 10_000,
      reserve_price: 20_000,
    };
    const first = await createGroup(ctx.db, { kind: 'seller' });
    const second = await createGroup(ctx.db, { kind: 'seller' });
    const dealers = await createGroup(ctx.db, { kind: 'dealer' });
    // A lower-numbered free car of another group: without the group, it would come first.
    const other = (await createInventory(ctx.db, first.id)).inventory.id;
    const own = [
      (await createInventory(ctx.db, second.id)).inventory.id,
      (await createInventory(ctx.db, second.id)).inventory.id,
    ];
    const onSale = await create({ ...terms, inventory_id: own[0] });
    expect(onSale.statusCode).toBe(201);
    const auctionsBefore = (await ctx.db.select({ id: auctions.id }).from(auctions)).length;
    const logged = (await auditOf('auction.schedule')).length;

    const picked = await create({ ...terms, seller_group_id: second.id });
    expect([picked.statusCode, picked.json().data?.inventory_id]).toEqual([201, own[1]]);
    expect(other).toBeLessThan(own[1]!);
    const [stored] = await ctx.db
      .select()
      .from(auctions)
      .where(eq(auctions.id, picked.json().data.id));
    expect(stored).toMatchObject({ inventoryId: own[1], sellerGroupId: second.id });

    const refused = [
      [
        { seller_group_id: second.id },
        404,
        `Every car of seller group ${second.id} is on sale, sold, awaiting a decision or a seller’s listing.`,
      ],
      [{ seller_group_id: 999_999 }, 404, 'Seller group 999999 does not exist.'],
      [{ seller_group_id: dealers.id }, 404, `Seller group ${dealers.id} does not exist.`],
      [
        { seller_group_id: second.id, inventory_id: other },
        422,
        `seller_group_id must be the group of car ${other} (${first.id})`,
      ],
      [{ seller_group_id: 0 }, 422, 'seller_group_id must be a positive id'],
      [{ seller_group_id: 1.5 }, 422, 'seller_group_id must be a whole number'],
    ] as const;
    for (const [named, status, message] of refused) {
      const res = await create({ ...terms, ...named });
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect((await ctx.db.select({ id: auctions.id }).from(auctions)).length).toBe(
      auctionsBefore + 1,
    );
    expect(await auditOf('auction.schedule')).toHaveLength(logged + 1);
  });

  it('LIFE-5: a rejected or unsold auction restarts with a new window; old bids stay in the ledger but no longer stand', async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now,
      timeEnd: new Date(now + 60_000),
      reservePrice: 90_000,
    });
    const dealer = await createUser(ctx.db);
    let headers = { authorization: `Bearer ${await ctx.login(dealer.email)}` };
    const bid = (amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/bids',
        headers,
        payload: { auction_id: auction.id, amount },
      });
    expect((await bid(25_000)).statusCode).toBe(200);
    const restart = (id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/portal/api/v2/staff/auctions/${id}/restart`,
        headers: staffHeaders,
        payload: { starts_in_seconds: 30, duration_seconds: 600 },
      });
    expect((await restart(auction.id)).json().code).toBe('invalid_transition');
    const restartsLogged = (await auditOf('auction.restart')).length;

    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).status).toBe('reserved');
    ctx.clock.advance(48 * 3_600_000);
    await ctx.app.lifecycle.advance();
    // Two days later everyone signs in again.
    staffHeaders = { authorization: `Bearer ${await ctx.login(staffEmail)}` };
    headers = { authorization: `Bearer ${await ctx.login(dealer.email)}` };
    const res = await restart(auction.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'restarting', restart_count: 1 });
    // The refused restart wrote nothing; this one is in the log with the window it replaced.
    expect((await auditOf('auction.restart')).slice(restartsLogged)).toMatchObject([
      {
        actorRole: 'operations',
        entityId: String(auction.id),
        before: {
          status: 'rejected',
          restart_count: 0,
          time_end: new Date(now + 60_000).toISOString(),
        },
        after: {
          status: 'restarting',
          restart_count: 1,
          time_start: res.json().data.time_start,
          time_end: res.json().data.time_end,
        },
      },
    ]);
    expect(await auditOf('auction.restart')).toHaveLength(restartsLogged + 1);
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      bidCount: 0,
      biddersCount: 0,
      highestAmount: null,
      leaderId: null,
      awardStatus: null,
    });

    ctx.clock.advance(30_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).status).toBe('active');
    expect((await bid(20_000)).json().data.auction).toMatchObject({
      position: 'winning',
      bid_count: 1,
      restart_count: 1,
    });
    expect(await ctx.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(2);
  });
});
