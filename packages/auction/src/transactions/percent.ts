/** A rate in basis points: 1 bp = 0.01 %, so 10,000 bp is the whole amount. */
export const BASIS_POINTS = 10_000;

/**
 * `rateBp` basis points of `amount`, rounded once, half up, to a whole unit (TRX-2).
 *
 * The amount is split at 10,000 so that every product stays a safe integer even for amounts far
 * above `MAX_AMOUNT`: `amount × rate / 10,000 = whole × rate + part × rate / 10,000`, and only the
 * second term has a fraction to round.
 */
export function percentOf(amount: number, rateBp: number): number {
  const whole = Math.floor(amount / BASIS_POINTS);
  const part = amount - whole * BASIS_POINTS;
  return whole * rateBp + Math.floor((part * rateBp + BASIS_POINTS / 2) / BASIS_POINTS);
}
