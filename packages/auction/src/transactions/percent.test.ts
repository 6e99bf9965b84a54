import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../core/money';
import { percentOf } from './percent';

/** Half up of amount × rate / 10,000 in exact integer arithmetic. */
function referencePercent(amount: number, rateBp: number): number {
  return Number((BigInt(amount) * BigInt(rateBp) * 2n + 10_000n) / 20_000n);
}

describe('TRX-2 a percentage line is rounded once, half up, to a whole unit', () => {
  it('rounds a half up and anything less down', () => {
    expect(percentOf(12_345, 1_000)).toBe(1_235); // 1,234.5
    expect(percentOf(12_344, 1_000)).toBe(1_234); // 1,234.4
    expect(percentOf(10, 500)).toBe(1); // 0.5
    expect(percentOf(9, 500)).toBe(0); // 0.45
  });
  it('takes nothing at 0 basis points and the whole amount at 10,000', () => {
    expect(percentOf(98_765, 0)).toBe(0);
    expect(percentOf(98_765, 10_000)).toBe(98_765);
  });
  it('stays exact at amounts whose product with the rate is beyond a safe integer', () => {
    expect(percentOf(MAX_AMOUNT - 1, 9_999)).toBe(referencePercent(MAX_AMOUNT - 1, 9_999));
    expect(percentOf(40 * MAX_AMOUNT + 7, 1_234)).toBe(
      referencePercent(40 * MAX_AMOUNT + 7, 1_234),
    );
  });
  it('matches exact integer arithmetic for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 * MAX_AMOUNT }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, rateBp) => {
          expect(percentOf(amount, rateBp)).toBe(referencePercent(amount, rateBp));
        },
      ),
    );
  });
});
