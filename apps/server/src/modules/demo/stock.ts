import type { Database } from '../../db/client';
import type { ListableCar } from './auction-planner';
import { buildCarSpec, type DemoMarket } from './car-factory';
import { CATALOG } from './catalog';
import {
  ensureMakesAndModels,
  insertCars,
  reserveIds,
  type InspectionInsert,
  type InventoryInsert,
} from './demo.repository';
import { buildInspection } from './inspection-factory';
import { buildPhotos } from './photos';
import { estimateValue } from './pricing';
import type { Random } from './random';
import { registrationOf } from './documents';

const DAY = 24 * 60 * 60 * 1000;

/** Which demo cars to make: `count` cars of `market`, numbered on from `firstIndex`. */
export interface StockRequest {
  market: DemoMarket;
  count: number;
  firstIndex: number;
}

/**
 * Adds demo cars to a seller group's stock, each with an inspection report and illustrated
 * photos, and returns them ready to be auctioned.
 */
export async function addDemoCars(
  db: Database,
  options: { requests: readonly StockRequest[]; sellerGroupId: number; now: Date; random: Random },
): Promise<ListableCar[]> {
  const { requests, sellerGroupId, now, random } = options;
  const total = requests.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) return [];
  const modelIds = await ensureMakesAndModels(db, CATALOG);
  const ids = await reserveIds(db, 'inventories', total);
  const refYear = now.getUTCFullYear();
  const cars: InventoryInsert[] = [];
  const reports: InspectionInsert[] = [];
  const listable: ListableCar[] = [];
  for (const request of requests) {
    for (let i = 0; i < request.count; i += 1) {
      const id = ids[cars.length];
      const spec = buildCarSpec({
        index: request.firstIndex + i,
        market: request.market,
        refYear,
        random,
      });
      const catalogIds = modelIds.get(`${spec.make}|${spec.model.name}`);
      if (id === undefined || !catalogIds)
        throw new Error(`demo car ${spec.make} ${spec.model.name} cannot be stored`);
      cars.push({
        id,
        sellerGroupId,
        ...catalogIds,
        year: spec.year,
        variant: spec.variant,
        mileageKm: spec.mileageKm,
        transmission: spec.transmission,
        fuel: spec.fuel,
        color: spec.color,
        photos: buildPhotos({
          inventoryId: id,
          count: random.int(4, 6),
          make: spec.make,
          model: spec.model.name,
          year: spec.year,
          color: spec.color,
          body: spec.model.body,
        }),
        ...registrationOf(id, request.market),
        createdAt: new Date(now.getTime() - random.int(14, 40) * DAY),
      });
      const report = buildInspection({
        ageYears: refYear - spec.year,
        mileageKm: spec.mileageKm,
        random,
      });
      reports.push({
        inventoryId: id,
        ...report,
        inspectedAt: new Date(now.getTime() - random.int(4, 12) * DAY),
      });
      const value = estimateValue({ ...spec, refYear, market: request.market });
      listable.push({ inventoryId: id, market: request.market, value });
    }
  }
  await insertCars(db, cars, reports);
  return listable;
}
