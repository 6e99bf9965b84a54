import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuctionStatus } from '../lifecycle/auction-status';
import { incrementTableArb } from '../testing/arbitraries';
import { applyAcceptedBid } from './apply-bid';
import { evaluateBid, type BiddableAuction } from './evaluate-bid';
import { minimumNextBid } from './minimum-next-bid';

const NOW = 1_000_000;
const rules = {
  increments: [
    { from: 0, increment: 100 },
    { from: 10_000, increment: 200 },
  ],
  extendWindowSeconds: 60,
};
const buildAuction = (overrides: Partial<BiddableAuction> = {}): BiddableAuction => ({
  type: 'open',
  status: 'active',
  timeEnd: NOW + 3_600_000,
  sellerGroupId: 9,
  startPrice: 5_000,
  highestAmount: null,
  leaderId: null,
  ...overrides,
});
const dealer = { id: 1, groupId: 2 };
const judge = (amount: unknown, auction: Partial<BiddableAuction> = {}, now = NOW) =>
  evaluateBid({ auction: buildAuction(auction), bidder: dealer, amount, now, rules });

describe('BID-1 amounts', () => {
  it.each([[0], [-100], [5_000.5], ['5000'], [null], [Number.NaN], [1e13]])(
    'rejects %p as invalid_amount',
    (amount) => {
      expect(judge(amount)).toEqual({ ok: false, code: 'invalid_amount' });
    },
  );
});

describe('BID-2 minimum next bid', () => {
  it('with no bids, the start price is enough and one unit less is not', () => {
    expect(judge(5_000).ok).toBe(true);
    expect(judge(4_999)).toEqual({ ok: false, code: 'bid_below_minimum', minimum: 5_000 });
  });
  it('with a bid standing, the minimum is highest plus the increment of its tier', () => {
    expect(judge(9_999, { highestAmount: 9_900, leaderId: 7 })).toEqual({
      ok: false,
      code: 'bid_below_minimum',
      minimum: 10_000,
    });
    expect(judge(10_200, { highestAmount: 10_000, leaderId: 7 }).ok).toBe(true);
    expect(judge(10_100, { highestAmount: 10_000, leaderId: 7 })).toMatchObject({
      code: 'bid_below_minimum',
      minimum: 10_200,
    });
  });
  it('a jump bid above the minimum is accepted at the amount bid', () => {
    expect(judge(50_000, { highestAmount: 10_000, leaderId: 7 })).toMatchObject({
      ok: true,
      value: { amount: 50_000 },
    });
  });
  it('the minimum always exceeds the highest amount', () => {
    fc.assert(
      fc.property(
        incrementTableArb,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (increments, highest, start) =>
          minimumNextBid({ startPrice: start, highestAmount: highest, increments }) > highest,
      ),
    );
  });
});

describe('BID-3 to BID-5 who may bid and when', () => {
  it('BID-3: a closed auction takes no manual bids', () => {
    expect(judge(5_000, { type: 'closed' })).toEqual({ ok: false, code: 'auction_not_open_type' });
  });
  it('BID-4: the seller group may not bid on its own auction', () => {
    expect(judge(5_000, { sellerGroupId: dealer.groupId })).toEqual({
      ok: false,
      code: 'own_auction',
    });
  });
  it.each<AuctionStatus>(['scheduled', 'preview'])(
    'BID-5: in %s the auction has not started',
    (status) => {
      expect(judge(5_000, { status })).toEqual({ ok: false, code: 'auction_not_started' });
    },
  );
  it.each<AuctionStatus>(['ended', 'awarded', 'reserved', 'cancelled', 'sold'])(
    'BID-5: in %s the auction takes no bids',
    (status) => {
      expect(judge(5_000, { status })).toEqual({ ok: false, code: 'auction_not_active', status });
    },
  );
  it('BID-5: at time_end exactly the auction has ended even while still marked active', () => {
    expect(judge(5_000, { timeEnd: NOW })).toEqual({ ok: false, code: 'auction_ended' });
    expect(judge(5_000, { timeEnd: NOW + 1 }).ok).toBe(true);
  });
  it('BID-10: the leader may not bid again', () => {
    expect(judge(20_000, { highestAmount: 10_000, leaderId: dealer.id })).toEqual({
      ok: false,
      code: 'already_winning',
    });
  });
  it('checks run in rule order: a bad amount on an ended auction is reported as invalid_amount', () => {
    expect(judge(1.5, { status: 'ended' })).toMatchObject({ code: 'invalid_amount' });
  });
});

