import type { CatalogModel } from './catalog';
import type { DemoMarket } from './car-factory';
import type { Random } from './random';

// Cars lose roughly an eighth of their value a year after the first three in this region.
const YEARLY_RETENTION = 0.87;
const TYPICAL_KM_PER_YEAR = 15_000;
// Singapore prices carry the certificate of entitlement; a used car costs about as many SGD as
// the same car costs MYR in Malaysia, give or take. Close enough for a demo.
const SGD_PER_MYR_EQUIVALENT = 0.85;
const PRICE_STEP = 500;

/** What a dealer would expect to pay for the car, in the market's currency. */
export function estimateValue(options: {
  model: CatalogModel;
  year: number;
  mileageKm: number;
  refYear: number;
  market: DemoMarket;
}): number {
  const { model, year, mileageKm, refYear, market } = options;
  const age = Math.max(refYear - year, 0);
  const expectedKm = Math.max(age, 1) * TYPICAL_KM_PER_YEAR;
  const mileageFactor = clamp(1 - ((mileageKm - expectedKm) / expectedKm) * 0.1, 0.85, 1.08);
  const myr = model.priceMyr * YEARLY_RETENTION ** (age - 3) * mileageFactor;
  return market === 'SG' ? myr * SGD_PER_MYR_EQUIVALENT : myr;
}

/** A start price below value to draw bidders, and a reserve near value that protects the seller. */
export function pickPrices(
  value: number,
  random: Random,
): { startPrice: number; reservePrice: number } {
  const startPrice = roundTo(value * (0.78 + random.next() * 0.1), PRICE_STEP);
  const reservePrice = Math.max(
    startPrice,
    roundTo(value * (0.92 + random.next() * 0.08), PRICE_STEP),
  );
  return { startPrice, reservePrice };
}

function roundTo(amount: number, step: number): number {
  return Math.max(step, Math.round(amount / step) * step);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
