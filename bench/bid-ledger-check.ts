import type { IncrementTable } from '@autobid/auction';
import type { Database } from '@autobid/server/src/db/client';
import { auctions, bids, maxBidEvents } from '@autobid/server/src/db/schema';
import { replayLedger } from '@autobid/server/src/testing/ledger-replay';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BidPath } from './bid-load';

export interface LedgerCheck {
  auctions: number;
  /** Rows in the bid ledger of these auctions. */
  bids: number;
  /** Max bids placed (max-bid path only). */
  maxBids: number;
  /** Bids (bid path) or max bids (max-bid path) the load generator saw acknowledged with 200. */
  acknowledged: number;
  /** Every broken invariant, one line each; must be empty. */
  mismatches: string[];
}

/**
 * Replays each auction's ledger in id order and compares it with the stored auction: amounts
 * rise strictly (an automatic bid may equal the one it answers, PRX-3), bid_count is the number of rows, the highest amount, highest bid and leader are
 * the last bid's, bidders_count is the number of distinct bidders. Every acknowledged bid must be
 * in the ledger (on the max-bid path: every acknowledged max bid in the max-bid trail), and nothing
 * else beyond requests that got no answer. Then each auction's bids and max bids are replayed in
 * commit order through the pure rules of `packages/auction`, which must give exactly the stored bids.
 */
export async function checkLedger(
  db: Database,
  expected: {
    path: BidPath;
    auctionIds: number[];
    acknowledged: number;
    unanswered: number;
    increments: IncrementTable;
  },
): Promise<LedgerCheck> {
  const { auctionIds, acknowledged, unanswered } = expected;
  const [stored, ledger, placed] = await Promise.all([
    db.select().from(auctions).where(inArray(auctions.id, auctionIds)),
    db
      .select()
      .from(bids)
      .where(inArray(bids.auctionId, auctionIds))
      .orderBy(asc(bids.auctionId), asc(bids.id)),
    db
      .select({ id: maxBidEvents.id })
      .from(maxBidEvents)
      .where(and(inArray(maxBidEvents.auctionId, auctionIds), eq(maxBidEvents.kind, 'place'))),
  ]);
  const byAuction = new Map<number, (typeof ledger)[number][]>();
  for (const bid of ledger) {
    const rows = byAuction.get(bid.auctionId);
    if (rows) rows.push(bid);
    else byAuction.set(bid.auctionId, [bid]);
  }

  const mismatches: string[] = [];
  if (stored.length !== auctionIds.length)
    mismatches.push(`expected ${auctionIds.length} auctions, found ${stored.length}`);
  for (const auction of stored) {
    const rows = byAuction.get(auction.id) ?? [];
    const fail = (what: string) => mismatches.push(`auction ${auction.id}: ${what}`);
    rows.forEach((bid, i) => {
      const previous = rows[i - 1];
      // PRX-3: at equal ceilings the earlier one answers the later at the same amount.
      const isTieAnswer = bid.kind === 'max' && bid.amount === previous?.amount;
      if (previous && bid.amount <= previous.amount && !isTieAnswer)
        fail(
          `bid ${bid.id} (${bid.amount}) does not rise above bid ${previous.id} (${previous.amount})`,
        );
    });
    const last = rows.at(-1);
    if (auction.bidCount !== rows.length)
      fail(`bid_count ${auction.bidCount} but ${rows.length} ledger rows`);
    if ((auction.highestAmount ?? null) !== (last?.amount ?? null))
      fail(`highest_amount ${auction.highestAmount} but last bid ${last?.amount}`);
    if ((auction.highestBidId ?? null) !== (last?.id ?? null))
      fail(`highest_bid_id ${auction.highestBidId} but last bid ${last?.id}`);
    if ((auction.leaderId ?? null) !== (last?.userId ?? null))
      fail(`leader ${auction.leaderId} but last bidder ${last?.userId}`);
    const bidders = new Set(rows.map((bid) => bid.userId)).size;
    if (auction.biddersCount !== bidders)
      fail(`bidders_count ${auction.biddersCount} but ${bidders} distinct bidders`);
    const replay = await replayLedger(db, {
      auctionId: auction.id,
      increments: expected.increments,
      // The bench's auctions end in 30 days: no bid falls in a soft-close window.
      extendWindowSeconds: 0,
      originalTimeEnd: auction.timeEnd.getTime(),
    });
    for (const problem of replay) fail(`replay: ${problem}`);
  }
  const [what, count] =
    expected.path === 'max-bid' ? ['max bids', placed.length] : ['bids', ledger.length];
  if (count < acknowledged)
    mismatches.push(`${acknowledged} ${what} acknowledged but only ${count} in the ledger`);
  // A request that got no answer may or may not have committed; any other extra row is a phantom.
  if (count > acknowledged + unanswered) {
    mismatches.push(
      `${count} ${what} in the ledger but only ${acknowledged} acknowledged (${unanswered} unanswered)`,
    );
  }
  return {
    auctions: stored.length,
    bids: ledger.length,
    maxBids: placed.length,
    acknowledged,
    mismatches,
  };
}
