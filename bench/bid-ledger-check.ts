import type { Database } from '@autobid/server/src/db/client';
import { auctions, bids } from '@autobid/server/src/db/schema';
import { asc, inArray } from 'drizzle-orm';

export interface LedgerCheck {
  auctions: number;
  /** Rows in the bid ledger of these auctions. */
  bids: number;
  /** Bids the load generator saw acknowledged with 200. */
  acknowledged: number;
  /** Every broken invariant, one line each; must be empty. */
  mismatches: string[];
}

/**
 * Replays each auction's ledger in id order and compares it with the stored auction: amounts
 * rise strictly, bid_count is the number of rows, the highest amount, highest bid and leader are
 * the last bid's, bidders_count is the number of distinct bidders. Every acknowledged bid must be
 * in the ledger, and nothing else beyond requests that got no answer.
 */
export async function checkLedger(
  db: Database,
  expected: { auctionIds: number[]; acknowledged: number; unanswered: number },
): Promise<LedgerCheck> {
  const { auctionIds, acknowledged, unanswered } = expected;
  const [stored, ledger] = await Promise.all([
    db.select().from(auctions).where(inArray(auctions.id, auctionIds)),
    db
      .select()
      .from(bids)
      .where(inArray(bids.auctionId, auctionIds))
      .orderBy(asc(bids.auctionId), asc(bids.id)),
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
      if (previous && bid.amount <= previous.amount)
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
  }
  if (ledger.length < acknowledged)
    mismatches.push(`${acknowledged} bids acknowledged but only ${ledger.length} in the ledger`);
  // A request that got no answer may or may not have committed; any other extra row is a phantom.
  if (ledger.length > acknowledged + unanswered) {
    mismatches.push(
      `${ledger.length} ledger rows but only ${acknowledged} bids acknowledged (${unanswered} unanswered)`,
    );
  }
  return { auctions: stored.length, bids: ledger.length, acknowledged, mismatches };
}
