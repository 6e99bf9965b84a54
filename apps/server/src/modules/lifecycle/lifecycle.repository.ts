import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionRowVersions, lockAfresh } from '../../db/locked-row';
import { auctionStatusLog, auctions, bids, markets } from '../../db/schema';

export type DueAuction = NonNullable<Awaited<ReturnType<LifecycleRepository['lockIfDue']>>>;

/** An auction whose next timed step is due: its close, its start, or its preview. */
function isDue(now: Date) {
  return or(
    and(eq(auctions.status, 'active'), lte(auctions.timeEnd, now)),
    and(
      inArray(auctions.status, ['scheduled', 'preview', 'restarting']),
      lte(auctions.timeStart, now),
    ),
    and(eq(auctions.status, 'scheduled'), lte(auctions.timePreview, now)),
  );
}

/** The due auction locked, with the row's versions as locked and as seen (`lockIfDue`). */
async function lockDue(tx: Executor, id: number, now: Date) {
  const [row] = await tx
    .select({
      id: auctions.id,
      sellerGroupId: auctions.sellerGroupId,
      type: auctions.type,
      status: auctions.status,
      timePreview: auctions.timePreview,
      timeStart: auctions.timeStart,
      timeEnd: auctions.timeEnd,
      closedAt: auctions.closedAt,
      reservePrice: auctions.reservePrice,
      highestAmount: auctions.highestAmount,
      highestBidId: auctions.highestBidId,
      leaderId: auctions.leaderId,
      bidCount: auctions.bidCount,
      biddersCount: auctions.biddersCount,
      maxBidCount: auctions.maxBidCount,
      updatedAt: auctions.updatedAt,
      sellerTurnHours: markets.sellerTurnHours,
      highestBid: { amount: bids.amount, bidderNo: bids.bidderNo, createdAt: bids.createdAt },
      ...auctionRowVersions,
    })
    .from(auctions)
    .innerJoin(markets, eq(markets.code, auctions.market))
    .leftJoin(bids, eq(bids.id, auctions.highestBidId))
    .where(and(eq(auctions.id, id), isDue(now)))
    .for('update', { of: auctions });
  return row;
}

export function createLifecycleRepository() {
  return {
    /**
     * Up to `limit` auctions whose next timed step is due, soonest first, read without a lock:
     * each is then stepped in its auction's order of changes (ADR 0008).
     */
    async findDueIds(db: Executor, now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: auctions.id })
        .from(auctions)
        .where(isDue(now))
        .orderBy(asc(sql`least(${auctions.timeEnd}, ${auctions.timeStart})`))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Locks one auction if its next timed step is still due, with what stepping it needs. The due
     * condition is checked again once the lock is held: another node's clock may have stepped it.
     * A lock that waited for a bid's transaction reads again, once held, the highest bid that
     * transaction wrote (`lockAfresh`).
     */
    lockIfDue(tx: Executor, id: number, now: Date) {
      return lockAfresh(() => lockDue(tx, id, now));
    },

    /** The sealed bids that stand on a closed auction: each dealer's latest of each type (SEAL-2). */
    findStandingSealedBids(tx: Executor, auctionId: number) {
      return (
        tx
          .selectDistinctOn([bids.userId, bids.bidType], {
            id: bids.id,
            userId: bids.userId,
            amount: bids.amount,
            bidType: bids.bidType,
            bidderNo: bids.bidderNo,
            commitSeq: bids.commitSeq,
            createdAt: bids.createdAt,
          })
          .from(bids)
          // Only bids of the current window stand: a restart's new window starts with none (LIFE-5).
          .innerJoin(auctions, eq(auctions.id, bids.auctionId))
          .where(
            and(
              eq(bids.auctionId, auctionId),
              eq(bids.kind, 'closed'),
              gte(bids.createdAt, auctions.timeStart),
            ),
          )
          .orderBy(bids.userId, bids.bidType, desc(bids.id))
      );
    },

    /** Active auctions with pending snap-its whose closing window has opened (SNP-2). */
    async findSnapItsDue(tx: Executor, now: Date, limit: number): Promise<number[]> {
      const rows = await tx
        .select({ id: auctions.id })
        .from(auctions)
        .innerJoin(markets, eq(markets.code, auctions.market))
        .where(
          and(
            eq(auctions.status, 'active'),
            sql`${auctions.pendingSnapItCount} > 0`,
            sql`${auctions.timeEnd} - make_interval(secs => ${markets.extendWindowSeconds}) <= ${now.toISOString()}`,
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async logStatusChange(
      tx: Executor,
      entry: { auctionId: number; event: string; fromStatus: string; toStatus: string; at: Date },
    ): Promise<void> {
      await tx.insert(auctionStatusLog).values({ ...entry, actor: `clock:${process.pid}` });
    },

    async applyStatus(
      tx: Executor,
      id: number,
      next: {
        status: string;
        awardStatus: string | null;
        awardedBidId: number | null;
        updatedAt: Date;
        closedAt?: Date;
        decisionDueAt?: Date;
        negotiation?: null;
        wonAt?: Date;
        restartCount?: number;
        leader?: {
          leaderId: number | null;
          highestAmount: number | null;
          highestBidId: number | null;
        };
      },
    ): Promise<void> {
      const { leader, ...rest } = next;
      await tx
        .update(auctions)
        .set({ ...rest, ...(leader ?? {}) })
        .where(eq(auctions.id, id));
    },
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
