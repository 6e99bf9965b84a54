import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBidsRepository } from '../modules/bids/bids.repository';
import { createLifecycleRepository } from '../modules/lifecycle/lifecycle.repository';
import { createAuction, createGroup, createUser } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/test-app';
import { testDatabaseKind } from '../testing/test-database';
import type { Database, Executor } from './client';
import { auctions, bids, maxBids } from './schema';

/**
 * A lock on an auction's row that waits for another transaction's update reads what that
 * transaction wrote beside the row (its max bid, its highest bid), not the snapshot taken before
 * the wait (`locked-row.ts`). Only PostgreSQL runs two transactions at once.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a lock that waited for another transaction',
  () => {
    let ctx: TestContext;
    let sellerGroupId: number;
    beforeAll(async () => {
      ctx = await createTestContext();
      sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    });
    afterAll(() => ctx.close());

    /** Resolves once some session of the database waits for a lock. */
    async function untilSomeoneWaits(db: Database): Promise<void> {
      for (let tries = 0; tries < 200; tries += 1) {
        const result = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (((result as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('no session waited for the lock');
    }

    /**
     * Runs `change` in a transaction holding the auction's row, starts `lock` in another while it
     * does, and commits `change` once `lock` waits for the row: `lock`'s statement took its
     * snapshot before the commit and gets the row after it.
     */
    async function lockBehind<T>(
      auctionId: number,
      change: (tx: Executor) => Promise<void>,
      lock: (tx: Executor) => Promise<T>,
    ): Promise<T> {
      let waiting: Promise<T> | undefined;
      await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select id from auctions where id = ${auctionId} for update`);
        await change(tx);
        waiting = ctx.db.transaction(lock);
        await untilSomeoneWaits(ctx.db);
      });
      return waiting!;
    }

    it('the bid path’s lock behind a max bid’s transaction reads that max bid among the standing ones', async () => {
      const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
      const dealer = await createUser(ctx.db);
      const now = new Date(ctx.clock.now());
      const locked = await lockBehind(
        auction.id,
        async (tx) => {
          await tx.insert(maxBids).values({
            auctionId: auction.id,
            userId: dealer.id,
            groupId: dealer.activeGroupId!,
            ceiling: 50_000,
            commitSeq: auction.commitSeq + 1,
            status: 'active',
            createdAt: now,
            updatedAt: now,
          });
          await tx
            .update(auctions)
            .set({ commitSeq: auction.commitSeq + 1, maxBidCount: 1 })
            .where(eq(auctions.id, auction.id));
        },
        (tx) => createBidsRepository().lockAuction(tx, auction.id),
      );

      expect(locked!.commitSeq).toBe(auction.commitSeq + 1);
      expect(locked!.standing.map((m) => [m.userId, m.ceiling])).toEqual([[dealer.id, 50_000]]);
      expect(locked).not.toHaveProperty('lockedVersion');
    });

    it('the clock’s lock behind a bid’s transaction reads that bid as the highest', async () => {
      const now = ctx.clock.now();
      // Due to close: its end has just passed.
      const auction = await createAuction(ctx.db, {
        sellerGroupId,
        now,
        timeEnd: new Date(now - 1_000),
      });
      const dealer = await createUser(ctx.db);
      const locked = await lockBehind(
        auction.id,
        async (tx) => {
          const [bid] = await tx
            .insert(bids)
            .values({
              auctionId: auction.id,
              userId: dealer.id,
              groupId: dealer.activeGroupId!,
              bidderNo: 7,
              amount: 21_000,
              kind: 'manual',
              createdAt: new Date(now - 2_000),
            })
            .returning();
          await tx
            .update(auctions)
            .set({
              highestBidId: bid!.id,
              highestAmount: 21_000,
              leaderId: dealer.id,
              bidCount: 1,
              biddersCount: 1,
            })
            .where(eq(auctions.id, auction.id));
        },
        (tx) => createLifecycleRepository().lockIfDue(tx, auction.id, new Date(now)),
      );

      expect(locked!.highestAmount).toBe(21_000);
      expect(locked!.highestBid).toMatchObject({ amount: 21_000, bidderNo: 7 });
      expect(locked).not.toHaveProperty('seenVersion');
    });
  },
);
