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
    [
      [
        { from: 0, increment: 1 },
        { from: 0, increment: 2 },
      ],
      'tier 1 does not start above tier 0',
    ],
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
  it('is always positive and one of the table increments', () => {
    fc.assert(
      fc.property(incrementTableArb, fc.integer({ min: 0, max: 5_000_000 }), (t, amount) => {
        const inc = incrementAt(t, amount);
        expect(inc).toBeGreaterThan(0);
        expect(t.map((tier) => tier.increment)).toContain(inc);
      }),
    );
  });
  it("at each tier's edges: its own increment from its start up to one below the next start", () => {
    fc.assert(
      fc.property(incrementTableArb, (t) => {
        t.forEach((tier, i) => {
          expect(incrementAt(t, tier.from)).toBe(tier.increment);
          const next = t[i + 1];
          if (next) expect(incrementAt(t, next.from - 1)).toBe(tier.increment);
        });
      }),
    );
  });
  it('changes only where a tier starts', () => {
    fc.assert(
      fc.property(incrementTableArb, fc.integer({ min: 0, max: 5_000_000 }), (t, amount) => {
        if (!t.some((tier) => tier.from === amount + 1))
          expect(incrementAt(t, amount + 1)).toBe(incrementAt(t, amount));
      }),
    );
  });
  it('never decreases as the amount rises when the increments rise tier by tier', () => {
    const risingTableArb = incrementTableArb.map((t) => {
      const increments = t.map((tier) => tier.increment).sort((x, y) => x - y);
      return t.map((tier, i) => ({ from: tier.from, increment: increments[i]! }));
    });
    fc.assert(
      fc.property(
        risingTableArb,
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (t, a, b) => {
          expect(incrementAt(t, Math.max(a, b))).toBeGreaterThanOrEqual(
            incrementAt(t, Math.min(a, b)),
          );
        },
      ),
    );
  });
  it('throws on a table without a tier at 0, since that is a broken setting', () => {
    expect(() => incrementAt([{ from: 10, increment: 1 }], 5)).toThrow(/no tier starting at 0/);
  });
});
