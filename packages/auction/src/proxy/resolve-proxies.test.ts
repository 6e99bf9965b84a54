import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementAt } from '../increments/increment-table';
import { incrementTableArb } from '../testing/arbitraries';
import { settleStepByStep } from './proxy-reference-model';
import { resolveProxies, type LeadingBid, type StandingMaxBid } from './resolve-proxies';

const increments = [
  { from: 0, increment: 100 },
  { from: 10_000, increment: 500 },
];
const base = { startPrice: 5_000, reservePrice: 50_000, increments };

describe('PRX-2 two ceilings', () => {
  it('the higher ceiling leads at the lower ceiling plus one increment', () => {
    const maxBids = [
      { dealerId: 1, ceiling: 9_000, committedAt: 1 },
      { dealerId: 2, ceiling: 20_000, committedAt: 2 },
    ];
    const out = resolveProxies({
      ...base,
      leading: { dealerId: 1, amount: 5_000, committedAt: 1 },
      maxBids,
    });
    expect(out.bids).toEqual([
      { dealerId: 1, amount: 9_000, committedAt: 1 },
      { dealerId: 2, amount: 9_100, committedAt: 2 },
    ]);
    expect(out.leading).toEqual({ dealerId: 2, amount: 9_100, committedAt: 2 });
  });
  it('capped at the higher ceiling when one increment more would pass it', () => {
    const maxBids = [
      { dealerId: 1, ceiling: 9_950, committedAt: 1 },
      { dealerId: 2, ceiling: 10_000, committedAt: 2 },
    ];
    const out = resolveProxies({
      ...base,
      leading: { dealerId: 1, amount: 5_000, committedAt: 1 },
      maxBids,
    });
    expect(out.leading).toEqual({ dealerId: 2, amount: 10_000, committedAt: 2 });
  });
});

describe('PRX-3 ties', () => {
  it('equal ceilings: the earlier one leads at that amount', () => {
    const maxBids = [
      { dealerId: 1, ceiling: 9_000, committedAt: 1 },
      { dealerId: 2, ceiling: 9_000, committedAt: 2 },
    ];
    const out = resolveProxies({
      ...base,
      leading: { dealerId: 1, amount: 5_000, committedAt: 1 },
      maxBids,
    });
    expect(out.leading).toEqual({ dealerId: 1, amount: 9_000, committedAt: 1 });
    expect(out.bids.map((b) => b.dealerId)).toEqual([2, 1]);
  });
  it('a manual bid equal to a standing ceiling loses to the ceiling', () => {
    const maxBids = [{ dealerId: 1, ceiling: 9_000, committedAt: 1 }];
    const manual: LeadingBid = { dealerId: 3, amount: 9_000, committedAt: 5 };
    const out = resolveProxies({ ...base, leading: manual, maxBids });
    expect(out.leading).toEqual({ dealerId: 1, amount: 9_000, committedAt: 1 });
    expect(out.bids).toEqual([{ dealerId: 1, amount: 9_000, committedAt: 1 }]);
  });
  it('a later ceiling equal to the leading amount cannot take the lead', () => {
    const out = resolveProxies({
      ...base,
      leading: { dealerId: 1, amount: 9_000, committedAt: 1 },
      maxBids: [{ dealerId: 2, ceiling: 9_000, committedAt: 4 }],
    });
    expect(out).toEqual({ bids: [], leading: { dealerId: 1, amount: 9_000, committedAt: 1 } });
  });
});

describe('PRX-5 reserve', () => {
  it('a ceiling at or above the reserve lifts the price to the reserve without competition', () => {
    const out = resolveProxies({
      ...base,
      reservePrice: 30_000,
      leading: null,
      maxBids: [{ dealerId: 1, ceiling: 40_000, committedAt: 1 }],
    });
    expect(out.leading).toEqual({ dealerId: 1, amount: 30_000, committedAt: 1 });
  });
  it('a ceiling below the reserve bids only the start price', () => {
    const out = resolveProxies({
      ...base,
      reservePrice: 30_000,
      leading: null,
      maxBids: [{ dealerId: 1, ceiling: 20_000, committedAt: 1 }],
    });
    expect(out.leading).toEqual({ dealerId: 1, amount: 5_000, committedAt: 1 });
  });
});

/**
 * PRX-6: for random tables, reserves, ceilings and arrival orders, the closed form reaches the
 * same price, leader and bidders as the one-increment-at-a-time reference model, after every event.
 */
describe('PRX-6 closed form equals the step-by-step reference', () => {
  type Event =
    | { kind: 'max'; dealerId: number; ceiling: number }
    | { kind: 'manual'; dealerId: number; raise: number };
  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    fc.record({
      kind: fc.constant('max' as const),
      dealerId: fc.integer({ min: 1, max: 5 }),
      ceiling: fc.integer({ min: 1, max: 400_000 }),
    }),
    fc.record({
      kind: fc.constant('manual' as const),
      dealerId: fc.integer({ min: 1, max: 5 }),
      raise: fc.integer({ min: 0, max: 20_000 }),
    }),
  );

  it('agrees on price, leader and bidders after every event', () => {
    fc.assert(
      fc.property(
        incrementTableArb,
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(eventArb, { minLength: 1, maxLength: 25 }),
        (table, startPrice, reserveExtra, events) => {
          const reservePrice = startPrice + reserveExtra;
          let leading: LeadingBid | null = null;
          const maxBids = new Map<number, StandingMaxBid>();
          let seq = 0;
          const closedBidders = new Set<number>();
          const referenceBidders = new Set<number>();
          for (const event of events) {
            seq += 1;
            const minimum =
              leading === null ? startPrice : leading.amount + incrementAt(table, leading.amount);
            if (event.kind === 'max') {
              // Placement rules: a new or raised ceiling must reach the minimum (or, for the leader, rise).
              const own = maxBids.get(event.dealerId);
              const isLeader = leading?.dealerId === event.dealerId;
              if (own && event.ceiling <= own.ceiling) continue;
              if (!isLeader && event.ceiling < minimum) continue;
              if (isLeader && event.ceiling <= leading!.amount) continue;
              maxBids.set(event.dealerId, {
                dealerId: event.dealerId,
                ceiling: event.ceiling,
                committedAt: seq,
              });
            } else {
              if (leading?.dealerId === event.dealerId) continue;
              leading = {
                dealerId: event.dealerId,
                amount: minimum + event.raise,
                committedAt: seq,
              };
              closedBidders.add(event.dealerId);
              referenceBidders.add(event.dealerId);
            }
            const standing = [...maxBids.values()];
            const input = {
              startPrice,
              reservePrice,
              increments: table,
              leading,
              maxBids: standing,
            };
            const closed = resolveProxies(input);
            const reference = settleStepByStep(input);
            expect(closed.leading?.dealerId).toBe(reference.leading?.dealerId);
            expect(closed.leading?.amount).toBe(reference.leading?.amount);
            for (const bid of closed.bids) closedBidders.add(bid.dealerId);
            for (const dealerId of reference.bidders) referenceBidders.add(dealerId);
            expect(closedBidders).toEqual(referenceBidders);
            // Only the deciding bids are recorded, in rising order, and the price never falls.
            expect(closed.bids.length).toBeLessThanOrEqual(2);
            const amounts = closed.bids.map((b) => b.amount);
            expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
            expect(closed.leading?.amount ?? 0).toBeGreaterThanOrEqual(leading?.amount ?? 0);
            leading = closed.leading;
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
