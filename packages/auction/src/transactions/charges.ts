import { isAmount } from '../core/money';
import { fail, ok, type Result } from '../core/result';
import { buyerPremium } from './buyer-premium';
import { findFeeScheduleProblem, type FeeSchedule, type TaxBase } from './fee-schedule';
import { percentOf } from './percent';

/**
 * A reduction of one of the buyer's fee lines (TRX-5): `target` is `buyer_premium` or the name of
 * one of the market's fixed buyer fees. The hammer price is never discounted.
 */
export interface Discount {
  name: string;
  amount: number;
  target: string;
}

/**
 * One line of a bill. Amounts are signed whole units: what the party is charged (or, on the
 * seller's side, the hammer it is owed) is positive, a discount or a deduction negative.
 */
export type ChargeLine =
  | { kind: 'hammer'; name: 'hammer'; amount: number }
  | { kind: 'premium'; name: 'buyer_premium'; amount: number }
  | { kind: 'commission'; name: 'seller_commission'; amount: number }
  | { kind: 'fee'; name: string; amount: number }
  | { kind: 'discount'; name: string; target: string; amount: number }
  | { kind: 'tax'; name: 'tax'; amount: number };

/** Both sides of a sale: every total is exactly the sum of its lines (TRX-4, TRX-7). */
export interface Charges {
  buyerLines: ChargeLine[];
  /** What the buyer pays: the all-in price of TRX-8. */
  buyerTotal: number;
  sellerLines: ChargeLine[];
  /** What the seller is paid: never below 0. */
  sellerPayout: number;
}

export type ChargesRejection =
  { code: 'invalid_amount' } | { code: 'invalid_discount'; index: number; problem: string };

function sumOf(lines: readonly ChargeLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

function findDiscountProblem(discount: Discount, targets: readonly string[]): string | null {
  if (typeof discount.name !== 'string' || discount.name.trim() === '') return 'it has no name';
  if (!isAmount(discount.amount) || discount.amount === 0) {
    return 'its amount is not a positive whole amount';
  }
  if (!targets.includes(discount.target)) return `it reduces no fee named "${discount.target}"`;
  return null;
}

/** The buyer's fee lines, and one line per discount capped at what is left of the fee it reduces. */
function discountedFeeLines(schedule: FeeSchedule, hammer: number, discounts: readonly Discount[]) {
  const fees: ChargeLine[] = [
    { kind: 'premium', name: 'buyer_premium', amount: buyerPremium(schedule.premiumBands, hammer) },
    ...schedule.buyerFees.map((fee): ChargeLine => ({
      kind: 'fee',
      name: fee.name,
      amount: fee.amount,
    })),
  ];
  const left = new Map(fees.map((line) => [line.name, line.amount]));
  const discountLines = discounts.map((discount): ChargeLine => {
    const taken = Math.min(discount.amount, left.get(discount.target)!);
    left.set(discount.target, left.get(discount.target)! - taken);
    return { kind: 'discount', name: discount.name, target: discount.target, amount: 0 - taken };
  });
  return { fees, discountLines, left };
}

function taxLine(rateBp: number, base: number): ChargeLine {
  return { kind: 'tax', name: 'tax', amount: percentOf(base, rateBp) };
}

function buyerLinesOf(
  schedule: FeeSchedule,
  hammer: number,
  discounts: readonly Discount[],
): ChargeLine[] {
  const { fees, discountLines, left } = discountedFeeLines(schedule, hammer, discounts);
  const lines: ChargeLine[] = [{ kind: 'hammer', name: 'hammer', amount: hammer }, ...fees];
  lines.push(...discountLines);
  const tax = schedule.tax;
  const buyerBases: TaxBase[] = ['hammer', 'buyer_premium', 'buyer_fees'];
  if (tax && tax.appliesTo.some((base) => buyerBases.includes(base))) {
    let base = tax.appliesTo.includes('hammer') ? hammer : 0;
    for (const line of fees) {
      const applies = line.kind === 'premium' ? 'buyer_premium' : 'buyer_fees';
      if (tax.appliesTo.includes(applies)) base += left.get(line.name)!;
    }
    lines.push(taxLine(tax.rateBp, base));
  }
  return lines;
}

/** The seller's lines: the hammer, then each deduction capped at what is left of it (TRX-7). */
function sellerLinesOf(schedule: FeeSchedule, hammer: number): ChargeLine[] {
  const { rateBp, fixed } = schedule.sellerFees;
  const lines: ChargeLine[] = [{ kind: 'hammer', name: 'hammer', amount: hammer }];
  let left = hammer;
  const deduct = (line: ChargeLine): number => {
    const taken = Math.min(line.amount, left);
    left -= taken;
    lines.push({ ...line, amount: 0 - taken });
    return taken;
  };
  let fees = 0;
  if (rateBp > 0) {
    fees += deduct({
      kind: 'commission',
      name: 'seller_commission',
      amount: percentOf(hammer, rateBp),
    });
  }
  for (const fee of fixed) fees += deduct({ kind: 'fee', name: fee.name, amount: fee.amount });
  if (schedule.tax?.appliesTo.includes('seller_fees')) deduct(taxLine(schedule.tax.rateBp, fees));
  return lines;
}

/**
 * What a sale at `hammer` costs the buyer and pays the seller under a market's fee schedule
 * (TRX-4 to TRX-8). This is the only place fees are computed: the invoice, the seller's payout and
 * the all-in price shown before a bid all come from it. Refuses a hammer that is not a whole amount
 * (`invalid_amount`) and a discount that names no fee or has no positive amount
 * (`invalid_discount`); throws on a schedule `findFeeScheduleProblem` rejects (a broken setting).
 */
export function chargesFor(
  hammer: number,
  schedule: FeeSchedule,
  discounts: readonly Discount[] = [],
): Result<Charges, ChargesRejection> {
  if (!isAmount(hammer)) return fail({ code: 'invalid_amount' });
  const problem = findFeeScheduleProblem(schedule);
  if (problem) throw new Error(`broken fee schedule: ${problem}`);
  const targets = ['buyer_premium', ...schedule.buyerFees.map((fee) => fee.name)];
  for (let index = 0; index < discounts.length; index += 1) {
    const discountProblem = findDiscountProblem(discounts[index]!, targets);
    if (discountProblem) return fail({ code: 'invalid_discount', index, problem: discountProblem });
  }
  const buyerLines = buyerLinesOf(schedule, hammer, discounts);
  const sellerLines = sellerLinesOf(schedule, hammer);
  return ok({
    buyerLines,
    buyerTotal: sumOf(buyerLines),
    sellerLines,
    sellerPayout: sumOf(sellerLines),
  });
}
