import { chargesFor, checkBuyingPower, type ChargeLine } from '@autobid/auction';
import type { BuyingTerms } from '@autobid/contract';

/** What a bid would cost the dealer in all, line by line, as its invoice would state it. */
export interface AllInPrice {
  total: number;
  lines: ChargeLine[];
}

/**
 * The all-in price of a bid of `amount` (TRX-8): the invoice's own `chargesFor` under the dealer's
 * fee schedule and discounts, so the price seen before bidding is the price billed. Null when it
 * cannot be priced (an amount that is not a whole amount, a discount naming no fee, a broken
 * schedule): no price is better than a wrong one.
 */
export function allInPrice(amount: number, terms: BuyingTerms): AllInPrice | null {
  try {
    const charges = chargesFor(amount, terms.fee_schedule, terms.discounts);
    return charges.ok ? { total: charges.value.buyerTotal, lines: charges.value.buyerLines } : null;
  } catch {
    return null;
  }
}

export type BuyingPowerState = 'ok' | 'warn' | 'refuse';

/**
 * Where an all-in `total` stands against the dealer's buying power (TRX-13), by the rule the server
 * applies: `ok` within it; above it, `warn` where the market only warns and `refuse` where it
 * refuses the bid. Null when there is nothing to say: the market does not check credit, or the
 * group has no floor-stock line.
 */
export function buyingPowerState(total: number, terms: BuyingTerms): BuyingPowerState | null {
  if (terms.credit_check === 'off' || terms.buying_power === null) return null;
  const verdict = checkBuyingPower({
    allIn: total,
    available: terms.buying_power.available,
    mode: terms.credit_check,
  });
  if (!verdict.ok) return 'refuse';
  return verdict.warning ? 'warn' : 'ok';
}
