import { describe, expect, it } from 'vitest';
import { SELLER_GROUP, buildBid } from '../testing/negotiation-factories';
import { runnerUpOf, topBidOf } from './runner-up';

describe('OFR-2 top bid', () => {
  it('the highest bid is the top bid; at equal amounts the earlier commitment', () => {
    const bids = [
      buildBid(1, 1, 20_000),
      buildBid(2, 2, 25_000),
      buildBid(3, 3, 25_000, { committedAt: 0 }),
    ];
    expect(topBidOf(bids, SELLER_GROUP)).toEqual(buildBid(3, 3, 25_000, { committedAt: 0 }));
  });
  it('a bid from the seller group never counts, and no bid means no top bid', () => {
    expect(
      topBidOf(
        [buildBid(1, 1, 20_000), buildBid(2, 2, 90_000, { groupId: SELLER_GROUP })],
        SELLER_GROUP,
      )?.id,
    ).toBe(1);
    expect(topBidOf([], SELLER_GROUP)).toBeNull();
  });
});

describe('OFR-6 runner-up', () => {
  it('the runner-up is the best bid of a dealer other than the declined top bidder', () => {
    const bids = [
      buildBid(1, 1, 20_000),
      buildBid(2, 2, 25_000),
      buildBid(3, 2, 24_000),
      buildBid(4, 3, 22_000),
    ];
    expect(runnerUpOf(bids, 2, SELLER_GROUP)?.id).toBe(4);
  });
  it('every dealer already out is skipped, and nobody left means no runner-up', () => {
    const bids = [buildBid(1, 1, 20_000), buildBid(2, 2, 25_000), buildBid(4, 3, 22_000)];
    expect(runnerUpOf(bids, [2, 3], SELLER_GROUP)?.id).toBe(1);
    expect(runnerUpOf(bids, [1, 2, 3], SELLER_GROUP)).toBeNull();
  });
  it('a seller-group bid is never the runner-up', () => {
    const bids = [buildBid(1, 1, 25_000), buildBid(2, 2, 24_000, { groupId: SELLER_GROUP })];
    expect(runnerUpOf(bids, 1, SELLER_GROUP)).toBeNull();
  });
});
