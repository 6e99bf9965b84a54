import { describe, expect, it } from 'vitest';
import { buildBid } from '../../testing/auction-factory';
import { buildPriceChart, niceTicks } from './price-chart-data';

const box = { width: 320, height: 160, left: 50, right: 10, top: 10, bottom: 30 };
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 10, 0, seconds)).toISOString();

describe('niceTicks', () => {
  it('covers the amounts in round steps', () => {
    expect(niceTicks(40_500, 47_000)).toEqual([40_000, 42_500, 45_000, 47_500]);
  });

  it('gives one tick when every bid is the same amount', () => {
    expect(niceTicks(40_000, 40_000)).toEqual([40_000]);
  });
});

describe('buildPriceChart', () => {
  const bids = [
    buildBid({ id: 3, amount: 42_000, bidder_no: 2, created_at: at(30) }),
    buildBid({ id: 2, amount: 41_000, bidder_no: 1, created_at: at(20) }),
    buildBid({ id: 1, amount: 40_500, bidder_no: 2, created_at: at(0) }),
  ];

  it('draws nothing with fewer than two bids', () => {
    expect(buildPriceChart({ bids: bids.slice(0, 1), isOwn: () => false, box })).toBeNull();
  });

  it('puts the bids oldest first, left to right and rising with the amount, the dealer’s own marked', () => {
    const chart = buildPriceChart({ bids, isOwn: (bid) => bid.bidder_no === 1, box });
    expect(chart?.points.map((point) => [point.id, point.isOwn])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    const [a, b, c] = chart?.points ?? [];
    expect(a?.x).toBe(box.left);
    expect(c?.x).toBe(box.width - box.right);
    expect(a!.y).toBeGreaterThan(b!.y);
    expect(b!.y).toBeGreaterThan(c!.y);
  });

  it('keeps every point inside the plot, between the lowest and highest amount ticks', () => {
    const chart = buildPriceChart({ bids, isOwn: () => false, box })!;
    for (const point of chart.points) {
      expect(point.y).toBeGreaterThanOrEqual(box.top);
      expect(point.y).toBeLessThanOrEqual(box.height - box.bottom);
    }
    expect(chart.yTicks[0]!.value).toBeLessThanOrEqual(40_500);
    expect(chart.yTicks[chart.yTicks.length - 1]!.value).toBeGreaterThanOrEqual(42_000);
  });

  it('draws the price as steps: each bid holds until the next one', () => {
    const chart = buildPriceChart({ bids, isOwn: () => false, box })!;
    expect(chart.path).toMatch(/^M[\d.]+,[\d.]+H[\d.]+V[\d.]+H[\d.]+V[\d.]+$/);
  });
});
