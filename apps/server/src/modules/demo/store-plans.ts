import type { Database } from '../../db/client';
import type { AuctionPlan } from './auction-planner';
import { awardDecisionsOf, toAuctionRows } from './auction-rows';
import { insertAuctionsWithBids, insertAwardDecisions, reserveIds } from './demo.repository';

/**
 * Writes planned auctions and their bids in two batch inserts, and the seller's decisions on
 * those that closed below the reserve to the audit log; returns how many bids it wrote.
 */
export async function storeAuctionPlans(
  db: Database,
  plans: readonly AuctionPlan[],
  options: { sellerGroupId: number; now: Date },
): Promise<number> {
  const bidCount = plans.reduce((total, p) => total + p.bids.length, 0);
  const rows = toAuctionRows(plans, {
    auctionIds: await reserveIds(db, 'auctions', plans.length),
    bidIds: await reserveIds(db, 'bids', bidCount),
    ...options,
  });
  await insertAuctionsWithBids(db, rows.auctions, rows.bids);
  await insertAwardDecisions(
    db,
    options.sellerGroupId,
    awardDecisionsOf(rows.auctions, options.now),
  );
  return bidCount;
}
