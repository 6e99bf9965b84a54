import { describe, expect, it } from 'vitest';
import type { BiddableAuction } from '../bidding/evaluate-bid';
import { evaluateMaxBid, evaluateMaxBidRemoval } from './evaluate-max-bid';

const NOW = 1_000_000;
const rules = { increments: [{ from: 0, increment: 100 }] };
const auction = (overrides: Partial<BiddableAuction> = {}): BiddableAuction => ({
  type: 'open',
  status: 'active',
  timeEnd: NOW + 60_000,
  sellerGroupId: 9,
  startPrice: 5_000,
  highestAmount: 6_000,
  leaderId: 7,
  ...overrides,
});
const judge = (
  ceiling: unknown,
  overrides: Partial<BiddableAuction> = {},
  current: { ceiling: number } | null = null,
) =>
  evaluateMaxBid({
    auction: auction(overrides),
    bidder: { id: 1, groupId: 2 },
    ceiling,
    current,
    now: NOW,
    rules,
  });

describe('PRX-7 placing and raising a max bid', () => {
  it('a ceiling at the minimum next bid is accepted, one below is not', () => {
    expect(judge(6_100)).toEqual({ ok: true, value: { ceiling: 6_100 } });
    expect(judge(6_099)).toEqual({ ok: false, code: 'bid_below_minimum', minimum: 6_100 });
  });
  it('PRX-1: can be placed while the auction is in preview', () => {
    expect(judge(5_000, { status: 'preview', highestAmount: null, leaderId: null }).ok).toBe(true);
  });
  it('a raise must exceed the standing ceiling', () => {
    expect(judge(9_000, {}, { ceiling: 9_000 })).toEqual({
      ok: false,
      code: 'max_bid_not_higher',
      ceiling: 9_000,
    });
    expect(judge(9_100, {}, { ceiling: 9_000 }).ok).toBe(true);
  });
  it.each([
    [1.5, {}, 'invalid_amount'],
    [9_000, { type: 'closed' as const }, 'auction_not_open_type'],
    [9_000, { sellerGroupId: 2 }, 'own_auction'],
    [9_000, { status: 'ended' as const }, 'auction_not_active'],
    [9_000, { timeEnd: NOW }, 'auction_ended'],
  ])('%p on %j is refused as %s', (ceiling, overrides, code) => {
    expect(judge(ceiling, overrides)).toMatchObject({ ok: false, code });
  });
});

describe('PRX-1 removing a max bid', () => {
  it('is allowed while its owner does not lead, and refused while they do', () => {
    expect(evaluateMaxBidRemoval({ auction: auction(), dealerId: 1, now: NOW })).toEqual({
      ok: true,
      value: null,
    });
    expect(
      evaluateMaxBidRemoval({ auction: auction({ leaderId: 1 }), dealerId: 1, now: NOW }),
    ).toEqual({ ok: false, code: 'max_bid_leading' });
  });
  it('is refused once the auction has ended', () => {
    expect(
      evaluateMaxBidRemoval({ auction: auction({ timeEnd: NOW }), dealerId: 1, now: NOW }),
    ).toEqual({ ok: false, code: 'auction_ended' });
  });
});
