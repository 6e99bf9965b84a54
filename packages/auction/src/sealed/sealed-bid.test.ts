import { describe, expect, it } from 'vitest';
import {
  evaluateSealedBid,
  processState,
  revealState,
  sealedOutcome,
  type SealedAuction,
  type SealedBid,
} from './sealed-bid';

const NOW = 1_000;
const auction = (overrides: Partial<SealedAuction> = {}): SealedAuction => ({
  type: 'closed',
  status: 'active',
  timeEnd: NOW + 60_000,
  sellerGroupId: 9,
  startPrice: 5_000,
  ...overrides,
});
const judge = (
  amount: unknown,
  bidType: unknown,
  overrides: Partial<SealedAuction> = {},
  current: { amount: number } | null = null,
) =>
  evaluateSealedBid({
    auction: auction(overrides),
    bidder: { groupId: 2 },
    amount,
    bidType,
    current,
    now: NOW,
  });

describe('SEAL-1, SEAL-2 sealed bids', () => {
  it('a whole-car or body-only bid at or above the start price is accepted', () => {
    expect(judge(5_000, 'whole_car')).toEqual({
      ok: true,
      value: { amount: 5_000, bidType: 'whole_car' },
    });
    expect(judge(5_000, 'body_only').ok).toBe(true);
  });
  it("a raise must exceed the dealer's own earlier bid of that type", () => {
    expect(judge(6_000, 'whole_car', {}, { amount: 6_000 })).toEqual({
      ok: false,
      code: 'sealed_bid_not_higher',
      amount: 6_000,
    });
  });
  it.each([
    [5_000, 'engine_only', {}, 'invalid_bid_type'],
    [4_999, 'whole_car', {}, 'bid_below_minimum'],
    [5_000, 'whole_car', { type: 'open' as const }, 'auction_not_closed_type'],
    [5_000, 'whole_car', { sellerGroupId: 2 }, 'own_auction'],
    [5_000, 'whole_car', { status: 'preview' as const }, 'auction_not_started'],
    [5_000, 'whole_car', { timeEnd: NOW }, 'auction_ended'],
  ])('%p %p on %j is refused as %s', (amount, bidType, overrides, code) => {
    expect(judge(amount, bidType, overrides)).toMatchObject({ ok: false, code });
  });
});

describe('SEAL-3 close of a sealed auction', () => {
  const bid = (
    id: number,
    dealerId: number,
    amount: number,
    bidType: SealedBid['bidType'],
    committedAt = id,
  ): SealedBid => ({ id, dealerId, amount, bidType, committedAt });
  it('the best whole-car bid at or above the reserve wins; equal amounts go to the earlier', () => {
    const outcome = sealedOutcome(
      [
        bid(1, 1, 30_000, 'whole_car'),
        bid(2, 2, 30_000, 'whole_car'),
        bid(3, 3, 90_000, 'body_only'),
      ],
      30_000,
    );
    expect(outcome).toEqual({ kind: 'awarded', winner: bid(1, 1, 30_000, 'whole_car') });
  });
  it('below the reserve, the seller chooses between the best bid of each type', () => {
    const outcome = sealedOutcome(
      [
        bid(1, 1, 20_000, 'whole_car'),
        bid(2, 2, 25_000, 'whole_car'),
        bid(3, 3, 8_000, 'body_only'),
      ],
      30_000,
    );
    expect(outcome).toEqual({
      kind: 'pending_award',
      best: { whole_car: bid(2, 2, 25_000, 'whole_car'), body_only: bid(3, 3, 8_000, 'body_only') },
    });
  });
  it('with no bids, nothing is awarded', () => {
    expect(sealedOutcome([], 30_000)).toEqual({ kind: 'no_bids' });
  });
});

describe('SEAL-4 reveal and process states', () => {
  it('open while running, disabled for the seller group or once ended, revealed when decided', () => {
    expect(revealState({ status: 'active', now: NOW, timeEnd: NOW + 1, isOwnGroup: false })).toBe(
      'open',
    );
    expect(revealState({ status: 'active', now: NOW, timeEnd: NOW + 1, isOwnGroup: true })).toBe(
      'disabled',
    );
    expect(
      revealState({ status: 'active', now: NOW + 1, timeEnd: NOW + 1, isOwnGroup: false }),
    ).toBe('disabled');
    expect(revealState({ status: 'reserved', now: NOW, timeEnd: NOW, isOwnGroup: false })).toBe(
      'disabled',
    );
    expect(revealState({ status: 'awarded', now: NOW, timeEnd: NOW, isOwnGroup: false })).toBe(
      'revealed',
    );
  });
  it('success for the winner, fail for the others once decided, pending before', () => {
    expect(processState({ status: 'awarded', winnerDealerId: 1, dealerId: 1 })).toBe('success');
    expect(processState({ status: 'awarded', winnerDealerId: 1, dealerId: 2 })).toBe('fail');
    expect(processState({ status: 'reserved', winnerDealerId: null, dealerId: 2 })).toBe('pending');
    expect(processState({ status: 'active', winnerDealerId: null, dealerId: 2 })).toBe('pending');
  });
});
