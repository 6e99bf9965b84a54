import { minimumNextBid } from '@autobid/auction';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_MARKETS } from '../../db/reference-data';
import { buildBidLadder } from './bid-ladder';
import { createRandom } from './random';

const MY = REFERENCE_MARKETS.find((m) => m.code === 'MY')?.increments ?? [];
const DEALERS = [
  { userId: 1, groupId: 10 },
  { userId: 2, groupId: 20 },
];
const FROM = new Date('2025-01-01T00:00:00Z');
const TO = new Date('2025-01-01T02:00:00Z');

describe('buildBidLadder', () => {
  it('every bid is at least the minimum next bid, by the other dealer, later than the one before', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 500, max: 400_000 }),
        fc.integer({ min: 1, max: 12 }),
        (seed, startPrice, count) => {
          const ladder = buildBidLadder({
            startPrice,
            increments: MY,
            bidders: DEALERS,
            count,
            from: FROM,
            to: TO,
            random: createRandom(seed),
          });
          expect(ladder).toHaveLength(count);
          let highest: number | null = null;
          ladder.forEach((bid, i) => {
            expect(bid.amount).toBeGreaterThanOrEqual(
              minimumNextBid({ startPrice, highestAmount: highest, increments: MY }),
            );
            expect(bid.createdAt.getTime()).toBeGreaterThanOrEqual(FROM.getTime());
            expect(bid.createdAt.getTime()).toBeLessThan(TO.getTime());
            const before = ladder[i - 1];
            if (before) {
              expect(bid.userId).not.toBe(before.userId);
              expect(bid.createdAt.getTime()).toBeGreaterThan(before.createdAt.getTime());
            }
            highest = bid.amount;
          });
        },
      ),
    );
  });

  it('when asked to reach a reserve, stops at the first bid at or above it, however far away it is', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 500, max: 100_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (seed, startPrice, gap) => {
          const reach = startPrice + gap;
          const ladder = buildBidLadder({
            startPrice,
            increments: MY,
            bidders: DEALERS,
            count: 0,
            reach,
            from: FROM,
            to: TO,
            random: createRandom(seed),
          });
          expect(ladder.at(-1)?.amount).toBeGreaterThanOrEqual(reach);
          expect(ladder.slice(0, -1).every((b) => b.amount < reach)).toBe(true);
          expect(ladder.length).toBeLessThanOrEqual(25);
        },
      ),
    );
  });

  it('with a single dealer makes no bids, since a dealer cannot outbid itself', () => {
    const ladder = buildBidLadder({
      startPrice: 1_000,
      increments: MY,
      bidders: DEALERS.slice(0, 1),
      count: 3,
      from: FROM,
      to: TO,
      random: createRandom(1),
    });
    expect(ladder).toEqual([]);
  });
});
