import { describe, expect, it } from 'vitest';
import { bidPosition } from './position';
import { quickBidAmounts } from './minimum-next-bid';
import { extendedTimeEnd } from './soft-close';

describe('BID-7 positions', () => {
  it('the leader is winning', () =>
    expect(bidPosition({ leaderId: 3, dealerId: 3, hasBid: true })).toBe('winning'));
  it('a dealer who bid but does not lead is outbid', () =>
    expect(bidPosition({ leaderId: 4, dealerId: 3, hasBid: true })).toBe('outbid'));
  it('a dealer who never bid has no bid, whoever leads', () => {
    expect(bidPosition({ leaderId: 4, dealerId: 3, hasBid: false })).toBe('nobid');
    expect(bidPosition({ leaderId: null, dealerId: 3, hasBid: false })).toBe('nobid');
  });
});

describe('BID-8 quick amounts', () => {
  it('start at the minimum and add one increment each, following the tiers', () => {
    const increments = [
      { from: 0, increment: 100 },
      { from: 10_000, increment: 200 },
    ];
    expect(quickBidAmounts({ startPrice: 5_000, highestAmount: 9_800, increments }, 3)).toEqual([
      9_900, 10_000, 10_200,
    ]);
  });
});

describe('BID-6 soft close arithmetic', () => {
  it('never moves the end earlier', () => {
    expect(extendedTimeEnd(1_000, 0, 60_000)).toBe(60_000);
    expect(extendedTimeEnd(100_000, 0, 60_000)).toBe(100_000);
  });
});
