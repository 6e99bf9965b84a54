import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup } from '../../testing/factories';
import { closeUnsoldAndRestart } from '../../testing/restart';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createAuctionsRepository } from './auctions.repository';
import type { WholeAuction } from './whole-auction';

/** What the answer's read would bring for these dealers, from the auction read whole. */
function answerReadOf(whole: WholeAuction, userIds: readonly number[]) {
  const unique = [...new Set(userIds)];
  return {
    view: whole.view,
    inspection: whole.inspection,
    history: whole.history,
    userBids: unique.flatMap((id) => whole.ownBids.get(id) ?? []),
    maxBids: whole.standing
      .filter((m) => unique.includes(m.userId))
      .map((m) => ({
        id: m.id,
        userId: m.userId,
        auctionId: whole.view.auction.id,
        ceiling: m.ceiling,
      })),
    snapIts: unique.flatMap((id) => whole.snapIts.get(id) ?? []),
  };
}

/**
 * The read of an auction whole (ADR 0009) brings, for any dealers, exactly what the answer's read
 * brings for them: the view, the inspection, the history and each one's own latest bids of the
 * current window (per sealed bid type), max bid and snap-it.
 */
describe('an auction read whole', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const repo = () => createAuctionsRepository(ctx.db, ctx.database.prepared);

  async function sealedBid(
    headers: Record<string, string>,
    auctionId: number,
    amount: number,
    bidType: 'whole_car' | 'body_only',
  ) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/closed-bids',
      headers,
      payload: { auction_id: auctionId, amount, bid_type: bidType },
    });
    expect(answer.statusCode).toBe(200);
  }

  it('of a sealed auction, where one dealer raised 55 times, equals the answer read for every dealer', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      type: 'closed',
      timeEnd: new Date(now + 60_000),
    });
    const [a, b, c] = [await ctx.dealer(), await ctx.dealer(), await ctx.dealer()];
    await sealedBid(a.headers, auction.id, 20_000, 'body_only');
    for (let i = 1; i <= 55; i += 1)
      await sealedBid(a.headers, auction.id, 30_000 + i * 100, 'whole_car');
    await sealedBid(b.headers, auction.id, 31_000, 'whole_car');
    await sealedBid(b.headers, auction.id, 32_000, 'whole_car');
    const users = [a.user.id, b.user.id, c.user.id];

    const whole = await repo().findWhole(auction.id, null);
    const read = await repo().findAnswer(auction.id, users, 50);
    expect(answerReadOf(whole!, users)).toEqual(read);
    expect(whole!.ownBids.get(a.user.id)).toHaveLength(51);
    expect(whole!.bidderNos.size).toBe(2);
  });

  it('of a restarted auction, leaves out the bids and bidders of the window before, as the answer read does', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      type: 'closed',
      reservePrice: 40_000,
      timeEnd: new Date(now + 60_000),
    });
    const dealer = await ctx.dealer();
    await sealedBid(dealer.headers, auction.id, 35_000, 'whole_car');
    await closeUnsoldAndRestart(ctx, auction.id);

    const whole = await repo().findWhole(auction.id, null);
    const read = await repo().findAnswer(auction.id, [dealer.user.id], 50);
    expect(answerReadOf(whole!, [dealer.user.id])).toEqual(read);
    expect(whole!.ownBids.get(dealer.user.id)).toBeUndefined();
    // A new round: no bid in its history, no bidder numbered yet.
    expect(whole!.history).toEqual([]);
    expect(whole!.bidderNos.size).toBe(0);
  });

  it('with the version it is at, brings nothing; after a change, the auction as it now is', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const whole = await repo().findWhole(auction.id, null);
    expect(await repo().findWhole(auction.id, whole!.version)).toBeUndefined();
    const dealer = await ctx.dealer();
    const bid = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers: dealer.headers,
      payload: { auction_id: auction.id, amount: 20_000 },
    });
    expect(bid.statusCode).toBe(200);
    const after = await repo().findWhole(auction.id, whole!.version);
    expect(after!.version).not.toBe(whole!.version);
    expect(after!.view.auction.bidCount).toBe(1);
  });
});
