import type { Database } from '../../db/client';
import {
  planActiveAuctions,
  planAwardedAuction,
  planEndedAuction,
  planPreviewAuctions,
  type ListableCar,
  type PlanContext,
} from './auction-planner';
import type { DemoMarket } from './car-factory';
import { DEMO_GROUPS, DEMO_USERS, type DemoGroupKey } from './demo-accounts';
import { insertGroups, insertUsers } from './demo.repository';
import { addDemoCars } from './stock';
import { storeAuctionPlans } from './store-plans';

/**
 * The first start's stock, per market, as [awarded, ended, active, preview, left unlisted].
 * Generous enough above the standing targets that the first later start rarely needs new cars.
 */
const FIRST_STOCK: Record<DemoMarket, readonly number[]> = {
  MY: [6, 8, 28, 7, 1],
  SG: [0, 1, 4, 1, 0],
};
const MARKETS: readonly DemoMarket[] = ['MY', 'SG'];

/** Creates the demo groups and accounts; every account shares one precomputed password hash. */
export async function createDemoAccounts(
  db: Database,
  passwordHash: string,
): Promise<Map<DemoGroupKey, number>> {
  const groupRows = await insertGroups(
    db,
    DEMO_GROUPS.map(({ name, kind, market }) => ({ name, kind, market })),
  );
  const groupIds = new Map<DemoGroupKey, number>();
  DEMO_GROUPS.forEach((group, i) => {
    const row = groupRows[i];
    if (row) groupIds.set(group.key, row.id);
  });
  await insertUsers(
    db,
    DEMO_USERS.map((user) => ({
      email: user.email,
      name: user.name,
      passwordHash,
      role: user.role,
      country: user.country,
      language: 'en' as const,
      activeGroupId: user.groupKey ? (groupIds.get(user.groupKey) ?? null) : null,
      staffRoles: [...(user.staffRoles ?? [])],
      phone: user.phone,
      isGroupAdmin: user.isGroupAdmin ?? false,
    })),
  );
  return groupIds;
}

/**
 * Stocks the seller with cars and gives the demo a history: awarded and unsold auctions in the
 * past, live auctions (some with bids) and previews. Returns how many of each it made.
 */
export async function listFirstStock(
  db: Database,
  options: { sellerGroupId: number; plan: PlanContext },
): Promise<{ cars: number; auctions: number; active: number; preview: number; bids: number }> {
  const { sellerGroupId, plan } = options;
  const cars = await addDemoCars(db, {
    requests: MARKETS.map((market) => ({ market, count: sum(FIRST_STOCK[market]), firstIndex: 0 })),
    sellerGroupId,
    now: plan.now,
    random: plan.random,
  });
  const plans = MARKETS.flatMap((market) => {
    const [awarded, ended, active, preview] = cut(
      cars.filter((car) => car.market === market),
      FIRST_STOCK[market],
    );
    return [
      ...(awarded ?? []).map((car) => planAwardedAuction(car, plan)),
      ...(ended ?? []).map((car) => planEndedAuction(car, plan)),
      ...planActiveAuctions(active ?? [], plan),
      ...planPreviewAuctions(preview ?? [], plan),
    ];
  });
  const bidCount = await storeAuctionPlans(db, plans, { sellerGroupId, now: plan.now });
  return {
    cars: cars.length,
    auctions: plans.length,
    active: plans.filter((p) => p.status === 'active').length,
    preview: plans.filter((p) => p.status === 'preview').length,
    bids: bidCount,
  };
}

function sum(numbers: readonly number[]): number {
  return numbers.reduce((total, n) => total + n, 0);
}

function cut(cars: readonly ListableCar[], sizes: readonly number[]): ListableCar[][] {
  let start = 0;
  return sizes.map((size) => {
    const slice = cars.slice(start, start + size);
    start += size;
    return slice;
  });
}
