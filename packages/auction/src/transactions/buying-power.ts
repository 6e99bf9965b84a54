/**
 * What a market does with a bid whose all-in price is above the dealer's buying power: nothing
 * (`off`), let it through with a warning (`warn`), or refuse it (`refuse`).
 */
export type CreditCheckMode = 'off' | 'warn' | 'refuse';

export type BuyingPowerVerdict =
  { ok: true; warning: boolean } | { ok: false; code: 'credit_exceeded'; available: number };

/**
 * Judges a bid against the dealer's buying power (TRX-13). `allIn` is the all-in price of the bid
 * (`chargesFor(...).buyerTotal`, TRX-8); `available` is what the dealer can still pay for, or null
 * when its group has no floor-stock line, in which case there is nothing to check against. Within
 * its buying power a bid is always admitted without a warning; above it, the market's `mode` decides.
 */
export function checkBuyingPower(input: {
  allIn: number;
  available: number | null;
  mode: CreditCheckMode;
}): BuyingPowerVerdict {
  const { allIn, available, mode } = input;
  if (mode === 'off' || available === null || allIn <= available)
    return { ok: true, warning: false };
  if (mode === 'warn') return { ok: true, warning: true };
  return { ok: false, code: 'credit_exceeded', available };
}
