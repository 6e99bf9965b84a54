import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementTableArb } from '../testing/arbitraries';
import { findIncrementTableProblem, incrementAt } from './increment-table';

const table = [
  { from: 0, increment: 100 },
  { from: 10_000, increment: 200 },
  { from: 50_000, increment: 500 },
];

describe('INC-1 sound increment tables', () => {
  it('accepts a table that starts at 0 with rising starts and positive increments', () => {
    expect(findIncrementTableProblem(table)).toBeNull();
  });
  it.each([
    [[], 'the table has no tiers'],
    [[{ from: 5, increment: 1 }], 'the first tier must start at 0'],
    [[{ from: 0, increment: 0 }], 'tier 0 has an increment that is not a positive whole amount'],
    [[{ from: 0, increment: 1.5 }], 'tier 0 has an increment that is not a positive whole amount'],
    [[{ from: 0, increment: 1 }, { from: 0, increment: 2 }], 'tier 1 does not start above tier 0'],
  ])('rejects a broken table %j with a message naming the problem', (broken, problem) => {
    expect(findIncrementTableProblem(broken)).toBe(problem);
  });
  it('every generated table is sound', () => {
    fc.assert(fc.property(incrementTableArb, (t) => findIncrementTableProblem(t) === null));
  });
});

describe('INC-2 increment above an amount', () => {
  it('uses the tier with the largest start not above the amount', () => {
    expect(incrementAt(table, 0)).toBe(100);
    expect(incrementAt(table, 9_999)).toBe(100);
    expect(incrementAt(table, 10_000)).toBe(200);
    expect(incrementAt(table, 49_999)).toBe(200);
    expect(incrementAt(table, 1_000_000)).toBe(500);
  });
  it('is always one of the table increments and never decreases past a tier start for rising tables', () => {
    fc.assert(
      fc.property(incrementTableArb, fc.integer({ min: 0, max: 5_000_000 }), (t, amount) => {
        const inc = incrementAt(t, amount);
        const tier = [...t].reverse().find((x) => x.from <= amount);
        return tier !== undefined && inc === tier.increment;
      }),
    );
  });
  it('throws on a table without a tier at 0, since that is a broken setting', () => {
    expect(() => incrementAt([{ from: 10, increment: 1 }], 5)).toThrow(/no tier starting at 0/);
  });
});
