import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../core/money';
import { buildSchedule } from '../testing/fee-schedules';
import { findFeeScheduleProblem, MAX_FIXED_FEES, type FeeSchedule } from './fee-schedule';
import { feeScheduleArb } from '../testing/fee-schedule-arbitraries';

describe('TRX-1 sound fee schedules', () => {
  it('accepts bands from 0 with rising starts, named whole fees and a tax on some lines', () => {
    expect(findFeeScheduleProblem(buildSchedule())).toBeNull();
  });
  it('accepts a market without tax, seller commission or fixed fees', () => {
    const bare = buildSchedule({ buyerFees: [], sellerFees: { rateBp: 0, fixed: [] }, tax: null });
    expect(findFeeScheduleProblem(bare)).toBeNull();
  });
  it.each<[string, Partial<FeeSchedule>, string]>([
    ['no bands', { premiumBands: [] }, 'the premium has no bands'],
    [
      'a first band above 0',
      { premiumBands: [{ from: 1, rateBp: 100 }] },
      'the first premium band must start at 0',
    ],
    [
      'bands that do not rise',
      {
        premiumBands: [
          { from: 0, rateBp: 100 },
          { from: 0, rateBp: 100 },
        ],
      },
      'premium band 1 does not start above band 0',
    ],
    [
      'a start with decimals',
      {
        premiumBands: [
          { from: 0, rateBp: 100 },
          { from: 10.5, rateBp: 100 },
        ],
      },
      'premium band 1 starts at a value that is not a whole amount',
    ],
    [
      'a rate above 100 %',
      { premiumBands: [{ from: 0, rateBp: 10_001 }] },
      'premium band 0 has a rate outside 0..10000 basis points',
    ],
    [
      'a negative rate',
      { premiumBands: [{ from: 0, rateBp: -1 }] },
      'premium band 0 has a rate outside 0..10000 basis points',
    ],
    [
      'a minimum with decimals',
      { premiumBands: [{ from: 0, rateBp: 100, minimum: 0.5 }] },
      'premium band 0 has a minimum that is not a whole amount',
    ],
    [
      'a maximum above MAX_AMOUNT',
      { premiumBands: [{ from: 0, rateBp: 100, maximum: MAX_AMOUNT + 1 }] },
      'premium band 0 has a maximum that is not a whole amount',
    ],
    [
      'a minimum above the maximum',
      { premiumBands: [{ from: 0, rateBp: 100, minimum: 500, maximum: 400 }] },
      'premium band 0 has a minimum above its maximum',
    ],
    [
      'a band that lowers the premium at its start',
      {
        premiumBands: [
          { from: 0, rateBp: 500 },
          { from: 50_000, rateBp: 400 },
        ],
      },
      'premium band 1 lowers the premium from 2500 to 2000 at its start',
    ],
    ['a fee without a name', { buyerFees: [{ name: '  ', amount: 1 }] }, 'buyer fee 0 has no name'],
    [
      'two fees of one name',
      {
        buyerFees: [
          { name: 'documentation', amount: 1 },
          { name: 'documentation', amount: 2 },
        ],
      },
      'buyer fee 1 repeats the name "documentation"',
    ],
    [
      'a fee named like a line of the bill',
      { buyerFees: [{ name: 'tax', amount: 1 }] },
      'buyer fee 0 takes the reserved name "tax"',
    ],
    [
      'a negative fee',
      { buyerFees: [{ name: 'documentation', amount: -1 }] },
      'buyer fee "documentation" is not a whole amount',
    ],
    [
      'too many fees',
      {
        buyerFees: Array.from({ length: MAX_FIXED_FEES + 1 }, (_, i) => ({
          name: `fee ${i}`,
          amount: 1,
        })),
      },
      `buyer has more than ${MAX_FIXED_FEES} fees`,
    ],
    [
      'a seller commission above 100 %',
      { sellerFees: { rateBp: 20_000, fixed: [] } },
      'the seller commission has a rate outside 0..10000 basis points',
    ],
    [
      'a seller fee with decimals',
      { sellerFees: { rateBp: 0, fixed: [{ name: 'listing', amount: 9.99 }] } },
      'seller fee "listing" is not a whole amount',
    ],
    [
      'a tax rate above 100 %',
      { tax: { rateBp: 10_001, appliesTo: ['buyer_fees'] } },
      'the tax has a rate outside 0..10000 basis points',
    ],
    [
      'a tax on nothing',
      { tax: { rateBp: 800, appliesTo: [] } },
      'the tax applies to no lines (a market without tax has none)',
    ],
    [
      'a tax named twice on one base',
      { tax: { rateBp: 800, appliesTo: ['buyer_fees', 'buyer_fees'] } },
      'the tax names a base twice',
    ],
  ])('refuses a schedule with %s, naming the problem', (_situation, overrides, problem) => {
    expect(findFeeScheduleProblem(buildSchedule(overrides))).toBe(problem);
  });
  it('every generated schedule is sound', () => {
    fc.assert(fc.property(feeScheduleArb, (s) => findFeeScheduleProblem(s) === null));
  });
});
