import { minimumNextBid } from '@autobid/auction';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { bids } from '../../db/schema';
import { type AppError } from '../../lib/app-error';
import { createAuction, createGroup, createUser, findAuction } from '../../testing/factories';
import { recordSocketWrites } from '../../testing/socket-writes';
import { testDatabaseKind } from '../../testing/test-database';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createAuctionEvents, type AuctionEvents } from '../auctions/auction-events';
import { createAuctionsRepository } from '../auctions/auctions.repository';
import { createAuctionsService, type AuctionsService } from '../auctions/auctions.service';
import { createMarketCatalog } from '../config/market-catalog';
import { createMarketsRepository } from '../config/markets.repository';
import { createBidsRepository } from './bids.repository';
import { createBidsService } from './bids.service';
import { createNoticeOutbox } from '../notifications/notice-outbox';
import { createLockedChange, type Dealer, type LockedChangeDeps } from './locked-change';

/**
 * The sequencer under the row lock (ADR 0008), as it decides every change that the rules cannot
 * decide alone and every batch the held auction leaves to it (ADR 0009; `held-batch.test.ts`):
 * changes that arrive while an auction's transaction is in flight are decided together in the next
 * one, in arrival order, each against the state the one before left.
 */
describe('group commit of one auction’s changes under the row lock', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  /** The bid path, counting its transactions: each takes the auction's lock on its own executor. */
  function countedBidPath(
    maxBatch?: number,
    options: {
      queue?: AuctionEvents['queue'];
      log?: LockedChangeDeps['log'];
      presentAnswers?: AuctionsService['presentAnswers'];
      recordBids?: ReturnType<typeof createBidsRepository>['recordBids'];
      /** Private notices through the transactional outbox, as the app sends them. */
      outbox?: boolean;
    } = {},
  ) {
    const counted = { transactions: 0 };
    const db = ctx.db;
    const markets = createMarketCatalog(createMarketsRepository(db).findAll, ctx.clock);
    const repo = createBidsRepository();
    const seen = new WeakSet<Executor>();
    if (options.recordBids) repo.recordBids = options.recordBids;
    const lockAuction = repo.lockAuction;
    repo.lockAuction = (tx, auctionId) => {
      if (!seen.has(tx)) counted.transactions += 1;
      seen.add(tx);
      return lockAuction(tx, auctionId);
    };
    const service = createAuctionsService(createAuctionsRepository(db), {
      clock: ctx.clock,
      markets,
    });
    const auctions = options.presentAnswers
      ? { ...service, presentAnswers: options.presentAnswers }
      : service;
    const plain = createAuctionEvents(async () => {}, { warn() {} });
    if (options.outbox)
      plain.useOutbox(
        createNoticeOutbox({
          db,
          clock: ctx.clock,
          publish: async () => {},
          log: { warn() {}, error() {} },
        }),
      );
    const events = options.queue ? { ...plain, queue: options.queue } : plain;
    const locked = createLockedChange({
      db,
      repo,
      markets,
      clock: ctx.clock,
      events,
      auctions,
      maxBatch,
      log: options.log,
      holdAuctions: false,
    });
    return { counted, locked, markets, bids: createBidsService({ db, repo, locked }) };
  }

  async function dealers(count: number): Promise<Dealer[]> {
    const made: Dealer[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createUser(ctx.db);
      made.push({ id: user.id, groupId: user.activeGroupId!, market: 'MY' });
    }
    return made;
  }

  /** Amounts that are each exactly the minimum after the one before: all valid only in this order. */
  async function risingAmounts(path: ReturnType<typeof countedBidPath>, start: number, n: number) {
    const market = (await path.markets.get('MY'))!;
    const amounts: number[] = [];
    let highest: number | null = null;
    for (let i = 0; i < n; i += 1) {
      highest = minimumNextBid({
        startPrice: start,
        highestAmount: highest,
        increments: market.increments,
      });
      amounts.push(highest);
    }
    return amounts;
  }

  it('twenty bids sent at once are all accepted in arrival order, in far fewer transactions than bids', async () => {
    const path = countedBidPath();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const bidders = await dealers(20);
    const amounts = await risingAmounts(path, auction.startPrice, 20);

    const answers = await Promise.all(
      bidders.map((dealer, i) =>
        path.bids.placeBid(dealer, { auction_id: auction.id, amount: amounts[i]! }),
      ),
    );

    const ledger = await ctx.db
      .select({ userId: bids.userId, amount: bids.amount, commitSeq: bids.commitSeq })
      .from(bids)
      .where(eq(bids.auctionId, auction.id))
      .orderBy(asc(bids.id));
    expect(ledger.map((b) => b.userId)).toEqual(bidders.map((d) => d.id));
    expect(ledger.map((b) => b.amount)).toEqual(amounts);
    expect(ledger.map((b) => b.commitSeq)).toEqual(amounts.map((_, i) => i + 1));
    const stored = await findAuction(ctx.db, auction.id);
    expect(stored.highestAmount).toBe(amounts.at(-1));
    expect(stored.bidCount).toBe(20);
    expect(stored.biddersCount).toBe(20);
    // The first bid runs alone; the other nineteen arrive while it is in flight and share one.
    expect(path.counted.transactions).toBeLessThanOrEqual(3);
    // Each dealer is answered with the auction as they see it after their own bid.
    expect(answers.every((a) => a.highest_bid !== null)).toBe(true);
    expect(answers.at(-1)!.highest_bid!.amount).toBe(amounts.at(-1));
  });

  it('a batch is capped: forty bids with a cap of eight take at least five transactions, all accepted in order', async () => {
    const path = countedBidPath(8);
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const bidders = await dealers(40);
    const amounts = await risingAmounts(path, auction.startPrice, 40);

    await Promise.all(
      bidders.map((dealer, i) =>
        path.bids.placeBid(dealer, { auction_id: auction.id, amount: amounts[i]! }),
      ),
    );

    const ledger = await ctx.db
      .select({ amount: bids.amount })
      .from(bids)
      .where(eq(bids.auctionId, auction.id))
      .orderBy(asc(bids.id));
    expect(ledger.map((b) => b.amount)).toEqual(amounts);
    expect(path.counted.transactions).toBeGreaterThanOrEqual(5);
  });

  it('bids of one batch are judged one after another: of three sending the same amount, the first wins and the others are told the new minimum', async () => {
    const path = countedBidPath();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [first, second, third] = await dealers(3);
    const settled = await Promise.allSettled(
      [first!, second!, third!].map((dealer) =>
        path.bids.placeBid(dealer, { auction_id: auction.id, amount: auction.startPrice }),
      ),
    );
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const refused of settled.slice(1)) {
      const error = (refused as PromiseRejectedResult).reason as AppError;
      expect(error.code).toBe('bid_below_minimum');
      // The rejection carries the auction as it stands after the winning bid.
      expect(
        (error.details as { data: { auction: { highest_bid: { amount: number } } } }).data.auction
          .highest_bid.amount,
      ).toBe(auction.startPrice);
    }
    const stored = await findAuction(ctx.db, auction.id);
    expect(stored.leaderId).toBe(first!.id);
  });

  it('a change that fails inside a batch fails alone: the others of its batch are decided and stored', async () => {
    const path = countedBidPath();
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [a, b] = await dealers(2);
    const amounts = await risingAmounts(path, auction.startPrice, 2);
    // Holds the auction's queue with a slow first change, so the next three form one batch.
    const slow = path.locked.applyChange(auction.id, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { kind: 'done', settlement: { published: null, outbid: [] } };
    });
    const good1 = path.bids.placeBid(a!, { auction_id: auction.id, amount: amounts[0]! });
    const broken = path.locked.applyChange(auction.id, () =>
      Promise.reject(new Error('broken change')),
    );
    const good2 = path.bids.placeBid(b!, { auction_id: auction.id, amount: amounts[1]! });

    await slow;
    await expect(broken).rejects.toThrow('broken change');
    await expect(good1).resolves.toBeDefined();
    await expect(good2).resolves.toBeDefined();
    const stored = await findAuction(ctx.db, auction.id);
    expect(stored.highestAmount).toBe(amounts[1]);
    expect(stored.bidCount).toBe(2);
  });

  it('once the auction has ended as this node saw it, a late bid is refused as ended without a transaction', async () => {
    const path = countedBidPath();
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      timeEnd: new Date(now + 120_000),
    });
    const [early, late] = await dealers(2);
    await path.bids.placeBid(early!, { auction_id: auction.id, amount: auction.startPrice });
    const before = path.counted.transactions;

    ctx.clock.advance(121_000);
    const refused = await path.bids
      .placeBid(late!, { auction_id: auction.id, amount: 1_000_000 })
      .catch((error: unknown) => error);

    expect((refused as AppError).code).toBe('auction_ended');
    expect(path.counted.transactions).toBe(before);
    const stored = await findAuction(ctx.db, auction.id);
    expect(stored.bidCount).toBe(1);
  });

  it('a batch whose notices fail after their statement ran: on PostgreSQL the committed bid stands and is answered; on PGlite nothing is kept', async () => {
    const warnings: string[] = [];
    const path = countedBidPath(undefined, {
      // The notices' statement runs, then the step fails in the server, after its COMMIT was sent.
      queue: async (tx, notices) => {
        if (notices.length === 0) return [];
        await tx.execute(sql`select 1`);
        throw new Error('failed after the statement');
      },
      log: { warn: (_details, message) => void warnings.push(message) },
    });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [a, b] = await dealers(2);
    const amounts = await risingAmounts(path, auction.startPrice, 2);
    await path.bids.placeBid(a!, { auction_id: auction.id, amount: amounts[0]! });

    // b outbids a: a's notice is written with the bid.
    const outbid = path.bids
      .placeBid(b!, { auction_id: auction.id, amount: amounts[1]! })
      .catch((error: unknown) => error as Error);
    const answer = await outbid;
    const stored = await findAuction(ctx.db, auction.id);
    if (testDatabaseKind() === 'postgres') {
      expect(answer).not.toBeInstanceOf(Error);
      expect((answer as { highest_bid: { amount: number } }).highest_bid.amount).toBe(amounts[1]);
      expect(stored.bidCount).toBe(2);
      expect(warnings).toHaveLength(1);
    } else {
      expect((answer as Error).message).toContain('failed after the statement');
      expect(stored.bidCount).toBe(1);
    }
  });

  it('a committed batch whose answers fail to be made is not run again: the bid counts once and is answered', async () => {
    const warnings: string[] = [];
    const path = countedBidPath(undefined, {
      presentAnswers: () => {
        throw new Error('answers failed');
      },
      log: { warn: (_details, message) => void warnings.push(message) },
    });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [a] = await dealers(1);
    const answer = await path.bids.placeBid(a!, {
      auction_id: auction.id,
      amount: auction.startPrice,
    });
    expect(answer.highest_bid?.amount).toBe(auction.startPrice);
    expect((await findAuction(ctx.db, auction.id)).bidCount).toBe(1);
    expect(warnings).toHaveLength(1);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'a lone bid reaches PostgreSQL in two writes: BEGIN with the lock, then its write, its notice, the answer’s read and COMMIT',
    async () => {
      const path = countedBidPath(undefined, { outbox: true });
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const [a, b] = await dealers(2);
      const bid = (dealer: Dealer, amount: number) =>
        path.bids.placeBid(dealer, { auction_id: auction.id, amount });
      // Both dealers have bid here once: their bidder numbers are known, the markets read.
      await bid(a!, 31_000);
      await bid(b!, 32_000);

      // a outbids b: a bid, a notice for b, and a's answer.
      const { value: answer, writes: written } = await recordSocketWrites([ctx.db], () =>
        bid(a!, 33_000),
      );
      const transaction = [...written.values()].find((writes) =>
        writes.some((w) => w.includes('lock_auction')),
      )!;
      expect(transaction).toHaveLength(2);
      expect(transaction[0]).toMatch(/begin[\s\S]*lock_auction/);
      expect(transaction[1]).toMatch(/record_bids[\s\S]*insert_notices[\s\S]*answer_auction/);
      expect(transaction[1]).toContain('commit');
      expect(answer.highest_bid!.amount).toBe(33_000);
      expect(answer.position).toBe('winning');
      const stored = await findAuction(ctx.db, auction.id);
      expect(stored.bidCount).toBe(3);
      expect(stored.highestBidId).toBe(answer.highest_bid!.id);
    },
  );

  it('a bid whose write fails with the COMMIT keeps nothing and is refused; the next bid goes through', async () => {
    let failing = true;
    const repo = createBidsRepository();
    const path = countedBidPath(undefined, {
      recordBids: async (tx, ...rest) => {
        // The write's one statement fails in the database, beside the answer's read and the COMMIT.
        if (failing) await tx.execute(sql`select 1 / 0`);
        return repo.recordBids(tx, ...rest);
      },
    });
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [a] = await dealers(1);

    const refused = await path.bids
      .placeBid(a!, { auction_id: auction.id, amount: auction.startPrice })
      .catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('select 1 / 0');
    const untouched = await findAuction(ctx.db, auction.id);
    expect(untouched.bidCount).toBe(0);
    expect(untouched.commitSeq).toBe(auction.commitSeq);
    expect(await ctx.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toEqual([]);

    failing = false;
    const answer = await path.bids.placeBid(a!, {
      auction_id: auction.id,
      amount: auction.startPrice,
    });
    expect(answer.highest_bid?.amount).toBe(auction.startPrice);
    expect((await findAuction(ctx.db, auction.id)).bidCount).toBe(1);
  });
});
