import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../core/money';
import { buildSchedule } from '../testing/fee-schedules';
import { chargesFor, type Charges } from './charges';

function charged(...args: Parameters<typeof chargesFor>): Charges {
  const result = chargesFor(...args);
  if (!result.ok) throw new Error(`expected charges, got ${result.code}`);
  return result.value;
}

describe('TRX-4 the buyer pays the hammer, the premium and each fixed fee, line by line', () => {
  it('lists hammer, premium, fixed fees in schedule order, then tax, and totals them', () => {
    const charges = charged(40_000, buildSchedule());
    expect(charges.buyerLines).toEqual([
      { kind: 'hammer', name: 'hammer', amount: 40_000 },
      { kind: 'premium', name: 'buyer_premium', amount: 2_000 },
      { kind: 'fee', name: 'documentation', amount: 200 },
      { kind: 'fee', name: 'e_payment_handling', amount: 50 },
      { kind: 'tax', name: 'tax', amount: 180 },
    ]);
    expect(charges.buyerTotal).toBe(42_430);
  });
  it('refuses a hammer that is not a whole amount within MAX_AMOUNT as invalid_amount', () => {
    for (const hammer of [1.5, -1, MAX_AMOUNT + 1, Number.NaN, '40000' as unknown as number]) {
      expect(chargesFor(hammer, buildSchedule())).toEqual({ ok: false, code: 'invalid_amount' });
    }
  });
  it('throws on a broken schedule, since that is a broken setting', () => {
    expect(() => chargesFor(1_000, buildSchedule({ premiumBands: [] }))).toThrow(
      /broken fee schedule: the premium has no bands/,
    );
  });
});

describe('TRX-5 discounts reduce a fee, never the hammer', () => {
  it('shows a discount as a negative line after the fees and taxes what is left of the fee', () => {
    const discount = { name: 'launch_promotion', amount: 500, target: 'buyer_premium' };
    const charges = charged(40_000, buildSchedule(), [discount]);
    expect(charges.buyerLines.slice(4)).toEqual([
      { kind: 'discount', name: 'launch_promotion', target: 'buyer_premium', amount: -500 },
      { kind: 'tax', name: 'tax', amount: 140 }, // 8 % of 1,500 + 200 + 50
    ]);
    expect(charges.buyerTotal).toBe(41_890);
  });
  it('caps a discount at what is left of its fee, so the fee never goes below zero', () => {
    const charges = charged(40_000, buildSchedule(), [
      { name: 'loyal_dealer', amount: 150, target: 'documentation' },
      { name: 'goodwill', amount: 5_000, target: 'documentation' },
    ]);
    const discounts = charges.buyerLines.filter((line) => line.kind === 'discount');
    expect(discounts.map((line) => line.amount)).toEqual([-150, -50]);
    expect(charges.buyerTotal).toBe(40_000 + 2_000 + 50 + 164); // tax: 8 % of 2,050
  });
  it('leaves the buyer at least the hammer to pay, whatever the discounts', () => {
    const charges = charged(40_000, buildSchedule(), [
      { name: 'goodwill', amount: 1_000_000, target: 'buyer_premium' },
      { name: 'goodwill', amount: 1_000_000, target: 'documentation' },
      { name: 'goodwill', amount: 1_000_000, target: 'e_payment_handling' },
    ]);
    expect(charges.buyerTotal).toBe(40_000);
  });
  it.each([
    [{ name: 'x', amount: 100, target: 'hammer' }, 'it reduces no fee named "hammer"'],
    [{ name: 'x', amount: 100, target: 'storage' }, 'it reduces no fee named "storage"'],
    [
      { name: 'x', amount: 0, target: 'buyer_premium' },
      'its amount is not a positive whole amount',
    ],
    [
      { name: 'x', amount: 9.5, target: 'buyer_premium' },
      'its amount is not a positive whole amount',
    ],
    [{ name: ' ', amount: 100, target: 'buyer_premium' }, 'it has no name'],
  ])('refuses the discount %j as invalid_discount naming the problem', (discount, problem) => {
    const ok = { name: 'fine', amount: 1, target: 'documentation' };
    expect(chargesFor(40_000, buildSchedule(), [ok, discount])).toEqual({
      ok: false,
      code: 'invalid_discount',
      index: 1,
      problem,
    });
  });
});