describe('BID-6 soft close', () => {
  it('a bid with 20 s left moves the end to now + 60 s', () => {
    expect(judge(5_000, { timeEnd: NOW + 20_000 })).toEqual({
      ok: true,
      value: { amount: 5_000, timeEnd: NOW + 60_000, isExtended: true },
    });
  });
  it('a bid with more than the window left leaves the end alone', () => {
    expect(judge(5_000, { timeEnd: NOW + 60_001 })).toEqual({
      ok: true,
      value: { amount: 5_000, timeEnd: NOW + 60_001, isExtended: false },
    });
  });
  it('a bid with exactly the window left leaves the end alone, since only less than the window extends', () => {
    expect(judge(5_000, { timeEnd: NOW + 60_000 })).toEqual({
      ok: true,
      value: { amount: 5_000, timeEnd: NOW + 60_000, isExtended: false },
    });
  });
  it('a rejected bid in the window moves nothing: no new end in the verdict and the auction untouched', () => {
    const auction = buildAuction({ timeEnd: NOW + 1_000 });
    const before = structuredClone(auction);
    expect(evaluateBid({ auction, bidder: dealer, amount: 4_000, now: NOW, rules })).toEqual({
      ok: false,
      code: 'bid_below_minimum',
      minimum: 5_000,
    });
    expect(auction).toEqual(before);
  });
});

/** Random streams of bid attempts, applied like the server applies them. */
describe('BID invariants over any sequence of attempts', () => {
  const attempt = fc.record({
    dealerId: fc.integer({ min: 1, max: 6 }),
    raise: fc.integer({ min: -300, max: 3_000 }),
    dt: fc.integer({ min: 0, max: 90_000 }),
  });
  it('accepted amounts rise strictly, each meets the minimum of its moment, the end never moves back and no bid is taken at or after the end', () => {
    fc.assert(
      fc.property(
        incrementTableArb,
        fc.array(attempt, { maxLength: 60 }),
        (increments, attempts) => {
          let state = {
            ...buildAuction({ timeEnd: NOW + 120_000, startPrice: 1_000 }),
            bidCount: 0,
            biddersCount: 0,
          };
          const bidders = new Set<number>();
          let now = NOW;
          let accepted = 0;
          for (const a of attempts) {
            now += a.dt;
            const minimum = minimumNextBid({
              startPrice: state.startPrice,
              highestAmount: state.highestAmount,
              increments,
            });
            const verdict = evaluateBid({
              auction: state,
              bidder: { id: a.dealerId, groupId: 100 + a.dealerId },
              amount: minimum + a.raise,
              now,
              rules: { increments, extendWindowSeconds: 60 },
            });
            if (!verdict.ok) continue;
            expect(now).toBeLessThan(state.timeEnd);
            expect(verdict.value.amount).toBeGreaterThanOrEqual(minimum);
            expect(verdict.value.amount).toBeGreaterThan(state.highestAmount ?? 0);
            expect(verdict.value.timeEnd).toBeGreaterThanOrEqual(state.timeEnd);
            const isFirstBid = !bidders.has(a.dealerId);
            bidders.add(a.dealerId);
            state = applyAcceptedBid(state, verdict.value, { id: a.dealerId, isFirstBid });
            accepted += 1;
          }
          expect(state.bidCount).toBe(accepted);
          expect(state.biddersCount).toBe(bidders.size);
        },
      ),
    );
  });
});
