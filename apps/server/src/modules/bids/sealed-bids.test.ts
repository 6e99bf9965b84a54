import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '../../db/schema';
import { createAuction, createGroup, createUser, findAuction } from '../../testing/factories';
import { closeUnsoldAndRestart } from '../../testing/restart';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('closed (sealed) auctions', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const dealer = () => ctx.dealer();
  const sealed = (
    headers: Record<string, string>,
    auctionId: number,
    amount: number,
    bidType = 'whole_car',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/closed-bids',
      headers,
      payload: { auction_id: auctionId, amount, bid_type: bidType },
    });
  const view = (headers: Record<string, string>, id: number) =>
    ctx.app.inject({ url: `/auction/api/v2/dealers/auctions/live/${id}`, headers });

  it('SEAL-1, SEAL-2: each dealer sees only their own amount; others and every event see only the counts', async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      type: 'closed',
      reservePrice: 30_000,
    });
    const [a, b] = [await dealer(), await dealer()];
    const before = ctx.published.length;
    expect((await sealed(a.headers, auction.id, 27_345)).statusCode).toBe(200);
    const bRes = await sealed(b.headers, auction.id, 26_789, 'body_only');
    expect(bRes.json().data.auction).toMatchObject({
      bid_count: 2,
      bidders_count: 2,
      highest_bid: null,
      position: 'nobid',
      sealed: { reveal_state: 'open', process_state: 'pending' },
    });
    const aView = JSON.stringify((await view(a.headers, auction.id)).json());
    const bView = JSON.stringify((await view(b.headers, auction.id)).json());
    expect(aView).toContain('27345');
    expect(aView).not.toContain('26789');
    expect(bView).toContain('26789');
    expect(bView).not.toContain('27345');
    const events = JSON.stringify(ctx.published.slice(before));
    expect(events).not.toContain('27345');
    expect(events).not.toContain('26789');
  });

  it("SEAL-2: a raise must be higher than the dealer's own bid of that type; an open auction refuses sealed bids", async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      type: 'closed',
    });
    const a = await dealer();
    await sealed(a.headers, auction.id, 25_000);
    const lower = await sealed(a.headers, auction.id, 25_000);
    expect(lower.statusCode).toBe(422);
    expect(lower.json().code).toBe('sealed_bid_not_higher');
    expect((await sealed(a.headers, auction.id, 26_000)).statusCode).toBe(200);
    const open = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    expect((await sealed(a.headers, open.id, 25_000)).json().code).toBe('auction_not_closed_type');
    const badType = await sealed(a.headers, auction.id, 30_000, 'engine');
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.bid_type).toEqual(['bid_type must be whole_car or body_only']);
  });

  it('SEAL-3: at the end the best whole-car bid at the reserve wins, is revealed, and the winner is told', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      type: 'closed',
      reservePrice: 30_000,
      timeEnd: new Date(now + 60_000),
    });
    const [a, b] = [await dealer(), await dealer()];
    await sealed(a.headers, auction.id, 31_000);
    await sealed(b.headers, auction.id, 30_500);
    ctx.clock.advance(60_000);
    const before = ctx.published.length;
    await ctx.app.lifecycle.advance();
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'awarded',
      awardStatus: 'won',
      leaderId: a.user.id,
      highestAmount: 31_000,
    });
    expect(ctx.published.slice(before).find((e) => e.event === 'auction.won')).toMatchObject({
      channel: `private-user.${a.user.id}`,
      data: { amount: 31_000 },
    });
    const bView = (await view(b.headers, auction.id)).json().data;
    expect(bView).toMatchObject({
      position: 'outbid',
      highest_bid: { amount: 31_000 },
      sealed: { reveal_state: 'revealed', process_state: 'fail' },
    });
    expect((await view(a.headers, auction.id)).json().data.sealed.process_state).toBe('success');
  });
  async function createSealedClosingInAMinute(reservePrice: number) {
    const now = ctx.clock.now();
    return createAuction(ctx.db, {
      sellerGroupId,
      now,
      type: 'closed',
      reservePrice,
      timeEnd: new Date(now + 60_000),
    });
  }
  const signIn = async (email: string) => ({ authorization: `Bearer ${await ctx.login(email)}` });

  it('LIFE-5, SEAL-3: a restarted sealed auction with no bid in its new window ends unsold, whatever the old window held', async () => {
    const auction = await createSealedClosingInAMinute(40_000);
    const a = await dealer();
    await sealed(a.headers, auction.id, 35_000);
    await closeUnsoldAndRestart(ctx, auction.id);
    ctx.clock.advance(600_000);
    await ctx.app.lifecycle.advance();
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'ended',
      awardStatus: null,
    });
  });

  it("LIFE-5, SEAL-2: after a restart only the new window's sealed bids stand, for a raise and for the seller's decision", async () => {
    const auction = await createSealedClosingInAMinute(40_000);
    const [a, b, c] = [await dealer(), await dealer(), await dealer()];
    await sealed(a.headers, auction.id, 25_000);
    await sealed(c.headers, auction.id, 35_000);
    await closeUnsoldAndRestart(ctx, auction.id);
    // A's bid of the first window no longer stands: a lower bid now is a first bid, not a lowered one.
    expect((await sealed(await signIn(a.user.email), auction.id, 20_000)).statusCode).toBe(200);
    expect((await sealed(await signIn(b.user.email), auction.id, 30_000)).statusCode).toBe(200);
    ctx.clock.advance(600_000);
    await ctx.app.lifecycle.advance();
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'reserved',
      awardStatus: 'pending_award',
    });
    const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    const sellerHeaders = await signIn(seller.email);
    const ledger = await ctx.db
      .select()
      .from(bids)
      .where(eq(bids.auctionId, auction.id))
      .orderBy(asc(bids.id));
    const oldC = ledger.find((row) => row.userId === c.user.id)!;
    const newB = ledger.find((row) => row.userId === b.user.id)!;
    const accept = (bidId: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/portal/api/v2/dealers/bids/${bidId}/accept`,
        headers: sellerHeaders,
        payload: { auction_id: auction.id },
      });
    // C bid only in the first window: that bid is history, not the top bid the seller may accept.
    expect((await accept(oldC.id)).statusCode).toBe(422);
    expect((await accept(newB.id)).statusCode).toBe(200);
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      awardStatus: 'won',
      leaderId: b.user.id,
      highestAmount: 30_000,
    });
  });
});
