import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, inventories } from '../../db/schema';
import { createAuction, createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createMarketCatalog } from '../config/market-catalog';
import { createMarketsRepository } from '../config/markets.repository';
import { createAuctionsRepository } from './auctions.repository';
import { createAuctionsService, type Viewer } from './auctions.service';

describe('the answers of a batch of dealers, read once', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let service: ReturnType<typeof createAuctionsService>;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    service = createAuctionsService(createAuctionsRepository(ctx.db), {
      clock: ctx.clock,
      markets: createMarketCatalog(createMarketsRepository(ctx.db).findAll, ctx.clock),
    });
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  /** Each viewer's answer from one read of the batch, and the same viewer's answer read alone. */
  async function batchAndAlone(viewers: Viewer[], auctionId: number) {
    const batch = await service.getForDealers(viewers, auctionId);
    const alone = [];
    for (const viewer of viewers) alone.push((await service.getForDealers([viewer], auctionId))[0]);
    return { batch, alone };
  }

  it('on an open auction every dealer of the batch gets the answer they would get alone, in their language, with the history presented once', async () => {
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    await ctx.db
      .update(inventories)
      .set({
        photos: [
          {
            url: '/media/cars/front.svg',
            caption: 'Front',
            translations: { th: { caption: 'ด้านหน้า' } },
          },
        ],
      })
      .where(eq(inventories.id, auction.inventoryId));
    await ctx.db
      .update(inspections)
      .set({ summaryTranslations: { th: 'สภาพดีโดยรวม' } })
      .where(eq(inspections.inventoryId, auction.inventoryId));
    const [a, b, c] = [await ctx.dealer(), await ctx.dealer(), await ctx.dealer()];
    const bid = (headers: Record<string, string>, amount: number) =>
      post('/auction/api/v2/dealers/bids', headers, { auction_id: auction.id, amount });
    expect((await bid(a.headers, 20_000)).statusCode).toBe(200);
    expect((await bid(b.headers, 21_000)).statusCode).toBe(200);
    expect((await bid(a.headers, 22_000)).statusCode).toBe(200);
    const viewer = (
      user: { id: number; activeGroupId: number | null },
      language: Viewer['language'],
    ) => ({
      id: user.id,
      groupId: user.activeGroupId,
      language,
      market: 'MY',
    });
    const viewers = [
      viewer(a.user, 'en'),
      viewer(b.user, 'th'),
      viewer(c.user, 'id'),
      viewer(a.user, 'th'),
    ];

    const { batch, alone } = await batchAndAlone(viewers, auction.id);

    expect(batch).toEqual(alone);
    const answers = batch.map((answer) => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    expect(answers.map((answer) => answer.position)).toEqual([
      'winning',
      'outbid',
      'nobid',
      'winning',
    ]);
    expect(answers.map((answer) => answer.inventory.photos[0]!.caption)).toEqual([
      'Front',
      'ด้านหน้า',
      'Front',
      'ด้านหน้า',
    ]);
    expect(answers.map((answer) => answer.active_inspection?.summary)).toEqual([
      'Good overall',
      'สภาพดีโดยรวม',
      'Good overall',
      'สภาพดีโดยรวม',
    ]);
    expect(answers[0]!.user_bids.map((own) => own.amount)).toEqual([20_000, 22_000]);
    expect(answers[2]!.user_bids).toEqual([]);
    expect(answers[0]!.bids!.map((shown) => shown.amount)).toEqual([22_000, 21_000, 20_000]);
    // One presented history for the whole batch.
    expect(answers[1]!.bids![0]).toBe(answers[0]!.bids![0]);
    expect(answers[3]!.inventory).toBe(answers[1]!.inventory);
  });

  it('on a sealed auction each dealer of the batch sees only their own bid, as when read alone', async () => {
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      type: 'closed',
      reservePrice: 30_000,
    });
    const [a, b] = [await ctx.dealer(), await ctx.dealer()];
    const sealed = (headers: Record<string, string>, amount: number) =>
      post('/auction/api/v2/dealers/closed-bids', headers, {
        auction_id: auction.id,
        amount,
        bid_type: 'whole_car',
      });
    expect((await sealed(a.headers, 27_345)).statusCode).toBe(200);
    expect((await sealed(b.headers, 26_789)).statusCode).toBe(200);
    const viewers = [a.user, b.user].map((user) => ({
      id: user.id,
      groupId: user.activeGroupId,
      market: 'MY',
    }));

    const { batch, alone } = await batchAndAlone(viewers, auction.id);

    expect(batch).toEqual(alone);
    const [aView, bView] = batch.map((answer) => JSON.stringify(answer));
    expect(aView).toContain('27345');
    expect(aView).not.toContain('26789');
    expect(bView).toContain('26789');
    expect(bView).not.toContain('27345');
  });
});
