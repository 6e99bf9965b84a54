import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../core/money';
import { chargesFor, type Charges, type Discount } from './charges';
import type { FeeSchedule } from './fee-schedule';
import { discountsArb, feeScheduleArb, hammerArb } from '../testing/fee-schedule-arbitraries';

const saleArb = feeScheduleArb.chain((schedule) =>
  fc.record({
    schedule: fc.constant(schedule),
    hammer: hammerArb,
    discounts: discountsArb(schedule),
  }),
);

function charged(hammer: number, schedule: FeeSchedule, discounts: Discount[]): Charges {
  const result = chargesFor(hammer, schedule, discounts);
  if (!result.ok) throw new Error(`expected charges, got ${result.code}`);
  return result.value;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Half up of amount × rate / 10,000 with big integers. */
function share(amount: number, rateBp: number): number {
  return Number((BigInt(amount) * BigInt(rateBp) * 2n + 10_000n) / 20_000n);
}

/**
 * The totals written out as the decisions read, without lines: discounts on a fee add up and
 * stop at the fee, tax on the net of its bases, seller deductions stop at the hammer.
 */
function referenceTotals(hammer: number, schedule: FeeSchedule, discounts: Discount[]) {
  const band = schedule.premiumBands.filter((b) => b.from <= hammer).at(-1)!;
  let premium = share(hammer, band.rateBp);
  if (band.minimum != null) premium = Math.max(premium, band.minimum);
  if (band.maximum != null) premium = Math.min(premium, band.maximum);
  const net = (target: string, amount: number) =>
    Math.max(0, amount - sum(discounts.filter((d) => d.target === target).map((d) => d.amount)));
  const netPremium = net('buyer_premium', premium);
  const netFees = sum(schedule.buyerFees.map((fee) => net(fee.name, fee.amount)));
  const taxed = schedule.tax?.appliesTo ?? [];
  const base =
    (taxed.includes('hammer') ? hammer : 0) +
    (taxed.includes('buyer_premium') ? netPremium : 0) +
    (taxed.includes('buyer_fees') ? netFees : 0);
  const tax = schedule.tax ? share(base, schedule.tax.rateBp) : 0;
  const { rateBp, fixed } = schedule.sellerFees;
  const deducted = Math.min(hammer, share(hammer, rateBp) + sum(fixed.map((fee) => fee.amount)));
  const sellerTax = taxed.includes('seller_fees') ? share(deducted, schedule.tax!.rateBp) : 0;
  return {
    buyerTotal: hammer + netPremium + netFees + tax,
    sellerPayout: Math.max(0, hammer - deducted - sellerTax),
  };
}

describe('TRX-4, TRX-7 every total is exactly the sum of its lines', () => {
  it('for random schedules, hammers and discounts, on both sides, in safe integers', () => {
    fc.assert(
      fc.property(saleArb, ({ schedule, hammer, discounts }) => {
        const charges = charged(hammer, schedule, discounts);
        expect(charges.buyerTotal).toBe(sum(charges.buyerLines.map((line) => line.amount)));
        expect(charges.sellerPayout).toBe(sum(charges.sellerLines.map((line) => line.amount)));
        for (const line of [...charges.buyerLines, ...charges.sellerLines]) {
          expect(Number.isSafeInteger(line.amount)).toBe(true);
        }
        expect(Number.isSafeInteger(charges.buyerTotal)).toBe(true);
      }),
    );
  });
  it('and the totals are those of the decisions computed another way', () => {
    fc.assert(
      fc.property(saleArb, ({ schedule, hammer, discounts }) => {
        const { buyerTotal, sellerPayout } = charged(hammer, schedule, discounts);
        expect({ buyerTotal, sellerPayout }).toEqual(referenceTotals(hammer, schedule, discounts));
      }),
    );
  });
});

describe('TRX-5, TRX-7 signs of the lines', () => {
  it('no buyer line is negative but a discount, and the buyer never pays less than the hammer', () => {
    fc.assert(
      fc.property(saleArb, ({ schedule, hammer, discounts }) => {
        const charges = charged(hammer, schedule, discounts);
        for (const line of charges.buyerLines) {
          if (line.kind === 'discount') expect(line.amount).toBeLessThanOrEqual(0);
          else expect(line.amount).toBeGreaterThanOrEqual(0);
        }
        expect(charges.buyerTotal).toBeGreaterThanOrEqual(hammer);
      }),
    );
  });
  it('the seller is owed the hammer, every deduction is at most 0, and the payout lies in 0..hammer', () => {
    fc.assert(
      fc.property(saleArb, ({ schedule, hammer, discounts }) => {
        const { sellerLines, sellerPayout: payout } = charged(hammer, schedule, discounts);
        const [first, ...deductions] = sellerLines;
        expect(first).toEqual({ kind: 'hammer', name: 'hammer', amount: hammer });
        for (const line of deductions) expect(line.amount).toBeLessThanOrEqual(0);
        expect(payout).toBeGreaterThanOrEqual(0);
        expect(payout).toBeLessThanOrEqual(hammer);
      }),
    );
  });
});

describe('TRX-8 the all-in price rises with the bid', () => {
  it('one unit more on the hammer always costs the buyer more in total, across bands too', () => {
    fc.assert(
      fc.property(saleArb, fc.nat({ max: 4 }), ({ schedule, hammer, discounts }, edge) => {
        // Half the runs sit one unit below a band start, where a drop would show.
        const start = schedule.premiumBands[edge % schedule.premiumBands.length]!.from;
        const low = edge % 2 === 0 && start > 0 ? start - 1 : hammer;
        if (low + 1 > MAX_AMOUNT) return;
        expect(charged(low + 1, schedule, discounts).buyerTotal).toBeGreaterThan(
          charged(low, schedule, discounts).buyerTotal,
        );
      }),
    );
  });
});
