import { CAR_COLOURS, CATALOG, type CatalogModel, type Fuel, type Transmission } from './catalog';
import type { Random } from './random';

/** The markets demo cars are listed in. */
export type DemoMarket = 'MY' | 'SG';

/** A demo car before it is stored: everything an inventory row holds except ids and photos. */
export interface CarSpec {
  make: string;
  model: CatalogModel;
  year: number;
  variant: string;
  mileageKm: number;
  transmission: Transmission;
  fuel: Fuel;
  color: string;
}

interface CatalogEntry {
  make: string;
  model: CatalogModel;
}

const ALL_MODELS: readonly CatalogEntry[] = CATALOG.flatMap((make) =>
  make.models.map((model) => ({ make: make.name, model })),
);
const SINGAPORE_MODELS = ALL_MODELS.filter((entry) => entry.model.inSingapore);

// Stepping by a number coprime with the list length visits every model before repeating, while
// neighbouring cars come from different makes rather than five Toyotas in a row.
const STRIDE = 7;

/** The `index`-th demo car of a market: deterministic for a given index and random source. */
export function buildCarSpec(options: {
  index: number;
  market: DemoMarket;
  refYear: number;
  random: Random;
}): CarSpec {
  const { index, market, refYear, random } = options;
  const pool = market === 'SG' ? SINGAPORE_MODELS : ALL_MODELS;
  const entry = pool[(index * STRIDE) % pool.length];
  if (!entry) throw new Error('the demo catalog is empty');
  const { make, model } = entry;
  const year = pickYear(model, refYear, random);
  const age = Math.max(refYear - year, 0.5);
  const mileageKm = Math.max(1_500, Math.round((age * random.int(9_000, 22_000)) / 100) * 100);
  const variant = random.pick(model.variants);
  return {
    make,
    model,
    year,
    variant,
    mileageKm,
    transmission: random.pick(model.transmissions),
    fuel: fuelOf(model, variant),
    color: random.pick(CAR_COLOURS),
  };
}

function pickYear(model: CatalogModel, refYear: number, random: Random): number {
  const newest = Math.min(model.years[1], refYear);
  const oldest = Math.min(Math.max(model.years[0], refYear - 9), newest);
  return random.int(oldest, newest);
}

/** A hybrid or plug-in trim names itself; the catalog's fuel covers the rest. */
function fuelOf(model: CatalogModel, variant: string): Fuel {
  if (/PHEV|\d0e\b/.test(variant) || model.fuel === 'Plug-in hybrid') return 'Plug-in hybrid';
  if (/Hybrid|e:HEV/.test(variant)) return 'Hybrid';
  return model.fuel;
}
