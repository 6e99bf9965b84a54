import { describe, expect, it } from 'vitest';
import { areTiersOrdered } from './market-settings-drawer';

describe('the increment tiers the market form accepts (INC-1)', () => {
  it('start at 0 and rise strictly', () => {
    expect(areTiersOrdered([{ from: 0 }, { from: 5_000 }, { from: 20_000 }])).toBe(true);
    expect(areTiersOrdered([{ from: 0 }])).toBe(true);
  });

  it('refuse a first tier above 0, a repeated start, a lower start or an empty one', () => {
    expect(areTiersOrdered([{ from: 100 }])).toBe(false);
    expect(areTiersOrdered([{ from: 0 }, { from: 5_000 }, { from: 5_000 }])).toBe(false);
    expect(areTiersOrdered([{ from: 0 }, { from: 9_000 }, { from: 3_000 }])).toBe(false);
    expect(areTiersOrdered([{ from: 0 }, { from: null }])).toBe(false);
  });
});
