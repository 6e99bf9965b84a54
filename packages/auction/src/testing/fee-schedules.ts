import type { FeeSchedule } from '../transactions/fee-schedule';

/** A Malaysian-style schedule for tests: SST of 8 % on the house's services, never on the car. */
export function buildSchedule(overrides: Partial<FeeSchedule> = {}): FeeSchedule {
  return {
    premiumBands: [
      { from: 0, rateBp: 500, minimum: 300 },
      { from: 50_000, rateBp: 400, minimum: 2_500, maximum: 10_000 },
    ],
    buyerFees: [
      { name: 'documentation', amount: 200 },
      { name: 'e_payment_handling', amount: 50 },
    ],
    sellerFees: { rateBp: 200, fixed: [{ name: 'listing', amount: 100 }] },
    tax: { rateBp: 800, appliesTo: ['buyer_premium', 'buyer_fees', 'seller_fees'] },
    ...overrides,
  };
}
