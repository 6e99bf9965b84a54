import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createBidNode } from '../../testing/bid-node';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createHeldWriteRepository, type HeldWriteRepository } from './held-write.repository';
import type { Dealer } from './locked-change';

/**
 * A dealer's read of an auction this node holds is answered from the held copy once a look at the
 * database, sent after the read arrived, confirms it (ADR 0009): the same answer as a read of the
 * database, never an older one, and the reads that arrive together share their looks.
 */
describe('reads of an auction this node holds', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  /** A held-write repository that counts its looks (checks alone, or riding with a write). */
  function countedRepo() {
    const real = createHeldWriteRepository();
    const counted = { looks: 0 };
    const repo: HeldWriteRepository = {
      writeBatches: async (...args) => {
        counted.looks += (args[3] ?? []).length;
        return real.writeBatches(...args);
      },
      check: async (...args) => {
        counted.looks += args[1].length;
        return real.check(...args);
      },
    };
    return { repo, counted };
  }

  async function until(condition: () => boolean): Promise<void> {
    for (let i = 0; i < 200 && !condition(); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(condition()).toBe(true);
  }

  async function dealer(
    options: { market?: string; language?: 'en' | 'th' | 'id' } = {},
  ): Promise<Dealer> {
    const user = await createUser(ctx.db);
    return {
      id: user.id,
      groupId: user.activeGroupId!,
      market: options.market ?? 'MY',
      ...(options.language ? { language: options.language } : {}),
    };
  }

  it('answer a watcher, a bidder, the leader, each language and another market as a read of the database does, a hundred reads at once sharing two looks', async () => {
    const { repo, counted } = countedRepo();
    const path = createBidNode(ctx, { heldRepo: repo });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second] = [await dealer(), await dealer()];
    await path.bids.placeBid(first, { auction_id: auction.id, amount: 20_000 });
    await path.bids.placeMaxBid(second, { auction_id: auction.id, amount: 30_000 });
    const viewers = [
      first,
      second,
      await dealer(),
      await dealer({ language: 'th' }),
      await dealer({ language: 'id' }),
      await dealer({ market: 'SG' }),
    ];
    const readers = Array.from({ length: 100 }, (_, i) => viewers[i % viewers.length]!);

    counted.looks = 0;
    const held = await Promise.all(readers.map((viewer) => path.readHeld(viewer, auction.id)));
    expect(counted.looks).toBe(2);
    expect(path.batchCounts().dealerReads).toEqual({ held: 100, database: 0 });
    const fromDatabase = await path.auctions.getForDealers(readers, auction.id);
    expect(held).toEqual(fromDatabase);
    expect(held[5]).toBeInstanceOf(AppError);
    expect(held[1]).toMatchObject({ position: 'winning', max_bid: { amount: 30_000 } });
    expect(held[0]).toMatchObject({ position: 'outbid' });
  });

  it('never answer an older auction than the database holds: a bid of another node, a change by another path and a close are all seen', async () => {
    const { repo, counted } = countedRepo();
    const a = createBidNode(ctx, { heldRepo: repo });
    const b = createBidNode(ctx);
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second, watcher] = [await dealer(), await dealer(), await dealer()];
    await a.bids.placeBid(first, { auction_id: auction.id, amount: 20_000 });
    expect(await a.readHeld(watcher, auction.id)).toMatchObject({
      highest_bid: { amount: 20_000 },
    });

    // Another node's bid, with no news of it between the nodes.
    await b.bids.placeBid(second, { auction_id: auction.id, amount: 25_000 });
    counted.looks = 0;
    expect(await a.readHeld(watcher, auction.id)).toBeUndefined();
    // The look that found it changed let it go: the next read looks no more.
    expect(await a.readHeld(watcher, auction.id)).toBeUndefined();
    expect(counted.looks).toBe(1);
    const [afterBid] = await a.auctions.getForDealers([watcher], auction.id);
    expect(await a.read(watcher, auction.id)).toEqual(afterBid);
    expect(afterBid).toMatchObject({ highest_bid: { amount: 25_000 } });

    // A change by another path: staff move the end, outside the bid path.
    await a.bids.placeBid(first, { auction_id: auction.id, amount: 30_000 });
    expect(await a.readHeld(watcher, auction.id)).toMatchObject({
      highest_bid: { amount: 30_000 },
    });
    const later = new Date(ctx.clock.now() + 7_200_000);
    await ctx.db.update(auctions).set({ timeEnd: later }).where(eq(auctions.id, auction.id));
    expect(await a.readHeld(watcher, auction.id)).toBeUndefined();
    expect(await a.read(watcher, auction.id)).toMatchObject({ time_end: later.toISOString() });

    // Closed by the clock's path: the status the database holds, never the held one.
    await ctx.db
      .update(auctions)
      .set({ status: 'ended', updatedAt: sql`now()` })
      .where(eq(auctions.id, auction.id));
    expect(await a.readHeld(watcher, auction.id)).toBeUndefined();
    expect(await a.read(watcher, auction.id)).toMatchObject({ status: 'ended' });
  });

  it('a read’s look waiting with a bid of the same auction, behind another auction’s statement, goes in a statement of its own: the bid is written and the read answered', async () => {
    const real = createHeldWriteRepository();
    let gate: Promise<void> | null = null;
    let openGate = () => {};
    const statements: number[][] = [];
    const repo: HeldWriteRepository = {
      writeBatches: async (...args) => {
        statements.push([
          ...args[1].map((item) => item.held.auctionId),
          ...(args[3] ?? []).map((check) => check.auctionId),
        ]);
        if (gate) await gate;
        return real.writeBatches(...args);
      },
      check: async (...args) => {
        statements.push(args[1].map((check) => check.auctionId));
        return real.check(...args);
      },
    };
    const path = createBidNode(ctx, { heldRepo: repo, heldWritesInFlight: 1 });
    const [hot, other] = [
      await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() }),
      await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() }),
    ];
    const [first, second, watcher] = [await dealer(), await dealer(), await dealer()];
    await path.bids.placeBid(first, { auction_id: hot.id, amount: 20_000 });
    await path.bids.placeBid(first, { auction_id: other.id, amount: 20_000 });

    gate = new Promise<void>((resolve) => (openGate = resolve));
    statements.length = 0;
    const otherBid = path.bids.placeBid(second, { auction_id: other.id, amount: 25_000 });
    await until(() => statements.length === 1);
    const hotBid = path.bids.placeBid(second, { auction_id: hot.id, amount: 25_000 });
    const read = path.read(watcher, hot.id);
    // Let the hot auction's bid reach the writer's queue beside the read's look.
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate = null;
    openGate();

    const settled = await Promise.allSettled([otherBid, hotBid, read]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(path.warnings).toEqual([]);
    for (const statement of statements) expect(new Set(statement).size).toBe(statement.length);
    expect(statements.some((s) => s.length === 1 && s[0] === hot.id)).toBe(true);
    const answered = (settled[2] as PromiseFulfilledResult<{ highest_bid: { amount: number } }>)
      .value;
    expect([20_000, 25_000]).toContain(answered.highest_bid.amount);
    const [final] = await path.auctions.getForDealers([watcher], hot.id);
    expect(final).toMatchObject({ highest_bid: { amount: 25_000 } });
    expect(await path.read(watcher, hot.id)).toEqual(final);
  });

  it('are read from the database when the node does not hold the auction or it is sealed', async () => {
    const path = createBidNode(ctx);
    const watcher = await dealer();
    const unheld = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    expect(await path.readHeld(watcher, unheld.id)).toBeUndefined();
    expect(await path.read(watcher, unheld.id)).toMatchObject({ id: unheld.id });

    const sealed = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      type: 'closed',
    });
    await path.bids
      .placeBid(await dealer(), { auction_id: sealed.id, amount: 20_000 })
      .catch(() => undefined);
    expect(await path.readHeld(watcher, sealed.id)).toBeUndefined();
    expect(path.batchCounts().dealerReads).toEqual({ held: 0, database: 3 });
  });
});
