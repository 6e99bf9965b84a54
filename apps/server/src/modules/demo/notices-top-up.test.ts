import { EVENTS, type DealerAuction, type NoticeList } from '@autobid/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctions,
  inventories,
  makes,
  models,
  notices,
  noticesUnpublished,
  users,
} from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { noticeRow } from '../notifications/notice-outbox';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoData } from './seed';

async function get<T>(ctx: TestContext, url: string, token: string): Promise<T> {
  const res = await ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const bell = (ctx: TestContext, token: string) =>
  get<NoticeList>(ctx, '/general/api/v2/notifications?per_page=100', token);

describe('the demo bell after a start', () => {
  let ctx: TestContext;
  let now: Date;
  beforeAll(async () => {
    ctx = await createTestContext();
    now = new Date(ctx.clock.now());
    await seedDemoData(ctx.db, { now });
  }, 120_000);
  afterAll(() => ctx.close());

  it('lists dealer A an outbid notice for each auction the live list shows them outbid on, with the highest bid and their own', async () => {
    const token = await ctx.login('dealer.a@demo.test', DEMO_PASSWORD);
    const live = await get<{ data: DealerAuction[] }>(
      ctx,
      '/auction/api/v2/dealers/auctions/live?per_page=200',
      token,
    );
    const outbid = live.data.filter((a) => a.position === 'outbid');
    expect(outbid.length).toBeGreaterThan(0);

    const list = await bell(ctx, token);
    const told = list.data.filter((n) => n.event === EVENTS.outbid);
    expect(told.map((n) => n.data.auction_id).sort()).toEqual(outbid.map((a) => a.id).sort());
    for (const auction of outbid) {
      const notice = told.find((n) => n.data.auction_id === auction.id)!;
      const best = Math.max(...auction.user_bids.map((b) => b.amount));
      expect(notice.data).toMatchObject({ amount: auction.highest_bid!.amount, your_amount: best });
      expect(best).toBeLessThan(auction.highest_bid!.amount);
    }
  });

  it('gives every demo dealer and the seller a few past notices, newest first, the older half read', async () => {
    for (const [email, others] of [
      ['dealer.a@demo.test', 3],
      ['dealer.b@demo.test', 3],
      ['dealer.sg@demo.test', 3],
      ['seller@demo.test', 4],
    ] as const) {
      const list = await bell(ctx, await ctx.login(email, DEMO_PASSWORD));
      const outbid = list.data.filter((n) => n.event === EVENTS.outbid).length;
      expect(list.data.length, email).toBeGreaterThanOrEqual(2);
      expect(list.data.length - outbid, email).toBeLessThanOrEqual(others);
      const times = list.data.map((n) => Date.parse(n.created_at));
      expect(times, email).toEqual([...times].sort((a, b) => b - a));
      for (const t of times) expect(t).toBeLessThanOrEqual(now.getTime());
      expect(list.meta.unread, email).toBe(Math.ceil(list.data.length / 2));
      expect(list.data.at(-1)!.read_at, email).not.toBeNull();
      expect(list.data[0]!.read_at, email).toBeNull();
    }
    const sellerList = await bell(ctx, await ctx.login('seller@demo.test', DEMO_PASSWORD));
    for (const notice of sellerList.data) {
      expect(notice.event).toBe(EVENTS.sellerAuctionStage);
      const [auction] = await ctx.db
        .select()
        .from(auctions)
        .where(eq(auctions.id, notice.data.auction_id as number));
      // The auction is where the notice says, and never one that ended without bids (the bell
      // words the ended stage as awaiting the seller's decision).
      expect(notice.data.status).toBe(auction!.status);
      expect(auction!.status).not.toBe('ended');
      const [car] = await ctx.db
        .select({ year: inventories.year, make: makes.name, model: models.name })
        .from(inventories)
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .where(eq(inventories.id, auction!.inventoryId));
      expect(notice.data.car).toEqual(car);
    }
    const dealerA = await bell(ctx, await ctx.login('dealer.a@demo.test', DEMO_PASSWORD));
    const events = new Set(dealerA.data.map((n) => n.event));
    expect(events).toContain(EVENTS.auctionWon);
    expect(events).toContain(EVENTS.awardPending);
    expect(events).toContain(EVENTS.transactionUpdated);
  });

  it('writes them as history: published, so the relay never sends them live', async () => {
    const rows = await ctx.db.select().from(notices);
    expect(rows.length).toBeGreaterThan(0);
    expect(await ctx.db.select().from(noticesUnpublished)).toEqual([]);
  });

  it('adds nothing on the next start', async () => {
    const before = await ctx.db.select().from(notices);
    await seedDemoData(ctx.db, { now: new Date(now.getTime() + 3_600_000) });
    expect(await ctx.db.select().from(notices)).toEqual(before);
  });
});

describe('the demo bell beside real notices', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('gives a dealer who already has a notice of their own no demo ones, and leaves theirs as it was', async () => {
    ctx = await createTestContext();
    const now = new Date(ctx.clock.now());
    await seedDemoData(ctx.db, { now });
    const [dealerB] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'dealer.b@demo.test'));
    await ctx.db.delete(notices);
    const [real] = await ctx.db
      .insert(notices)
      .values(
        noticeRow(
          {
            userId: dealerB!.id,
            event: EVENTS.snapItFired,
            data: { auction_id: 1, amount: 50_000, updated_at: now.toISOString() },
          },
          now,
        ),
      )
      .returning();

    await seedDemoData(ctx.db, { now: new Date(now.getTime() + 60_000) });

    const mine = await ctx.db.select().from(notices).where(eq(notices.userId, dealerB!.id));
    expect(mine).toEqual([real]);
    const [dealerA] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'dealer.a@demo.test'));
    const theirs = await ctx.db.select().from(notices).where(eq(notices.userId, dealerA!.id));
    expect(theirs.length).toBeGreaterThan(0);
  }, 120_000);
});
