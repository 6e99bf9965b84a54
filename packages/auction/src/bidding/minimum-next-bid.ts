import { incrementAt, type IncrementTable } from '../increments/increment-table';

/** What the minimum next bid depends on. */
export interface MinimumNextBidInput {
  startPrice: number;
  /** The standing highest amount, or null when nobody has bid yet. */
  highestAmount: number | null;
  increments: IncrementTable;
}

/**
 * The smallest amount the next bid may be (BID-2): the start price when nobody has bid,
 * otherwise the highest amount plus the increment that applies at that amount.
 */
export function minimumNextBid({
  startPrice,
  highestAmount,
  increments,
}: MinimumNextBidInput): number {
  if (highestAmount === null) return startPrice;
  return highestAmount + incrementAt(increments, highestAmount);
}

/**
 * Quick-add amounts for a bid box (BID-8): the minimum next bid, then each following step of one
 * more increment, `count` amounts in all, every one of them a valid bid on its own.
 */
export function quickBidAmounts(input: MinimumNextBidInput, count: number): number[] {
  const amounts: number[] = [];
  let next = minimumNextBid(input);
  for (let i = 0; i < count; i += 1) {
    amounts.push(next);
    next += incrementAt(input.increments, next);
  }
  return amounts;
}