describe('TRX-6 tax on the lines the market names', () => {
  it('adds no tax line where the market has no tax', () => {
    const charges = charged(40_000, buildSchedule({ tax: null }));
    expect(charges.buyerLines.some((line) => line.kind === 'tax')).toBe(false);
    expect(charges.sellerLines.some((line) => line.kind === 'tax')).toBe(false);
    expect(charges.buyerTotal).toBe(42_250);
  });
  it('taxes the hammer too in a market that taxes the sale of the car', () => {
    const charges = charged(
      40_000,
      buildSchedule({ tax: { rateBp: 1_100, appliesTo: ['hammer'] } }),
    );
    expect(charges.buyerLines.at(-1)).toEqual({ kind: 'tax', name: 'tax', amount: 4_400 });
    expect(charges.sellerLines.some((line) => line.kind === 'tax')).toBe(false);
  });
  it('rounds the tax once on the sum of its base, not line by line', () => {
    // 8 % of 617 (5 % of 12,345 rounded) + 5 + 5 = 49.36 + 0.4 + 0.4 = 50.16 → 50; per line 49 + 0 + 0.
    const schedule = buildSchedule({
      premiumBands: [{ from: 0, rateBp: 500 }],
      buyerFees: [
        { name: 'documentation', amount: 5 },
        { name: 'e_payment_handling', amount: 5 },
      ],
    });
    const lines = charged(12_345, schedule).buyerLines;
    expect(lines.find((line) => line.kind === 'premium')?.amount).toBe(617);
    expect(lines.at(-1)?.amount).toBe(50);
  });
});

describe('TRX-7 the seller is paid the hammer less its fees, never below 0', () => {
  it('deducts the commission, each fixed fee and the tax on them', () => {
    const charges = charged(40_000, buildSchedule());
    expect(charges.sellerLines).toEqual([
      { kind: 'hammer', name: 'hammer', amount: 40_000 },
      { kind: 'commission', name: 'seller_commission', amount: -800 },
      { kind: 'fee', name: 'listing', amount: -100 },
      { kind: 'tax', name: 'tax', amount: -72 },
    ]);
    expect(charges.sellerPayout).toBe(39_028);
  });
  it('caps the deductions at the hammer when the fees would exceed it', () => {
    // Commission 2, listing 100 and tax 8 would take 110 of a hammer of 100.
    const charges = charged(100, buildSchedule());
    expect(charges.sellerLines.map((line) => line.amount)).toEqual([100, -2, -98, 0]);
    expect(charges.sellerPayout).toBe(0);
  });
  it('has no commission line where the market takes no commission', () => {
    const charges = charged(40_000, buildSchedule({ sellerFees: { rateBp: 0, fixed: [] } }));
    expect(charges.sellerLines).toEqual([
      { kind: 'hammer', name: 'hammer', amount: 40_000 },
      { kind: 'tax', name: 'tax', amount: 0 },
    ]);
    expect(charges.sellerPayout).toBe(40_000);
  });
});

describe('TRX-8 the all-in price before bidding is the invoice total', () => {
  it('prices a bid in the bid box exactly as the invoice will bill it', () => {
    const schedule = buildSchedule();
    const shownBeforeBidding = charged(40_000, schedule).buyerTotal;
    expect(charged(40_000, schedule).buyerLines.reduce((sum, l) => sum + l.amount, 0)).toBe(
      shownBeforeBidding,
    );
    expect(shownBeforeBidding).toBe(42_430);
  });
  it('costs more in total for one unit more across a band start', () => {
    const schedule = buildSchedule();
    expect(charged(50_000, schedule).buyerTotal).toBeGreaterThan(
      charged(49_999, schedule).buyerTotal,
    );
  });
});
