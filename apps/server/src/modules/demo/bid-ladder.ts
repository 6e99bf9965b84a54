import { incrementAt, minimumNextBid, type IncrementTable } from '@autobid/auction';
import type { Random } from './random';

export interface Bidder {
  userId: number;
  groupId: number;
}

export interface PlannedBid extends Bidder {
  amount: number;
  createdAt: Date;
}

// A ladder that has not reached the target after this many bids jumps straight to it, so a
// reserve far above the start price cannot make a runaway history.
const MAX_STEPS = 24;

/**
 * A believable run of manual bids: two dealers taking turns (a dealer never outbids itself),
 * each bid at least the minimum next bid and sometimes a step or two above it, spread in time
 * between `from` and `to`. Stops after `count` bids, or once `reach` is met when that is given.
 */
export function buildBidLadder(options: {
  startPrice: number;
  increments: IncrementTable;
  bidders: readonly Bidder[];
  count: number;
  reach?: number;
  from: Date;
  to: Date;
  random: Random;
}): PlannedBid[] {
  const { startPrice, increments, bidders, reach, random } = options;
  if (bidders.length < 2) return [];
  const amounts: number[] = [];
  let highest: number | null = null;
  const isDone = () =>
    reach === undefined ? amounts.length >= options.count : highest !== null && highest >= reach;
  while (!isDone()) {
    const minimum = minimumNextBid({ startPrice, highestAmount: highest, increments });
    const extraSteps = random.next() < 0.6 ? 0 : random.int(1, 2);
    let amount = minimum + extraSteps * incrementAt(increments, minimum);
    if (reach !== undefined && amounts.length >= MAX_STEPS) amount = Math.max(minimum, reach);
    amounts.push(amount);
    highest = amount;
  }
  const first = random.int(0, bidders.length - 1);
  const span = options.to.getTime() - options.from.getTime();
  return amounts.map((amount, i) => {
    const bidder = bidders[(first + i) % bidders.length]!;
    // Each bid falls in its own slice of the span, so times strictly rise with the amounts.
    const at =
      options.from.getTime() + Math.floor((span * (i + random.next() * 0.8)) / amounts.length);
    return { ...bidder, amount, createdAt: new Date(at) };
  });
}
