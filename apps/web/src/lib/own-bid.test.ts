import type { UserBid } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { ownBidAmount } from './own-bid';

const bid = (amount: number, overrides: Partial<UserBid> = {}): UserBid => ({
  id: amount,
  auction_id: 1,
  amount,
  kind: 'manual',
  bid_type: null,
  created_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

describe("the dealer's own bid on a listed car", () => {
  it('is absent when the dealer has not bid', () => {
    expect(ownBidAmount({ user_bids: [] })).toBeNull();
  });

  it('is the highest of the dealer’s bids, whatever order the list gives them in', () => {
    expect(ownBidAmount({ user_bids: [bid(30_000), bid(31_000), bid(29_500)] })).toBe(31_000);
  });

  it('counts a bid placed by the dealer’s max bid or snap-it, and a sealed bid', () => {
    expect(ownBidAmount({ user_bids: [bid(20_000), bid(21_000, { kind: 'max' })] })).toBe(21_000);
    expect(ownBidAmount({ user_bids: [bid(45_000, { kind: 'closed' })] })).toBe(45_000);
  });
});
