import type { Database } from '../../db/client';
import type { AuctionPlan } from './auction-planner';
import { awardDecisionsOf, schedulingsOf, toAuctionRows } from './auction-rows';
import {
  insertAuctionsWithBids,
  insertAwardDecisions,
  insertSchedulings,
  reserveIds,
} from './demo.repository';

/**
 * Writes planned auctions and their bids in two batch inserts, and to the audit log how operations
 * put them on sale and the seller's decisions on those that closed below the reserve; returns how
 * many bids it wrote.
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
  await insertSchedulings(db, schedulingsOf(rows.auctions, options.now));
  await insertAwardDecisions(
    db,
    options.sellerGroupId,
    awardDecisionsOf(rows.auctions, options.now),
  );
  return bidCount;
}
