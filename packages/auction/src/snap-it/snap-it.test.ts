import { describe, expect, it } from 'vitest';
import type { BiddableAuction } from '../bidding/evaluate-bid';
import { evaluateSnapIt, evaluateSnapItRemoval, fireSnapIt, snapItFiresAt } from './snap-it';

const END = 10_000_000;
const rules = { increments: [{ from: 0, increment: 100 }], extendWindowSeconds: 60 };
const auction = (overrides: Partial<BiddableAuction> = {}): BiddableAuction => ({
  type: 'open',
  status: 'active',
  timeEnd: END,
  sellerGroupId: 9,
  startPrice: 5_000,
  highestAmount: 6_000,
  leaderId: 7,
  ...overrides,
});
const owner = { id: 1, groupId: 2 };

describe('SNP-1 placing and removing a snap-it', () => {
  it('is accepted before the closing window opens when it reaches the minimum', () => {
    expect(
      evaluateSnapIt({
        auction: auction(),
        bidder: owner,
        amount: 6_100,
        now: END - 60_001,
        rules,
      }),
    ).toEqual({ ok: true, value: { amount: 6_100 } });
  });
  it('is refused once the closing window has opened', () => {
    expect(
      evaluateSnapIt({
        auction: auction(),
        bidder: owner,
        amount: 9_000,
        now: END - 60_000,
        rules,
      }),
    ).toEqual({ ok: false, code: 'snap_it_closed' });
    expect(
      evaluateSnapItRemoval({
        timeEnd: END,
        status: 'active',
        now: END - 60_000,
        extendWindowSeconds: 60,
      }),
    ).toEqual({ ok: false, code: 'snap_it_closed' });
  });
  it('is refused below the minimum next bid, on a closed auction, or by the seller group', () => {
    expect(
      evaluateSnapIt({ auction: auction(), bidder: owner, amount: 6_000, now: 0, rules }),
    ).toEqual({ ok: false, code: 'bid_below_minimum', minimum: 6_100 });
    expect(
      evaluateSnapIt({
        auction: auction({ type: 'closed' }),
        bidder: owner,
        amount: 9_000,
        now: 0,
        rules,
      }),
    ).toMatchObject({ code: 'auction_not_open_type' });
    expect(
      evaluateSnapIt({
        auction: auction({ sellerGroupId: 2 }),
        bidder: owner,
        amount: 9_000,
        now: 0,
        rules,
      }),
    ).toMatchObject({ code: 'own_auction' });
  });
  it('can be removed before it fires', () => {
    expect(
      evaluateSnapItRemoval({ timeEnd: END, status: 'preview', now: 0, extendWindowSeconds: 60 })
        .ok,
    ).toBe(true);
  });
});

describe('SNP-2, SNP-3 firing', () => {
  it('fires when the soft-close window opens', () => {
    expect(snapItFiresAt(END, 60)).toBe(END - 60_000);
  });
  it('bids its amount when it still beats the minimum and its owner does not lead; inside the window it extends the end', () => {
    const now = END - 59_000;
    expect(fireSnapIt({ auction: auction(), owner, amount: 7_000, now, rules })).toEqual({
      fired: true,
      bid: { amount: 7_000, timeEnd: now + 60_000, isExtended: true },
    });
  });
  it('fails when the price has passed it, or when its owner already leads', () => {
    expect(
      fireSnapIt({
        auction: auction({ highestAmount: 7_000 }),
        owner,
        amount: 7_000,
        now: END - 60_000,
        rules,
      }),
    ).toEqual({
      fired: false,
      reason: { ok: false, code: 'bid_below_minimum', minimum: 7_100 },
    });
    expect(
      fireSnapIt({
        auction: auction({ leaderId: 1 }),
        owner,
        amount: 9_000,
        now: END - 60_000,
        rules,
      }),
    ).toMatchObject({ fired: false, reason: { code: 'already_winning' } });
  });
});
