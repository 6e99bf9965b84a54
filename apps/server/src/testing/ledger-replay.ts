import {
  extendedTimeEnd,
  minimumNextBid,
  resolveProxies,
  type IncrementTable,
  type LeadingBid,
  type StandingMaxBid,
} from '@autobid/auction';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bids, groups, maxBidEvents, maxBids, users } from '../db/schema';
import { findAuction } from './factories';

export interface ReplayInput {
  auctionId: number;
  increments: IncrementTable;
  extendWindowSeconds: number;
  /** The end the auction was created with, before any soft-close extension. */
  originalTimeEnd: number;
}

/**
 * Every row of one auction's ledger that names a dealer or group that does not exist, one line
 * each. The ledger declares no foreign keys (ADR 0010), so this is where a replay checks them.
 */
export async function missingLedgerParties(db: Database, auctionId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select 'bid ' || b.id || ' names ' ||
        case when u.id is null then 'user ' || b.user_id else 'group ' || b.group_id end as problem
      from ${bids} b left join ${users} u on u.id = b.user_id left join ${groups} g on g.id = b.group_id
      where b.auction_id = ${auctionId} and (u.id is null or g.id is null)
    union all
    select 'max bid ' || m.id || ' names ' ||
        case when u.id is null then 'user ' || m.user_id else 'group ' || m.group_id end
      from ${maxBids} m left join ${users} u on u.id = m.user_id left join ${groups} g on g.id = m.group_id
      where m.auction_id = ${auctionId} and (u.id is null or g.id is null)
    union all
    select 'max bid event ' || e.id || ' names user ' || e.user_id
      from ${maxBidEvents} e left join ${users} u on u.id = e.user_id
      where e.auction_id = ${auctionId} and u.id is null`);
  return (result as { rows: { problem: string }[] }).rows.map(
    (r) => `${r.problem}, which does not exist`,
  );
}

/**
 * Replays one open auction's committed ledger, event by event in its commitment order, through
 * the pure rules, and lists every way the stored bids and auction differ from the replay, and every
 * ledger row that names a dealer or group that does not exist. An empty list means the ledger and
 * the auction are exactly what the rules produce.
 */
export async function replayLedger(db: Database, input: ReplayInput): Promise<string[]> {
  const auction = await findAuction(db, input.auctionId);
  const ledger = await db
    .select()
    .from(bids)
    .where(eq(bids.auctionId, input.auctionId))
    .orderBy(asc(bids.id));
  const events = await db
    .select()
    .from(maxBidEvents)
    .where(eq(maxBidEvents.auctionId, input.auctionId))
    .orderBy(asc(maxBidEvents.commitSeq));
  const seqs = [
    ...new Set([...ledger.map((b) => b.causeSeq), ...events.map((e) => e.commitSeq)]),
  ].sort((a, b) => a - b);
  const problems: string[] = await missingLedgerParties(db, input.auctionId);
  const standing = new Map<number, StandingMaxBid>();
  const bidders = new Set<number>();
  let leading = null as LeadingBid | null;
  let timeEnd = input.originalTimeEnd;
  let count = 0;

  for (const seq of seqs) {
    const event = events.find((e) => e.commitSeq === seq);
    const rows = ledger.filter((b) => b.causeSeq === seq);
    const at = (rows[0]?.createdAt ?? event!.createdAt).getTime();
    if (event?.kind === 'place')
      standing.set(event.userId, {
        dealerId: event.userId,
        ceiling: event.ceiling,
        committedAt: seq,
      });
    if (event?.kind === 'remove') standing.delete(event.userId);

    const expected: { userId: number; amount: number; kind: string }[] = [];
    const first = rows[0];
    if (first && (first.kind === 'manual' || first.kind === 'snap_it')) {
      const minimum = minimumNextBid({
        startPrice: auction.startPrice,
        highestAmount: leading?.amount ?? null,
        increments: input.increments,
      });
      if (first.amount < minimum)
        problems.push(
          `bid ${first.id} of ${first.amount} was accepted below the minimum ${minimum}`,
        );
      if (leading?.dealerId === first.userId)
        problems.push(`bid ${first.id} was accepted from the dealer who already led`);
      expected.push({ userId: first.userId, amount: first.amount, kind: first.kind });
      leading = { dealerId: first.userId, amount: first.amount, committedAt: seq };
    }
    if (standing.size > 0 && at >= auction.timeStart.getTime()) {
      const outcome = resolveProxies({
        startPrice: auction.startPrice,
        reservePrice: auction.reservePrice,
        increments: input.increments,
        leading,
        maxBids: [...standing.values()],
      });
      for (const bid of outcome.bids)
        expected.push({ userId: bid.dealerId, amount: bid.amount, kind: 'max' });
      leading = outcome.leading;
    }
    const actual = rows.map((r) => ({ userId: r.userId, amount: r.amount, kind: r.kind }));
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(
        `event ${seq}: stored ${JSON.stringify(actual)}, the rules give ${JSON.stringify(expected)}`,
      );
    }
    for (const row of rows) {
      if (row.createdAt.getTime() >= timeEnd)
        problems.push(`bid ${row.id} was accepted at or after the end`);
      timeEnd = extendedTimeEnd(timeEnd, row.createdAt.getTime(), input.extendWindowSeconds * 1000);
      bidders.add(row.userId);
      count += 1;
    }
  }

  const expectStored = (field: string, stored: unknown, replayed: unknown) => {
    if (stored !== replayed)
      problems.push(`${field}: stored ${String(stored)}, replayed ${String(replayed)}`);
  };
  expectStored('highest amount', auction.highestAmount, leading?.amount ?? null);
  expectStored('leader', auction.leaderId, leading?.dealerId ?? null);
  expectStored('bid count', auction.bidCount, count);
  expectStored('bidders count', auction.biddersCount, bidders.size);
  expectStored('time_end', auction.timeEnd.getTime(), timeEnd);
  expectStored('highest bid', auction.highestBidId, ledger.at(-1)?.id ?? null);
  return problems;
}
