import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, maxBids } from '../../db/schema';
import {
  createAuction,
  createGroup,
  createUser,
  createWonAuction,
  findAuction,
} from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('operations cancel an auction', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let ops: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    ops = { authorization: `Bearer ${await ctx.login(staff.email)}` };
  });
  afterAll(() => ctx.close());

  const cancel = (id: number | string, payload: object, headers = ops) =>
    ctx.app.inject({
      method: 'POST',
      url: `/portal/api/v2/staff/auctions/${id}/cancel`,
      headers,
      payload,
    });
  const post = (headers: Record<string, string>, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/auction/api/v2/dealers/${url}`, headers, payload });

  it('a live auction is cancelled with its reason: bidders are told, max bids withdrawn, bidding refused, the audit log written', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [a, b] = [await ctx.dealer(), await ctx.dealer()];
    await post(a.headers, 'bids', { auction_id: auction.id, amount: 20_000 });
    await post(b.headers, 'max-bids', { auction_id: auction.id, amount: 40_000 });
    const before = ctx.published.length;

    const res = await cancel(auction.id, { reason: '  Flood damage found at pickup  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Flood damage found at pickup',
    });
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'cancelled',
      awardStatus: 'cancelled',
      cancelReason: 'Flood damage found at pickup',
      maxBidCount: 0,
    });
    const sent = ctx.published.slice(before);
    for (const dealer of [a, b])
      expect(sent).toContainEqual(
        expect.objectContaining({
          channel: `private-user.${dealer.user.id}`,
          event: 'auction.cancelled',
          data: expect.objectContaining({
            auction_id: auction.id,
            reason: 'Flood damage found at pickup',
          }),
        }),
      );
    expect(sent).toContainEqual(
      expect.objectContaining({
        channel: `auction.${auction.id}`,
        data: expect.objectContaining({ status: 'cancelled' }),
      }),
    );
    const standing = await ctx.db
      .select()
      .from(maxBids)
      .where(and(eq(maxBids.auctionId, auction.id), eq(maxBids.status, 'active')));
    expect(standing).toEqual([]);
    expect(
      (await post(a.headers, 'bids', { auction_id: auction.id, amount: 45_000 })).statusCode,
    ).toBe(409);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(auction.id)));
    expect(audit).toMatchObject({
      action: 'auction.cancel',
      actorRole: 'operations',
      before: { status: 'active' },
      after: { status: 'cancelled' },
      reason: 'Flood damage found at pickup',
    });
  });

  it('cancelling twice, or a sale already final, is a 409 and changes nothing', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    expect((await cancel(auction.id, { reason: 'Duplicate listing' })).statusCode).toBe(200);
    const again = await cancel(auction.id, { reason: 'Duplicate listing' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
    const won = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: await createUser(ctx.db),
      amount: 40_000,
    });
    expect((await cancel(won.id, { reason: 'Seller changed mind' })).statusCode).toBe(409);
    expect((await findAuction(ctx.db, won.id)).status).toBe(won.status);
  });

  it('bad input is refused before anything changes: no reason, a blank or control-character reason, an unknown or malformed id', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    for (const payload of [
      {},
      { reason: '  ' },
      { reason: 'ok\u0000no' },
      { reason: 'x'.repeat(501) },
    ])
      expect((await cancel(auction.id, payload)).statusCode).toBe(422);
    expect((await cancel(999_999, { reason: 'Not here' })).statusCode).toBe(404);
    expect((await cancel('abc', { reason: 'Not here' })).statusCode).toBe(422);
    expect((await findAuction(ctx.db, auction.id)).status).toBe('active');
  });

  it('a dealer, a seller or an inspector may not cancel', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const inspector = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector'],
    });
    const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    for (const email of [inspector.email, seller.email, (await ctx.dealer()).user.email]) {
      const headers = { authorization: `Bearer ${await ctx.login(email)}` };
      expect((await cancel(auction.id, { reason: 'Not mine' }, headers)).statusCode).toBe(403);
    }
    expect((await findAuction(ctx.db, auction.id)).status).toBe('active');
  });
});
