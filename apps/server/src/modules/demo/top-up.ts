import type { Database } from '../../db/client';
import {
  planActiveAuctions,
  planPreviewAuctions,
  planSealedAuctions,
  type ListableCar,
  type PlanContext,
} from './auction-planner';
import type { DemoMarket } from './car-factory';
import { findCatalogModel } from './catalog';
import { countLiveAuctions, findSellerCars, type SellerCar } from './demo.repository';
import { estimateValue } from './pricing';
import { addDemoCars } from './stock';
import { storeAuctionPlans } from './store-plans';

/** Live auctions (`active`, of which at least `sealed` are sealed) and auctions in preview. */
export type LiveTargets = Record<DemoMarket, { active: number; sealed: number; preview: number }>;

/**
 * What every start guarantees: enough to bid on in MY, and a little for the SG dealer; both
 * auction types live in each market.
 */
export const STANDING_TARGETS: LiveTargets = {
  MY: { active: 24, sealed: 6, preview: 6 },
  SG: { active: 4, sealed: 2, preview: 1 },
};

/** An auction counts as live only if a dealer still has this long to bid on it. */
export const MIN_REMAINING_MS = 5 * 60_000;

// Finished without a sale: the car is back in stock and may be listed again.
const UNSOLD_STATUSES = new Set(['ended', 'rejected', 'cancelled']);
// Not yet closed by the auction clock, but over, and nobody bid, so nothing can still change.
const OPEN_STATUSES = new Set(['scheduled', 'preview', 'active']);

export interface TopUpResult {
  carsCreated: number;
  active: number;
  sealed: number;
  preview: number;
  bids: number;
}

/**
 * Lists demo cars again until each market has its target of live and preview auctions. Only cars
 * whose last auction is unsold, or over with no bids, are relisted; auctions themselves are never
 * touched. When stock runs out, new cars are added rather than listing a car twice.
 */
export async function topUpAuctions(
  db: Database,
  options: { sellerGroupId: number; targets: LiveTargets; plan: PlanContext },
): Promise<TopUpResult> {
  const { sellerGroupId, targets, plan } = options;
  const { now, random } = plan;
  const counts = await countLiveAuctions(db, now, new Date(now.getTime() + MIN_REMAINING_MS));
  const stock = await findSellerCars(db, sellerGroupId);
  const refYear = now.getUTCFullYear();
  const activeCars: ListableCar[] = [];
  const sealedCars: ListableCar[] = [];
  const previewCars: ListableCar[] = [];
  let carsCreated = 0;
  for (const market of ['MY', 'SG'] as const) {
    const live = counts.find((c) => c.market === market);
    const target = targets[market];
    const needSealed = Math.max(0, target.sealed - (live?.sealed ?? 0));
    const liveOpen = (live?.active ?? 0) - (live?.sealed ?? 0);
    const needOpen = Math.max(0, target.active - target.sealed - liveOpen);
    const needActive = needSealed + needOpen;
    const needPreview = Math.max(0, target.preview - (live?.preview ?? 0));
    if (needActive + needPreview === 0) continue;
    const relistable = stock
      .filter((car) => marketOf(car) === market && isRelistable(car, now))
      .sort(byLongestIdle)
      .flatMap((car) => toListable(car, market, refYear));
    const chosen = relistable.slice(0, needActive + needPreview);
    const missing = needActive + needPreview - chosen.length;
    if (missing > 0) {
      const added = await addDemoCars(db, {
        requests: [{ market, count: missing, firstIndex: stock.length + carsCreated }],
        sellerGroupId,
        now,
        random,
      });
      chosen.push(...added);
      carsCreated += added.length;
    }
    sealedCars.push(...chosen.slice(0, needSealed));
    activeCars.push(...chosen.slice(needSealed, needActive));
    previewCars.push(...chosen.slice(needActive));
  }
  const plans = [
    ...planActiveAuctions(activeCars, plan),
    ...planSealedAuctions(sealedCars, plan),
    ...planPreviewAuctions(previewCars, plan),
  ];
  const bidCount = await storeAuctionPlans(db, plans, { sellerGroupId, now: plan.now });
  return {
    carsCreated,
    active: activeCars.length + sealedCars.length,
    sealed: sealedCars.length,
    preview: previewCars.length,
    bids: bidCount,
  };
}

/** A car belongs to the market it was last auctioned in; a car never auctioned is Malaysian stock. */
function marketOf(car: SellerCar): string {
  return car.latest?.market ?? 'MY';
}

function isRelistable(car: SellerCar, now: Date): boolean {
  const { latest } = car;
  if (!latest) return true;
  if (UNSOLD_STATUSES.has(latest.status)) return true;
  return OPEN_STATUSES.has(latest.status) && latest.timeEnd < now && latest.bidCount === 0;
}

/** Never-listed cars first, then those whose last auction ended longest ago. */
function byLongestIdle(a: SellerCar, b: SellerCar): number {
  const idleSince = (car: SellerCar) => car.latest?.timeEnd.getTime() ?? Number.MIN_SAFE_INTEGER;
  return idleSince(a) - idleSince(b) || a.inventoryId - b.inventoryId;
}

function toListable(car: SellerCar, market: DemoMarket, refYear: number): ListableCar[] {
  const model = findCatalogModel(car.make, car.model);
  // A car added outside the demo catalog has no price guide; leave it to its seller.
  if (!model) return [];
  return [
    {
      inventoryId: car.inventoryId,
      market,
      value: estimateValue({ ...car, model, refYear, market }),
    },
  ];
}
