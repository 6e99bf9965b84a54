import type { Database } from '../../db/client';
import { countCarsFreeToSchedule } from '../staff/staff.repository';
import type { PlanContext } from './auction-planner';
import { addDemoCars } from './stock';

/**
 * Cars of the demo seller that nothing holds (no auction open or won, no seller's decision
 * pending, no listing), kept on every start so operations can always put one on sale by hand
 * (`POST /portal/api/v2/staff/auctions`).
 */
export const HAND_STOCK_TARGET = 20;

/** Adds Malaysian demo cars until the demo seller has its target of cars free to schedule. */
export async function topUpHandStock(
  db: Database,
  options: { sellerGroupId: number; plan: PlanContext },
): Promise<number> {
  const { sellerGroupId, plan } = options;
  const free = await countCarsFreeToSchedule(db, sellerGroupId);
  const missing = HAND_STOCK_TARGET - free;
  if (missing <= 0) return 0;
  const added = await addDemoCars(db, {
    requests: [{ market: 'MY', count: missing, firstIndex: plan.random.int(0, 400) }],
    sellerGroupId,
    now: plan.now,
    random: plan.random,
  });
  return added.length;
}
