import type { ListingInput } from '@autobid/contract';

let next = 0;

/** A valid new listing with a chassis number of its own; `overrides` change any field. */
export function listingInput(
  overrides: Partial<ListingInput> & { model_id: number },
): ListingInput {
  next += 1;
  return {
    year: 2021,
    variant: '1.5 G',
    mileage_km: 42_000,
    transmission: 'Automatic',
    fuel: 'Petrol',
    color: 'White',
    registration_number: `WXY ${1000 + next}`,
    chassis_number: `TESTCH${String(next).padStart(6, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    location: 'Shah Alam',
    start_price: 40_000,
    reserve_price: 55_000,
    ...overrides,
  };
}
