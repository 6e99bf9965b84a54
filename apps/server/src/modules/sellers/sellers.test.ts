import { SELLER_STAGES, sellerAuctionPageSchema } from '@autobid/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../db/schema';
import { createAuction, createBid, createWonAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import {
  createOneOfEachStatus,
  createSealedBid,
  DAY,
  HOUR,
  SELLER_BASE,
  signInSeller,
} from './seller-testing';

const STAGES = ['pending', 'live', 'ended', 'completed'] as const;

describe('the seller lists by stage', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers });

  it('each stage holds exactly its documented statuses of the caller group, every status in one stage', async () => {
    const seller = await signInSeller(ctx);
    const byStatus = await createOneOfEachStatus(ctx.db, seller.groupId, ctx.clock.now());
    const seen: string[] = [];
    for (const stage of STAGES) {
      const res = await get(`${SELLER_BASE}/${stage}?per_page=200`, seller.headers);
      expect(res.statusCode).toBe(200);
      const page = sellerAuctionPageSchema.parse(res.json());
      const statuses = page.data.map((a) => a.status).sort();
      expect(statuses).toEqual([...SELLER_STAGES[stage]].sort());
      expect(page.data.every((a) => a.stage === stage)).toBe(true);
      expect(page.meta.pagination).toEqual({
        total: statuses.length,
        per_page: 200,
        current_page: 1,
        last_page: 1,
      });
      expect(page.data.map((a) => a.id).sort()).toEqual(
        SELLER_STAGES[stage].map((s) => byStatus.get(s)).sort(),
      );
      seen.push(...statuses);
    }
    expect(seen.sort()).toEqual([...byStatus.keys()].sort());
  });

  it('a tag keeps one status of the stage; a status of another stage as tag is a 422 naming tag', async () => {
    const seller = await signInSeller(ctx);
    const byStatus = await createOneOfEachStatus(ctx.db, seller.groupId, ctx.clock.now());
    const reserved = await get(`${SELLER_BASE}/ended?tag=reserved`, seller.headers);
    expect(reserved.json().data.map((a: { id: number }) => a.id)).toEqual([
      byStatus.get('reserved'),
    ]);
    const wrong = await get(`${SELLER_BASE}/ended?tag=active`, seller.headers);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['tag']);
  });

  it('a seller of another group, a dealer and an anonymous caller never see the group auctions', async () => {
    const seller = await signInSeller(ctx);
    await createOneOfEachStatus(ctx.db, seller.groupId, ctx.clock.now());
    const other = await signInSeller(ctx);
    const dealer = await ctx.dealer();
    for (const path of [...STAGES, 'pending/session-count']) {
      const otherRes = await get(`${SELLER_BASE}/${path}`, other.headers);
      expect(otherRes.statusCode).toBe(200);
      expect(otherRes.json().data).toEqual([]);
      expect((await get(`${SELLER_BASE}/${path}`, dealer.headers)).statusCode).toBe(403);
      expect((await get(`${SELLER_BASE}/${path}`)).statusCode).toBe(401);
    }
  });

  it('a pending award shows the seller its reserve, the top bid to accept by bidder number and the time left to decide, never the dealer', async () => {
    const seller = await signInSeller(ctx);
    const dealer = await ctx.dealer();
    const now = ctx.clock.now();
    const closedAt = new Date(now - 10 * HOUR);
    const auction = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      status: 'reserved',
      awardStatus: 'pending_award',
      closedAt,
      timeEnd: closedAt,
      reservePrice: 30_000,
    });
    const bid = await createBid(ctx.db, {
      auctionId: auction.id,
      user: dealer.user,
      amount: 25_000,
      createdAt: new Date(closedAt.getTime() - 60_000),
    });
    await ctx.db
      .update(auctions)
      .set({
        highestAmount: 25_000,
        highestBidId: bid.id,
        leaderId: dealer.user.id,
        bidCount: 1,
        biddersCount: 1,
      })
      .where(eq(auctions.id, auction.id));

    const [item] = (await get(`${SELLER_BASE}/ended?tag=reserved`, seller.headers)).json().data;
    expect(item).toMatchObject({
      status: 'reserved',
      award_status: 'pending_award',
      reserve_price: 30_000,
      is_reserve_met: false,
      highest_bid: { id: bid.id, amount: 25_000, bidder_no: 1 },
      top_bids: [{ id: bid.id, amount: 25_000, bidder_no: 1, bid_type: null }],
      decision_deadline: new Date(closedAt.getTime() + 48 * HOUR).toISOString(),
      decision_seconds_left: 38 * 3600,
      winner: null,
    });
    expect(JSON.stringify(item)).not.toContain(dealer.user.name);
  });

  it('a won award names the winning dealer and group to the seller', async () => {
    const seller = await signInSeller(ctx);
    const dealer = await ctx.dealer();
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now: ctx.clock.now(),
      winner: dealer.user,
      amount: 31_000,
    });
    const [item] = (await get(`${SELLER_BASE}/completed`, seller.headers)).json().data;
    expect(item).toMatchObject({
      id: auction.id,
      status: 'awarded',
      award_status: 'won',
      is_reserve_met: true,
      decision_deadline: null,
    });
    expect(item.winner).toEqual({
      bidder_no: 1,
      amount: 31_000,
      dealer_name: dealer.user.name,
      group_id: dealer.user.activeGroupId,
      group_name: expect.any(String),
    });
  });

  it('a sealed auction shows its seller only the counts while bidding is open, and the best bid of each type after the close', async () => {
    const seller = await signInSeller(ctx);
    const [a, b] = [await ctx.dealer(), await ctx.dealer()];
    const now = ctx.clock.now();
    const live = await createAuction(ctx.db, {
      sellerGroupId: seller.groupId,
      now,
      type: 'closed',
      bidCount: 2,
      biddersCount: 2,
    });
    await createSealedBid(ctx.db, {
      auctionId: live.id,
      user: a.user,
      amount: 28_000,
      bidType: 'whole_car',
      bidderNo: 1,
      at: new Date(now),
    });
    await createSealedBid(ctx.db, {
      auctionId: live.id,
      user: b.user,
      amount: 29_000,
      bidType: 'whole_car',
      bidderNo: 2,
      at: new Date(now),
    });
    const [open] = (await get(`${SELLER_BASE}/live`, seller.headers)).json().data;
    expect(open).toMatchObject({
      id: live.id,
      bid_count: 2,
      bidders_count: 2,
      highest_bid: null,
      top_bids: [],
      is_reserve_met: null,
    });
    expect(JSON.stringify(open)).not.toContain('29000');

    await ctx.db
      .update(auctions)
      .set({
        status: 'reserved',
        awardStatus: 'pending_award',
        closedAt: new Date(now),
        timeEnd: new Date(now),
      })
      .where(eq(auctions.id, live.id));
    await createSealedBid(ctx.db, {
      auctionId: live.id,
      user: a.user,
      amount: 12_000,
      bidType: 'body_only',
      bidderNo: 1,
      at: new Date(now - 1),
    });
    // A bid of the window before a restart no longer stands.
    await createSealedBid(ctx.db, {
      auctionId: live.id,
      user: b.user,
      amount: 99_000,
      bidType: 'whole_car',
      bidderNo: 2,
      at: new Date(live.timeStart.getTime() - DAY),
    });
    const [closed] = (await get(`${SELLER_BASE}/ended`, seller.headers)).json().data;
    expect(closed.highest_bid).toMatchObject({
      amount: 29_000,
      bidder_no: 2,
      bid_type: 'whole_car',
    });
    expect(
      closed.top_bids
        .map((x: { amount: number; bid_type: string }) => [x.bid_type, x.amount])
        .sort(),
    ).toEqual([
      ['body_only', 12_000],
      ['whole_car', 29_000],
    ]);
    expect(closed.is_reserve_met).toBe(false);
  });

  it('pages say the total and last page; a page past the last is empty with the true total', async () => {
    const seller = await signInSeller(ctx);
    const now = ctx.clock.now();
    for (let i = 0; i < 5; i += 1)
      await createAuction(ctx.db, {
        sellerGroupId: seller.groupId,
        now,
        timeEnd: new Date(now + (i + 1) * DAY),
      });
    const second = (await get(`${SELLER_BASE}/live?per_page=2&page=2`, seller.headers)).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta.pagination).toEqual({
      total: 5,
      per_page: 2,
      current_page: 2,
      last_page: 3,
    });
    const beyond = (await get(`${SELLER_BASE}/live?per_page=2&page=9`, seller.headers)).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination).toEqual({
      total: 5,
      per_page: 2,
      current_page: 9,
      last_page: 3,
    });
  });
});
