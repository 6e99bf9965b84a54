import { isAmount } from '../core/money';

/**
 * One tier of a bid-increment table: from `from` (inclusive) upwards the next bid must exceed
 * the current one by at least `increment`, until the next tier starts.
 */
export interface IncrementTier {
  from: number;
  increment: number;
}

/** A market's increment table: tiers sorted by `from`, the first starting at 0. */
export type IncrementTable = readonly IncrementTier[];

/**
 * Checks that a table is usable (INC-1): non-empty, first tier from 0, `from` strictly rising,
 * every increment a positive whole amount. Returns the problem, or null when the table is sound.
 */
export function findIncrementTableProblem(table: IncrementTable): string | null {
  if (table.length === 0) return 'the table has no tiers';
  if (table[0]?.from !== 0) return 'the first tier must start at 0';
  for (let i = 0; i < table.length; i += 1) {
    const tier = table[i]!;
    if (!isAmount(tier.from)) return `tier ${i} starts at a value that is not a whole amount`;
    if (!isAmount(tier.increment) || tier.increment <= 0) {
      return `tier ${i} has an increment that is not a positive whole amount`;
    }
    if (i > 0 && tier.from <= table[i - 1]!.from)
      return `tier ${i} does not start above tier ${i - 1}`;
  }
  return null;
}

/**
 * The increment that applies above `amount` (INC-2): the tier with the largest `from` not above it.
 * Throws on a table that {@link findIncrementTableProblem} rejects, since that is a broken setting.
 */
export function incrementAt(table: IncrementTable, amount: number): number {
  let found: IncrementTier | undefined;
  for (const tier of table) {
    if (tier.from > amount) break;
    found = tier;
  }
  if (!found) throw new Error('increment table has no tier starting at 0');
  return found.increment;
}
