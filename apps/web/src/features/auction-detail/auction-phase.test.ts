import { describe, expect, it } from 'vitest';
import {
  buildAuction,
  buildClosedAuction,
  buildSnapIt,
  buildUserBid,
} from '../../testing/auction-factory';
import {
  acceptsStandingOrders,
  isBiddingOpen,
  ownSealedBids,
  snapItFiresAt,
} from './auction-phase';

const end = Date.parse('2030-01-01T11:00:00.000Z');

describe('auction phase', () => {
  it('takes bids only while active and before time_end (BID-5)', () => {
    expect(isBiddingOpen(buildAuction(), end - 1)).toBe(true);
    expect(isBiddingOpen(buildAuction(), end)).toBe(false);
    expect(isBiddingOpen(buildAuction({ status: 'preview' }), end - 60_000)).toBe(false);
  });

  it('takes max bids and snap-its on open auctions in preview and while bidding is open (PRX-1, SNP-1)', () => {
    expect(acceptsStandingOrders(buildAuction({ status: 'preview' }), end - 60_000)).toBe(true);
    expect(acceptsStandingOrders(buildAuction(), end - 1)).toBe(true);
    expect(acceptsStandingOrders(buildAuction(), end)).toBe(false);
    expect(acceptsStandingOrders(buildClosedAuction(), end - 60_000)).toBe(false);
  });

  it('fires snap-its when the closing window opens, or when the server says a placed one fires (SNP-2)', () => {
    expect(snapItFiresAt(buildAuction(), 60)).toBe(end - 60_000);
    expect(
      snapItFiresAt(
        buildAuction({ snap_it_bid: buildSnapIt({ fires_at: '2030-01-01T10:58:30.000Z' }) }),
        60,
      ),
    ).toBe(Date.parse('2030-01-01T10:58:30.000Z'));
  });

  it('keeps the highest own sealed bid of each type and ignores bids of other kinds (SEAL-2)', () => {
    const auction = buildClosedAuction({
      user_bids: [
        buildUserBid({ id: 1, kind: 'closed', bid_type: 'whole_car', amount: 41_000 }),
        buildUserBid({ id: 2, kind: 'closed', bid_type: 'whole_car', amount: 43_000 }),
        buildUserBid({ id: 3, kind: 'closed', bid_type: 'body_only', amount: 20_000 }),
        buildUserBid({ id: 4, kind: 'manual', bid_type: null, amount: 99_000 }),
      ],
    });
    const own = ownSealedBids(auction);
    expect(own.whole_car?.amount).toBe(43_000);
    expect(own.body_only?.amount).toBe(20_000);
  });
});
