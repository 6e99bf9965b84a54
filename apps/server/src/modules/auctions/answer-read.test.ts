import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, inventories } from '../../db/schema';
import { createAuction, createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createAuctionsRepository } from './auctions.repository';

/**
 * The answer's read brings the auction and its car as one JSON value each; a list reads them
 * column by column. Both must give the same rows, value for value and type for type.
 */
describe("the answer's read of an auction and its car", () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let repo: ReturnType<typeof createAuctionsRepository>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    repo = createAuctionsRepository(ctx.db);
  });
  afterAll(() => ctx.close());

  async function bothReads(auctionId: number) {
    const answer = await repo.findAnswer(auctionId, [], 50);
    const [listed] = await repo.findViewsByIds([auctionId]);
    return { answered: answer!.view, listed: listed! };
  }

  it('of a fresh auction, with its empty columns, equals the read column by column', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const { answered, listed } = await bothReads(auction.id);
    expect(answered).toEqual(listed);
    expect(answered.auction.highestAmount).toBeNull();
    expect(answered.auction.timeEnd).toBeInstanceOf(Date);
  });

  it('of an awarded auction with every column filled, equals the read column by column', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, { sellerGroupId, now });
    const dealer = await ctx.dealer();
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v2/dealers/bids',
      headers: dealer.headers,
      payload: { auction_id: auction.id, amount: 31_000 },
    });
    expect(placed.statusCode).toBe(200);
    const highestBidId = placed.json().data.auction.highest_bid.id as number;
    await ctx.db
      .update(auctions)
      .set({
        timePreview: new Date(now - 120_000),
        closedAt: new Date(now + 1_234),
        awardStatus: 'pending_award',
        awardedBidId: highestBidId,
        wonAt: new Date(now + 5_678),
        cancelReason: 'Seller asked — “withdrawn”',
        cancelledBy: dealer.user.id,
        cancelledAt: new Date(now + 9_999),
        negotiation: { offers: [{ amount: 32_500, by: 'seller' }], turn: 'dealer' },
        decisionDueAt: new Date(now + 86_400_000),
        awardedAmount: 9_007_199_254_740_991,
      })
      .where(eq(auctions.id, auction.id));
    await ctx.db
      .update(inventories)
      .set({
        registrationNumber: 'WXY 1234',
        chassisNumber: 'PMHZE123456789',
        engineNumber: 'K20Z-0042',
        photos: [{ url: '/media/cars/front.svg', caption: 'ด้านหน้า "front"' }],
      })
      .where(eq(inventories.id, auction.inventoryId));
    const { answered, listed } = await bothReads(auction.id);
    expect(answered).toEqual(listed);
    expect(answered.auction.awardedAmount).toBe(9_007_199_254_740_991);
    expect(answered.auction.decisionDueAt).toBeInstanceOf(Date);
    expect(answered.awardedBid?.id).toBe(highestBidId);
  });

  it("brings the history's shown fields of the latest bids, newest first, as the history read has them", async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const dealers = [await ctx.dealer(), await ctx.dealer()];
    for (let i = 0; i < 5; i++) {
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/bids',
        headers: dealers[i % 2]!.headers,
        payload: { auction_id: auction.id, amount: 31_000 + i * 1_000 },
      });
      expect(placed.statusCode).toBe(200);
    }
    const answer = await repo.findAnswer(auction.id, [], 3);
    const full = await repo.findBidHistory(auction.id, 3);
    expect(full.map((b) => b.amount)).toEqual([35_000, 34_000, 33_000]);
    expect(answer!.history).toEqual(
      full.map(({ id, userId, amount, bidderNo, createdAt }) => ({
        id,
        userId,
        amount,
        bidderNo,
        createdAt,
      })),
    );
    expect(answer!.history[0]!.createdAt).toBeInstanceOf(Date);
    expect(answer!.history.map((b) => b.userId)).toEqual([
      dealers[0]!.user.id,
      dealers[1]!.user.id,
      dealers[0]!.user.id,
    ]);
  });
});
