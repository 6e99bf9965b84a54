import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAuction, createGroup, createUser, findAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('the seller decides a top bid below the reserve', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let sellerHeaders: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    sellerHeaders = { authorization: `Bearer ${await ctx.login(seller.email)}` };
  });
  afterAll(() => ctx.close());

  async function reservedAuction() {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      reservePrice: 90_000,
      timeEnd: new Date(now + 60_000),
    });
    const dealer = await createUser(ctx.db);
    const headers = { authorization: `Bearer ${await ctx.login(dealer.email)}` };
    const bid = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers,
      payload: { auction_id: auction.id, amount: 20_000 },
    });
    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    return { auction, dealer, headers, bidId: bid.json().data.auction.highest_bid.id as number };
  }
  const decide = (decision: string, bidId: number, auctionId: number, headers = sellerHeaders) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/portal/api/v2/dealers/bids/${bidId}/${decision}`,
      headers,
      payload: { auction_id: auctionId },
    });

  it('LIFE-5: accepting confirms the auction for the top bidder, who is told they won', async () => {
    const { auction, dealer, bidId } = await reservedAuction();
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'reserved',
      awardStatus: 'pending_award',
    });
    const before = ctx.published.length;
    const res = await decide('accept', bidId, auction.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.auction).toMatchObject({
      status: 'confirmed',
      award_status: 'won',
      awarded_bid: { id: bidId },
    });
    expect(ctx.published.slice(before).find((e) => e.event === 'auction.won')).toMatchObject({
      channel: `private-user.${dealer.id}`,
    });
    expect((await decide('reject', bidId, auction.id)).json().code).toBe('invalid_transition');
  });

  it('LIFE-5: rejecting ends it as rejected with the award cancelled', async () => {
    const { auction, bidId } = await reservedAuction();
    const res = await decide('reject', bidId, auction.id);
    expect(res.json().data.auction).toMatchObject({
      status: 'rejected',
      award_status: 'cancelled',
    });
  });

  it('each decision is in the audit log with who decided, before and after; a refused one is not', async () => {
    const accepted = await reservedAuction();
    const rejected = await reservedAuction();
    await decide('accept', accepted.bidId, accepted.auction.id);
    await decide('reject', rejected.bidId, rejected.auction.id);
    await decide('accept', rejected.bidId, rejected.auction.id);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(accepted.auction.id), String(rejected.auction.id)]))
      .orderBy(asc(auditLog.id));
    expect(rows).toMatchObject([
      {
        action: 'award.accept',
        actorRole: 'seller',
        entityType: 'auction',
        entityId: String(accepted.auction.id),
        before: { status: 'reserved' },
        after: { status: 'confirmed', award_status: 'won', bid_id: accepted.bidId, amount: 20_000 },
      },
      {
        action: 'award.reject',
        entityId: String(rejected.auction.id),
        after: { status: 'rejected', award_status: 'cancelled' },
      },
    ]);
  });

  it('only the seller group may decide; a bid of another auction is not found; a body without auction_id is a 422', async () => {
    const { auction, headers, bidId } = await reservedAuction();
    expect((await decide('accept', bidId, auction.id, headers)).statusCode).toBe(403);
    const other = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    expect((await decide('accept', bidId, other.id)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/portal/api/v2/dealers/bids/${bidId}/accept`,
      headers: sellerHeaders,
      payload: {},
    });
    expect(bad.statusCode).toBe(422);
    expect((await findAuction(ctx.db, auction.id)).status).toBe('reserved');
  });

  it('LIFE-6: an award nobody decides expires as rejected 48 hours after the close', async () => {
    const { auction } = await reservedAuction();
    ctx.clock.advance(48 * 3_600_000 - 1_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).status).toBe('reserved');
    ctx.clock.advance(1_000);
    await ctx.app.lifecycle.advance();
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'rejected',
      awardStatus: 'cancelled',
    });
  });
});
