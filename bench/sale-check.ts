import type { IncrementTable } from '@autobid/auction';
import type { Database } from '@autobid/server/src/db/client';
import { auctions, auctionStatusLog, bids, snapIts } from '@autobid/server/src/db/schema';
import { replayLedger } from '@autobid/server/src/testing/ledger-replay';
import { inArray } from 'drizzle-orm';
import { checkLedger } from './bid-ledger-check';
import type { AckStats, SaleRequestKind } from './sale-bots';

export interface SaleCheck {
  closed: number;
  lateness: { p50Ms: number; p99Ms: number; maxMs: number };
  extended: number;
  maxExtensionSeconds: number;
  snapIts: { fired: number; failed: number };
  bids: number;
  manualBids: number;
  maxBids: number;
  snapItBids: number;
  /** Every broken invariant, one line each; must be empty. */
  mismatches: string[];
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/**
 * After the sale, with the server stopped: the bid bench's ledger check over every car (the max
 * bids acknowledged are exactly those in the trail), then each car's ledger replayed through the
 * pure rules from its scheduled end with the market's real soft-close window (so every extension is
 * checked too), the manual and snap-it bids against what the bots were told, and close lateness
 * from the status log as `bench/close.ts` measures it.
 */
export async function checkSale(
  db: Database,
  input: {
    auctionIds: number[];
    plannedEnds: Map<number, number>;
    increments: IncrementTable;
    extendWindowSeconds: number;
    stats: Record<SaleRequestKind, AckStats>;
  },
): Promise<SaleCheck> {
  const { auctionIds, stats } = input;
  const ledger = await checkLedger(db, {
    path: 'max-bid',
    auctionIds,
    acknowledged: stats['max-bid'].accepted,
    unanswered: stats['max-bid'].unanswered,
    increments: input.increments,
  });
  const mismatches = [...ledger.mismatches];
  const [stored, rows, snaps, log] = await Promise.all([
    db
      .select({ id: auctions.id, timeEnd: auctions.timeEnd })
      .from(auctions)
      .where(inArray(auctions.id, auctionIds)),
    db.select({ kind: bids.kind }).from(bids).where(inArray(bids.auctionId, auctionIds)),
    db
      .select({ status: snapIts.status })
      .from(snapIts)
      .where(inArray(snapIts.auctionId, auctionIds)),
    db.select().from(auctionStatusLog).where(inArray(auctionStatusLog.auctionId, auctionIds)),
  ]);

  for (const id of auctionIds) {
    const problems = await replayLedger(db, {
      auctionId: id,
      increments: input.increments,
      extendWindowSeconds: input.extendWindowSeconds,
      originalTimeEnd: input.plannedEnds.get(id)!,
    });
    for (const problem of problems)
      mismatches.push(`auction ${id}: replay with soft close: ${problem}`);
  }

  const manualBids = rows.filter((r) => r.kind === 'manual').length;
  const snapItBids = rows.filter((r) => r.kind === 'snap_it').length;
  const fired = snaps.filter((s) => s.status === 'fired').length;
  const failed = snaps.filter((s) => s.status === 'failed').length;
  const acknowledged = stats.bid.accepted;
  if (manualBids < acknowledged)
    mismatches.push(
      `${acknowledged} bids acknowledged but only ${manualBids} manual bids in the ledger`,
    );
  if (manualBids > acknowledged + stats.bid.unanswered)
    mismatches.push(
      `${manualBids} manual bids in the ledger but only ${acknowledged} acknowledged (${stats.bid.unanswered} unanswered)`,
    );
  if (snapItBids !== fired)
    mismatches.push(`${fired} snap-its fired but ${snapItBids} snap-it bids in the ledger`);
  const pending = snaps.filter((s) => s.status === 'pending').length;
  if (pending > 0) mismatches.push(`${pending} snap-its still pending after the sale`);

  const endOf = new Map(stored.map((a) => [a.id, a.timeEnd.getTime()]));
  const lateness = log
    .filter((e) => e.event === 'close')
    .map((e) => e.at.getTime() - endOf.get(e.auctionId)!)
    .sort((a, b) => a - b);
  const extensions = stored
    .map((a) => a.timeEnd.getTime() - input.plannedEnds.get(a.id)!)
    .filter((ms) => ms > 0);
  return {
    closed: lateness.length,
    lateness: {
      p50Ms: quantile(lateness, 0.5),
      p99Ms: quantile(lateness, 0.99),
      maxMs: lateness.at(-1) ?? Number.NaN,
    },
    extended: extensions.length,
    maxExtensionSeconds: extensions.length > 0 ? Math.max(...extensions) / 1000 : 0,
    snapIts: { fired, failed },
    bids: rows.length,
    manualBids,
    maxBids: ledger.maxBids,
    snapItBids,
    mismatches,
  };
}
