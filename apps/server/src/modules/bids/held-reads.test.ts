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
    const a = createBidNode(ctx);
    const b = createBidNode(ctx);
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second, watcher] = [await dealer(), await dealer(), await dealer()];
    await a.bids.placeBid(first, { auction_id: auction.id, amount: 20_000 });
    expect(await a.readHeld(watcher, auction.id)).toMatchObject({
      highest_bid: { amount: 20_000 },
    });

    // Another node's bid, with no news of it between the nodes.
    await b.bids.placeBid(second, { auction_id: auction.id, amount: 25_000 });
    expect(await a.readHeld(watcher, auction.id)).toBeUndefined();
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
