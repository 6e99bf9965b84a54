/** The largest amount any price or bid may take, in the market's currency unit. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** True when `value` is a whole, non-negative amount no larger than {@link MAX_AMOUNT}. */
export function isAmount(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT
  );
}
