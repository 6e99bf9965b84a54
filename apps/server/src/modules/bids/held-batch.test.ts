import { minimumNextBid } from '@autobid/auction';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelAuction } from '../../db/auction-cancel';
import { bids, inspections, markets, maxBidEvents, maxBids } from '../../db/schema';
import { createAuction, createGroup, createUser, findAuction } from '../../testing/factories';
import { replayLedger } from '../../testing/ledger-replay';
import { recordSocketWrites } from '../../testing/socket-writes';
import { testDatabaseKind } from '../../testing/test-database';
import { createBidNode, createNewsLine } from '../../testing/bid-node';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createHeldWriteRepository, type HeldWriteRepository } from './held-write.repository';
import type { Dealer } from './locked-change';

/**
 * Bids and max bids decided on the auction a node holds and written with one conditional
 * statement a batch (ADR 0009): the database confirms every answer's version in the same round
 * trip, and a change made anywhere else sends the batch back to a fresh read.
 */
describe('bids decided on the auction this node holds', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const node = (options: Parameters<typeof createBidNode>[1] = {}) => createBidNode(ctx, options);

  /** A held-write repository that counts its writes and checks. */
  function countedRepo(wrap: Partial<HeldWriteRepository> = {}) {
    const real = createHeldWriteRepository();
    const counted = {
      writes: 0,
      checks: 0,
      auctionsPerWrite: [] as number[][],
      checksPerWrite: [] as number[][],
    };
    const repo: HeldWriteRepository = {
      writeBatches: async (...args) => {
        counted.writes += 1;
        counted.auctionsPerWrite.push(args[1].map((item) => item.held.auctionId));
        counted.checksPerWrite.push((args[3] ?? []).map((check) => check.auctionId));
        return (wrap.writeBatches ?? real.writeBatches)(...args);
      },
      check: async (...args) => {
        counted.checks += 1;
        return (wrap.check ?? real.check)(...args);
      },
    };
    return { repo, counted, real };
  }

  async function dealers(count: number): Promise<Dealer[]> {
    const made: Dealer[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createUser(ctx.db);
      made.push({ id: user.id, groupId: user.activeGroupId!, market: 'MY' });
    }
    return made;
  }

  /** Three auctions and three dealers; the first dealer bids 20,000 on each through `path`, which then holds them. */
  async function threeHeldAuctions(path: ReturnType<typeof node>) {
    const lots = await Promise.all(
      [0, 1, 2].map(() => createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() })),
    );
    const bidders = await dealers(3);
    for (const lot of lots)
      await path.bids.placeBid(bidders[0]!, { auction_id: lot.id, amount: 20_000 });
    return [lots, bidders] as const;
  }

  /** Counts what the statements carry from here on. */
  function restartCounts(counted: ReturnType<typeof countedRepo>['counted']) {
    counted.auctionsPerWrite = [];
    counted.checksPerWrite = [];
    counted.checks = 0;
  }

  async function minimumAfter(path: ReturnType<typeof node>, highest: number | null) {
    const market = (await path.markets.get('MY'))!;
    return minimumNextBid({
      startPrice: 20_000,
      highestAmount: highest,
      increments: market.increments,
    });
  }

  /** Publishes a car's second inspection, which changes the car's stamp. */
  async function publishSecondInspection(inventoryId: number, summary: string) {
    const [published] = await ctx.db
      .insert(inspections)
      .values({
        inventoryId,
        version: 2,
        score: 50,
        summary,
        inspectedAt: new Date(ctx.clock.now()),
        sections: [{ key: 'exterior', name: 'Exterior', rating: 50, notes: summary }],
      })
      .returning();
    return published!;
  }

  async function ledgerOf(auctionId: number) {
    return ctx.db
      .select({ id: bids.id, userId: bids.userId, amount: bids.amount, commitSeq: bids.commitSeq })
      .from(bids)
      .where(eq(bids.auctionId, auctionId))
      .orderBy(asc(bids.id));
  }

  async function replays(auctionId: number, path: ReturnType<typeof node>) {
    const market = (await path.markets.get('MY'))!;
    const stored = await findAuction(ctx.db, auctionId);
    return replayLedger(ctx.db, {
      auctionId,
      increments: market.increments,
      extendWindowSeconds: market.extendWindowSeconds,
      originalTimeEnd: ctx.clock.now() + 3_600_000,
    }).then((problems) => ({ problems, stored }));
  }

  it('twenty bids sent at once are accepted in arrival order in a few conditional writes, with no transaction', async () => {
    const { repo, counted } = countedRepo();
    const path = node({ heldRepo: repo });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const bidders = await dealers(20);
    const amounts: number[] = [];
    for (let i = 0; i < 20; i += 1) amounts.push(await minimumAfter(path, amounts.at(-1) ?? null));

    const answers = await Promise.all(
      bidders.map((dealer, i) =>
        path.bids.placeBid(dealer, { auction_id: auction.id, amount: amounts[i]! }),
      ),
    );

    const ledger = await ledgerOf(auction.id);
    expect(ledger.map((b) => b.userId)).toEqual(bidders.map((d) => d.id));
    expect(ledger.map((b) => b.amount)).toEqual(amounts);
    expect(ledger.map((b) => b.commitSeq)).toEqual(amounts.map((_, i) => i + 1));
    // The first bid is written alone; the other nineteen wait for it and are written together.
    expect(counted.writes).toBeLessThanOrEqual(3);
    expect(answers.at(-1)!.highest_bid!.amount).toBe(amounts.at(-1));
    expect(answers.at(-1)!.highest_bid!.id).toBe(ledger.at(-1)!.id);
    expect(answers.at(-1)!.position).toBe('winning');
    // Each dealer is answered with the auction as their batch left it.
    expect(answers[0]!.position).toBe('winning');
    expect(answers[1]!.position).toBe('outbid');
    const { problems, stored } = await replays(auction.id, path);
    expect(problems).toEqual([]);
    expect(stored.highestBidId).toBe(ledger.at(-1)!.id);
  });

  it('bids on twenty auctions sent at once are written in a few statements, each auction exactly as its ledger replays', async () => {
    const { repo, counted } = countedRepo();
    const path = node({ heldRepo: repo });
    const lots = [];
    for (let i = 0; i < 20; i += 1)
      lots.push(await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() }));
    const bidders = await dealers(20);
    // Each auction read whole first, so that the bids below go straight to their writes.
    await Promise.all(
      lots.map((lot, i) => path.bids.placeBid(bidders[i]!, { auction_id: lot.id, amount: 20_000 })),
    );
    counted.writes = 0;
    const answers = await Promise.all(
      lots.map((lot, i) =>
        path.bids.placeBid(bidders[(i + 1) % 20]!, { auction_id: lot.id, amount: 20_500 }),
      ),
    );
    expect(answers.every((a) => a.position === 'winning' && a.highest_bid!.amount === 20_500)).toBe(
      true,
    );
    // The first goes alone; the nineteen that arrive while it is in flight share the next.
    expect(counted.writes).toBeLessThanOrEqual(3);
    for (const lot of lots) {
      expect((await ledgerOf(lot.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
      expect((await replays(lot.id, path)).problems).toEqual([]);
    }
  });

  it('in a statement with other auctions’ batches, a batch whose auction changed elsewhere writes nothing and is decided again; the others are written', async () => {
    const { repo, counted } = countedRepo();
    const a = node({ heldRepo: repo, heldWritesInFlight: 1 });
    const b = node();
    const [[first, stale, fresh], [, y, z]] = await threeHeldAuctions(a);
    // Node B takes `stale` to 20,500 behind node A's back.
    await b.bids.placeBid(y!, { auction_id: stale!.id, amount: 20_500 });
    counted.auctionsPerWrite = [];

    // The first write goes alone; the two behind it share the next statement.
    const [, onStale, onFresh] = await Promise.allSettled([
      a.bids.placeBid(y!, { auction_id: first!.id, amount: 20_500 }),
      a.bids.placeBid(z!, { auction_id: stale!.id, amount: 20_500 }),
      a.bids.placeBid(z!, { auction_id: fresh!.id, amount: 20_500 }),
    ]);
    expect(counted.auctionsPerWrite[1]).toEqual([stale!.id, fresh!.id]);
    expect(onStale).toMatchObject({ status: 'rejected', reason: { code: 'bid_below_minimum' } });
    expect(onFresh).toMatchObject({ status: 'fulfilled', value: { position: 'winning' } });
    expect((await ledgerOf(stale!.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
    expect((await ledgerOf(fresh!.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
    expect((await replays(stale!.id, a)).problems).toEqual([]);
  });

  it('a refusal checked in the statement of another auction’s write, on an auction changed elsewhere, is not answered: the fresh auction decides, and the bid wins', async () => {
    const { repo, counted } = countedRepo();
    const a = node({ heldRepo: repo, heldWritesInFlight: 1 });
    const b = node();
    const [[first, changed, other], [x, y, z]] = await threeHeldAuctions(a);
    // Node B takes `changed` to 20,500: node A still holds x as its leader.
    await b.bids.placeBid(y!, { auction_id: changed!.id, amount: 20_500 });
    const minimum = await minimumAfter(a, 20_500);
    restartCounts(counted);

    // The first write goes alone; x's bid on `changed`, refused as held, is checked in the next.
    const [, onChanged, onOther] = await Promise.all([
      a.bids.placeBid(y!, { auction_id: first!.id, amount: 20_500 }),
      a.bids.placeBid(x!, { auction_id: changed!.id, amount: minimum }),
      a.bids.placeBid(z!, { auction_id: other!.id, amount: 20_500 }),
    ]);
    expect(counted.auctionsPerWrite[1]).toEqual([other!.id]);
    expect(counted.checksPerWrite[1]).toEqual([changed!.id]);
    expect(counted.checks).toBe(0);
    expect(onChanged.position).toBe('winning');
    expect(onChanged.highest_bid!.amount).toBe(minimum);
    expect(onOther.position).toBe('winning');
    expect((await ledgerOf(changed!.id)).map((row) => row.amount)).toEqual([
      20_000,
      20_500,
      minimum,
    ]);
    expect((await ledgerOf(other!.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
    expect((await replays(changed!.id, a)).problems).toEqual([]);
  });

  it('a refusal checked in the statement of another auction’s write, on an auction nobody changed, is answered from that one round trip', async () => {
    const { repo, counted } = countedRepo();
    const a = node({ heldRepo: repo, heldWritesInFlight: 1 });
    const [[first, quiet, other], [, y, z]] = await threeHeldAuctions(a);
    restartCounts(counted);

    const [, onQuiet, onOther] = await Promise.allSettled([
      a.bids.placeBid(y!, { auction_id: first!.id, amount: 20_500 }),
      a.bids.placeBid(y!, { auction_id: quiet!.id, amount: 20_000 }),
      a.bids.placeBid(z!, { auction_id: other!.id, amount: 20_500 }),
    ]);
    expect(counted.auctionsPerWrite).toEqual([[first!.id], [other!.id]]);
    expect(counted.checksPerWrite).toEqual([[], [quiet!.id]]);
    expect(counted.checks).toBe(0);
    expect(onQuiet).toMatchObject({ status: 'rejected', reason: { code: 'bid_below_minimum' } });
    expect(onOther).toMatchObject({ status: 'fulfilled', value: { position: 'winning' } });
    expect((await ledgerOf(quiet!.id)).map((row) => row.amount)).toEqual([20_000]);
  });

  it('a max bid written in the statement that checks another auction’s refusal is saved, logged, bid and answered, and the refusal answered too', async () => {
    const { repo, counted } = countedRepo();
    const a = node({ heldRepo: repo, heldWritesInFlight: 1 });
    const [[first, quiet, other], [x, y, z]] = await threeHeldAuctions(a);
    restartCounts(counted);

    const [onFirst, onQuiet, onOther] = await Promise.allSettled([
      a.bids.placeBid(y!, { auction_id: first!.id, amount: 20_500 }),
      a.bids.placeBid(y!, { auction_id: quiet!.id, amount: 20_000 }),
      a.bids.placeMaxBid(z!, { auction_id: other!.id, amount: 22_000 }),
    ]);
    // The plain bid went alone; the max bid's batch went with the refusal's check.
    expect(counted.auctionsPerWrite).toEqual([[first!.id], [other!.id]]);
    expect(counted.checksPerWrite).toEqual([[], [quiet!.id]]);
    expect(onFirst).toMatchObject({ status: 'fulfilled', value: { position: 'winning' } });
    expect(onQuiet).toMatchObject({ status: 'rejected', reason: { code: 'bid_below_minimum' } });
    expect(onOther).toMatchObject({
      status: 'fulfilled',
      value: { position: 'winning', max_bid: { auction_id: other!.id, amount: 22_000 } },
    });
    const saved = await ctx.db.select().from(maxBids).where(eq(maxBids.auctionId, other!.id));
    expect(saved.map((m) => [m.userId, m.ceiling, m.status])).toEqual([[z!.id, 22_000, 'active']]);
    const logged = await ctx.db
      .select()
      .from(maxBidEvents)
      .where(eq(maxBidEvents.auctionId, other!.id));
    expect(logged.map((e) => [e.userId, e.kind, e.ceiling])).toEqual([[z!.id, 'place', 22_000]]);
    // z's max bid outbid the standing 20,000 at once, by the minimum step.
    expect((await ledgerOf(other!.id)).map((row) => [row.userId, row.amount])).toEqual([
      [x!.id, 20_000],
      [z!.id, await minimumAfter(a, 20_000)],
    ]);
    expect((await ledgerOf(quiet!.id)).map((row) => row.amount)).toEqual([20_000]);
    expect((await replays(other!.id, a)).problems).toEqual([]);
  });

  it('a bid another node outran is judged again on the auction as it now stands, and refused with the new minimum', async () => {
    const a = node();
    const b = node();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second, third] = await dealers(3);
    await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    // Node A holds the auction at 20,000; node B takes it to 20,500.
    const atB = await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
    expect(atB.highest_bid!.amount).toBe(20_500);
    expect(a.batchCounts().heldReadsAgain).toBe(0);

    // 20,500 is the minimum as node A held it: its write finds the auction changed.
    const refused = await a.bids
      .placeBid(third!, { auction_id: auction.id, amount: 20_500 })
      .catch((error: unknown) => error as { code: string; details?: { minimum?: number } });
    expect(refused).toMatchObject({ code: 'bid_below_minimum' });
    expect(a.batchCounts()).toMatchObject({ held: 2, heldReadsAgain: 1 });
    const minimum = await minimumAfter(a, 20_500);
    const accepted = await a.bids.placeBid(third!, { auction_id: auction.id, amount: minimum });
    expect(accepted.highest_bid!.amount).toBe(minimum);
    expect(accepted.bid_count).toBe(3);
    // Node A read the auction again once, when it found it changed; its own write kept it current.
    expect(a.batchCounts()).toMatchObject({ held: 3, heldReadsAgain: 1 });
    expect(b.batchCounts().heldReadsAgain).toBe(0);

    const ledger = await ledgerOf(auction.id);
    expect(ledger.map((row) => row.amount)).toEqual([20_000, 20_500, minimum]);
    expect(ledger.map((row) => row.commitSeq)).toEqual([1, 2, 3]);
    expect((await replays(auction.id, a)).problems).toEqual([]);
  });

  it('a refusal decided on a held auction that changed elsewhere is not answered: the fresh auction decides, and the bid wins', async () => {
    const a = node();
    const b = node();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second] = await dealers(2);
    await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });

    // Node A still holds `first` as the leader, which would refuse them as already winning.
    const minimum = await minimumAfter(a, 20_500);
    const answer = await a.bids.placeBid(first!, { auction_id: auction.id, amount: minimum });
    expect(answer.position).toBe('winning');
    expect(answer.highest_bid!.amount).toBe(minimum);
    expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([
      20_000,
      20_500,
      minimum,
    ]);
  });

  it('a bid after the end another node extended is taken: the extension is read before the bid is refused as late', async () => {
    const a = node();
    const b = node();
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 30_000),
    });
    const [first, second] = await dealers(2);
    await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    // Inside the last minute: node B's bid moves the end to now + 60 s.
    const extended = await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
    expect(Date.parse(extended.time_end)).toBe(now + 60_000);
    ctx.clock.advance(40_000);
    try {
      // Past the end node A holds, before the real one.
      const minimum = await minimumAfter(a, 20_500);
      const answer = await a.bids.placeBid(first!, { auction_id: auction.id, amount: minimum });
      expect(answer.position).toBe('winning');
    } finally {
      ctx.clock.advance(-40_000);
    }
  });

  it('an auction cancelled by staff meanwhile refuses the next bid on the node that held it', async () => {
    const a = node();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second] = await dealers(2);
    await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    const staff = await createUser(ctx.db, { role: 'staff' });
    await ctx.db.transaction((tx) =>
      cancelAuction(tx, {
        id: auction.id,
        fromStatus: 'active',
        reason: 'Wrong car',
        by: staff.id,
        at: new Date(ctx.clock.now()),
      }),
    );

    const refused = await a.bids
      .placeBid(second!, { auction_id: auction.id, amount: 20_500 })
      .catch((error: unknown) => error as { code: string });
    expect(refused).toMatchObject({ code: 'auction_not_active' });
    expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([20_000]);
  });

  it('an inspection published while the auction runs is in the next bid’s answer', async () => {
    const a = node();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second] = await dealers(2);
    const before = await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    const corrected = await publishSecondInspection(
      auction.inventoryId,
      'Corrected: repainted door',
    );

    const after = await a.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
    expect(before.active_inspection?.id).not.toBe(corrected.id);
    expect(after.active_inspection?.id).toBe(corrected.id);
    expect(after.active_inspection?.summary).toBe('Corrected: repainted door');
  });

  it('a committed batch whose auction cannot be read again afterwards is answered as written, never decided again', async () => {
    let failReads = false;
    const a = node({
      wrapAuctions: (service) => ({
        ...service,
        readWhole: (...args) =>
          failReads
            ? Promise.reject(new Error('Connection terminated unexpectedly'))
            : service.readWhole(...args),
      }),
    });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second] = await dealers(2);
    await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    // The car's stamp changes, so the write's answer sends the node to read the auction again.
    const corrected = await publishSecondInspection(auction.inventoryId, 'Second inspection');

    failReads = true;
    const answer = await a.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
    failReads = false;
    expect(answer.highest_bid!.amount).toBe(20_500);
    expect(answer.position).toBe('winning');
    expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
    expect(a.warnings).toEqual([
      'a committed held batch’s auction was not read again; it is answered as written',
    ]);
    // Let go, the auction is read again for the next bid, whose answer shows the new inspection.
    const next = await a.bids.placeBid(first!, { auction_id: auction.id, amount: 21_000 });
    expect(next.active_inspection?.id).toBe(corrected.id);
  });

  it('a market whose increments staff lowered takes a bid at the new minimum on an auction this node holds', async () => {
    const path = node();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second] = await dealers(2);
    await path.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    const [market] = await ctx.db.select().from(markets).where(eq(markets.code, 'MY'));
    const lowered = market!.increments.map((tier) => ({ ...tier, increment: 1 }));
    const oldMinimum = await minimumAfter(path, 20_000);
    const newMinimum = minimumNextBid({
      startPrice: 20_000,
      highestAmount: 20_000,
      increments: lowered,
    });
    expect(newMinimum).toBeLessThan(oldMinimum);
    try {
      await ctx.db.update(markets).set({ increments: lowered }).where(eq(markets.code, 'MY'));
      path.markets.invalidate();

      const answer = await path.bids.placeBid(second!, {
        auction_id: auction.id,
        amount: newMinimum,
      });
      expect(answer.highest_bid!.amount).toBe(newMinimum);
      expect(answer.position).toBe('winning');
    } finally {
      await ctx.db
        .update(markets)
        .set({ increments: market!.increments })
        .where(eq(markets.code, 'MY'));
      path.markets.invalidate();
    }
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'a bid judged before the end, on an auction whose row another transaction holds until after it, waits under the row lock and is refused as ended',
    async () => {
      const path = node();
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const [first, second] = await dealers(2);
      await path.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
      const end = auction.timeEnd.getTime();
      const before = ctx.clock.now();
      try {
        ctx.clock.set(end - 200);
        let late: Promise<unknown> | undefined;
        await ctx.db.transaction(async (tx) => {
          await tx.execute(sql`select id from auctions where id = ${auction.id} for update`);
          late = path.bids
            .placeBid(second!, { auction_id: auction.id, amount: 20_500 })
            .catch((error: unknown) => error);
          // The row stays held longer than the 200 ms the bid had left.
          await new Promise((resolve) => setTimeout(resolve, 600));
          ctx.clock.set(end + 400);
        });
        expect(await late).toMatchObject({ code: 'auction_ended' });
        expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([20_000]);
        expect((await findAuction(ctx.db, auction.id)).timeEnd.getTime()).toBe(end);
      } finally {
        ctx.clock.set(before);
      }
    },
  );

  it('a batch whose statement is sent once the end it was judged against has passed by the node’s clock writes nothing, and is judged again', async () => {
    const wrote: (string | null)[] = [];
    let late = true;
    const { repo, real } = countedRepo({
      writeBatches: async (ex, items, now, checks) => {
        // The first statement is sent as if it had waited in the node's queue until the end.
        const sentAt = late ? items[0]!.held.timeEnd : now;
        late = false;
        const answered = await real.writeBatches(ex, items, sentAt, checks);
        wrote.push(...answered.written.map((w) => w.version));
        return answered;
      },
    });
    const path = node({ heldRepo: repo });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first] = await dealers(1);
    await path.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });

    expect(wrote).toHaveLength(2);
    expect(wrote[0]).toBeNull();
    expect(wrote[1]).not.toBeNull();
    expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([20_000]);
  });

  it('a snap-it replaced through another node is what the next bid’s answer here shows', async () => {
    const a = node();
    const b = node();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second, owner] = await dealers(3);
    await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    await b.snapIts.placeSnapIt(owner!, { auction_id: auction.id, amount: 25_000 });
    // Node A reads the auction again with its next write, and holds the snap-it of 25,000.
    await a.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
    await b.snapIts.placeSnapIt(owner!, { auction_id: auction.id, amount: 26_000 });

    const answer = await a.bids.placeBid(owner!, { auction_id: auction.id, amount: 21_000 });
    expect(answer.snap_it_bid).toMatchObject({ amount: 26_000, status: 'pending' });
  });

  it('a batch whose write fails in the database writes nothing and is decided again under the row lock', async () => {
    let failing = true;
    const { repo, real } = countedRepo({
      writeBatches: async (ex, ...rest) => {
        if (failing) {
          failing = false;
          await ex.execute(sql`select 1 / 0`);
        }
        return real.writeBatches(ex, ...rest);
      },
    });
    const path = node({ heldRepo: repo });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first] = await dealers(1);

    const answer = await path.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
    expect(answer.highest_bid!.amount).toBe(20_000);
    expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([20_000]);
    expect(path.warnings).toEqual(['a held batch failed; it is decided under the lock']);
  });

  it('a write whose answer was lost is answered with the failure and never decided again: the bid stands once', async () => {
    const { repo, real } = countedRepo({
      writeBatches: async (...args) => {
        await real.writeBatches(...args);
        throw new Error('Connection terminated unexpectedly');
      },
    });
    const path = node({ heldRepo: repo });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first] = await dealers(1);

    const refused = await path.bids
      .placeBid(first!, { auction_id: auction.id, amount: 20_000 })
      .catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('may have been written');
    expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([20_000]);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'a batch whose auction’s row another transaction holds does not hold up the batches in its statement: they are answered, and it is decided under the row lock once the row is free',
    async () => {
      const { repo, counted } = countedRepo();
      const a = node({ heldRepo: repo, heldWritesInFlight: 1 });
      const [[first, busy, free], [, y, z]] = await threeHeldAuctions(a);
      restartCounts(counted);

      // Another transaction (staff, the clock, another node under the lock) holds `busy`'s row.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let rowHeld!: () => void;
      const held = new Promise<void>((resolve) => (rowHeld = resolve));
      const holder = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select id from auctions where id = ${busy!.id} for update`);
        rowHeld();
        await released;
      });
      await held;

      // The first write goes alone; the two behind it share the next statement.
      const onFirst = a.bids.placeBid(y!, { auction_id: first!.id, amount: 20_500 });
      const onBusy = a.bids.placeBid(z!, { auction_id: busy!.id, amount: 20_500 });
      const onFree = a.bids.placeBid(z!, { auction_id: free!.id, amount: 20_500 });
      let busyAnswered = false;
      void onBusy.then(
        () => (busyAnswered = true),
        () => (busyAnswered = true),
      );
      const whileHeld = await Promise.race([
        Promise.all([onFirst, onFree]).then(() => 'answered' as const),
        new Promise<'held up'>((resolve) => setTimeout(() => resolve('held up'), 15_000)),
      ]);
      const busyAnsweredWhileHeld = busyAnswered;
      release();
      await holder;

      expect(whileHeld).toBe('answered');
      expect(busyAnsweredWhileHeld).toBe(false);
      // `busy` went to the row lock from its first statement, without being read and sent again.
      expect(counted.auctionsPerWrite).toEqual([[first!.id], [busy!.id, free!.id]]);
      expect(a.batchCounts().rowLock).toMatchObject({ busy: 1, changed: 0, failed: 0 });
      expect(await onFree).toMatchObject({ position: 'winning' });
      expect(await onBusy).toMatchObject({ position: 'winning' });
      expect((await ledgerOf(busy!.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
      expect((await ledgerOf(free!.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
      expect((await replays(busy!.id, a)).problems).toEqual([]);
      expect(a.warnings).toEqual([]);
    },
  );

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'a lone bid reaches PostgreSQL in one write: its bid, its notice and the auction in one statement, no BEGIN or COMMIT',
    async () => {
      const path = node();
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const [first, second] = await dealers(2);
      await path.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
      await path.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });

      // first outbids second: a bid, a notice for second, and first's answer.
      const { value: answer, writes: byConnection } = await recordSocketWrites(
        [ctx.db, ctx.database.prepared],
        () => path.bids.placeBid(first!, { auction_id: auction.id, amount: 21_000 }),
      );
      const writes = [...byConnection.values()].flat();
      expect(writes).toHaveLength(1);
      expect(writes[0]).toContain('write_held_batches');
      expect(writes[0]).not.toMatch(/\bbegin\b|\bcommit\b/i);
      expect(answer.highest_bid!.amount).toBe(21_000);
      expect(answer.position).toBe('winning');
      const stored = await findAuction(ctx.db, auction.id);
      expect(stored.bidCount).toBe(3);
      expect(stored.highestBidId).toBe(answer.highest_bid!.id);
    },
  );
  describe('with the other nodes’ held news', () => {
    /** A node on `line` whose whole reads of auctions are counted. */
    function nodeOn(line: ReturnType<typeof createNewsLine>, heldRepo?: HeldWriteRepository) {
      const reads = { whole: 0 };
      const path = node({
        newsLine: line,
        ...(heldRepo ? { heldRepo } : {}),
        wrapAuctions: (service) => ({
          ...service,
          readWhole: (...args) => {
            reads.whole += 1;
            return service.readWhole(...args);
          },
        }),
      });
      return Object.assign(path, { reads });
    }

    /** Nodes A and B on one line, and an auction node A holds at 20,000 from the first of three dealers. */
    async function heldOnTwoNodes() {
      const line = createNewsLine();
      const a = nodeOn(line);
      const b = nodeOn(line);
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const [first, second, third] = await dealers(3);
      await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
      return { line, a, b, auction, first, second, third };
    }

    it('a bid another node wrote moves the auction this node holds: its next bid is written at once on it, with no read', async () => {
      const line = createNewsLine();
      const { repo, counted } = countedRepo();
      const a = nodeOn(line, repo);
      const b = nodeOn(line);
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const [first, second, third] = await dealers(3);
      await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
      await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
      expect(a.batchCounts().heldNews).toEqual({ applied: 1, dropped: 0 });
      const readsBefore = a.reads.whole;
      counted.writes = 0;

      const minimum = await minimumAfter(a, 20_500);
      const answer = await a.bids.placeBid(third!, { auction_id: auction.id, amount: minimum });
      expect(answer.highest_bid!.amount).toBe(minimum);
      expect(answer.bid_count).toBe(3);
      expect(counted.writes).toBe(1);
      expect(a.reads.whole).toBe(readsBefore);
      expect(a.batchCounts().heldReadsAgain).toBe(0);
      const [read] = await a.auctions.getForDealers([third!], auction.id);
      expect(answer).toEqual(read);
      // Node B heard node A's bid the same way.
      expect(b.batchCounts().heldNews).toEqual({ applied: 1, dropped: 0 });
      expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([
        20_000,
        20_500,
        minimum,
      ]);
      expect((await replays(auction.id, a)).problems).toEqual([]);
    });

    it('news written over a version this node does not hold lets the auction go: the next bid reads it whole and is decided on it', async () => {
      const { line, a, b, auction, first, second, third } = await heldOnTwoNodes();
      // Node A misses the news of 20,500 (Redis away), then hears the one of the bid after it.
      line.isCut = true;
      await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
      line.isCut = false;
      const afterMissed = await minimumAfter(a, 20_500);
      await b.bids.placeBid(third!, { auction_id: auction.id, amount: afterMissed });
      expect(a.batchCounts().heldNews).toEqual({ applied: 0, dropped: 1 });
      const readsBefore = a.reads.whole;

      const minimum = await minimumAfter(a, afterMissed);
      const answer = await a.bids.placeBid(first!, { auction_id: auction.id, amount: minimum });
      expect(answer).toMatchObject({ position: 'winning', bid_count: 4 });
      expect(a.reads.whole).toBe(readsBefore + 1);
      expect(a.batchCounts().heldReadsAgain).toBe(0);
      expect((await replays(auction.id, a)).problems).toEqual([]);
    });

    it('news heard late, after this node read the auction as of a later write, keeps what it holds: the next bid is written with no read', async () => {
      const { line, a, b, auction, first, second, third } = await heldOnTwoNodes();
      // The news of node B's 20,500 is on its way while node A bids over it.
      line.isSlow = true;
      await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
      line.isSlow = false;
      const overB = await minimumAfter(a, 20_500);
      await a.bids.placeBid(third!, { auction_id: auction.id, amount: overB });
      expect(a.batchCounts().heldReadsAgain).toBe(1);
      line.deliverLate();
      expect(a.batchCounts().heldNews).toEqual({ applied: 0, dropped: 0 });
      const readsBefore = a.reads.whole;

      const minimum = await minimumAfter(a, overB);
      const answer = await a.bids.placeBid(first!, { auction_id: auction.id, amount: minimum });
      expect(answer).toMatchObject({ position: 'winning', bid_count: 4 });
      expect(a.reads.whole).toBe(readsBefore);
      expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([
        20_000,
        20_500,
        overB,
        minimum,
      ]);
      expect((await replays(auction.id, a)).problems).toEqual([]);
    });

    it('news heard while this node’s own write is in flight: the write finds the auction changed, and the batch is judged again on the news without a read', async () => {
      const line = createNewsLine();
      let holdWrite = false;
      let sendWrite!: () => void;
      const writeHeld = new Promise<void>((resolve) => (sendWrite = resolve));
      let writeWaiting!: () => void;
      const waiting = new Promise<void>((resolve) => (writeWaiting = resolve));
      const { repo, real } = countedRepo({
        writeBatches: async (...args) => {
          if (holdWrite) {
            holdWrite = false;
            writeWaiting();
            await writeHeld;
          }
          return real.writeBatches(...args);
        },
      });
      const a = nodeOn(line, repo);
      const b = nodeOn(line);
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const [first, second, third] = await dealers(3);
      await a.bids.placeBid(first!, { auction_id: auction.id, amount: 20_000 });
      const readsBefore = a.reads.whole;

      holdWrite = true;
      const atA = a.bids
        .placeBid(third!, { auction_id: auction.id, amount: 20_500 })
        .catch((error: unknown) => error as { code: string });
      await waiting;
      // Node B takes 20,500 while node A's write of the same amount is on its way.
      await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
      expect(a.batchCounts().heldNews).toEqual({ applied: 1, dropped: 0 });
      sendWrite();

      expect(await atA).toMatchObject({ code: 'bid_below_minimum' });
      expect(a.reads.whole).toBe(readsBefore);
      expect(a.batchCounts().heldReadsAgain).toBe(0);
      expect((await ledgerOf(auction.id)).map((row) => row.amount)).toEqual([20_000, 20_500]);
      expect((await replays(auction.id, a)).problems).toEqual([]);
    });

    it('news of a car whose inspection was published after this node read it lets the auction go: the next answer shows the new inspection', async () => {
      const { a, b, auction, first, second } = await heldOnTwoNodes();
      await publishSecondInspection(auction.inventoryId, 'Repainted bonnet');
      await b.bids.placeBid(second!, { auction_id: auction.id, amount: 20_500 });
      expect(a.batchCounts().heldNews).toEqual({ applied: 0, dropped: 1 });

      const minimum = await minimumAfter(a, 20_500);
      const answer = await a.bids.placeBid(first!, { auction_id: auction.id, amount: minimum });
      expect(answer.position).toBe('winning');
      const [read] = await a.auctions.getForDealers([first!], auction.id);
      expect(answer).toEqual(read);
      expect(answer.active_inspection?.summary).toBe('Repainted bonnet');
    });
  });
});
