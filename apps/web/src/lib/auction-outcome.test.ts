import { describe, expect, it } from 'vitest';
import {
  buildAuction,
  buildBid,
  buildClosedAuction,
  buildUserBid,
} from '../testing/auction-factory';
import { auctionOutcome } from './auction-outcome';

const winning = buildBid({ id: 50, amount: 52_000, bidder_no: 2 });

describe('auctionOutcome (LIFE-4, LIFE-5, SEAL-3, SEAL-4)', () => {
  it.each(['scheduled', 'preview', 'active'] as const)(
    'is null while the auction is %s',
    (status) => {
      expect(auctionOutcome(buildAuction({ status }))).toBeNull();
    },
  );

  it('tells the dealer holding the best bid that they won, at the awarded amount', () => {
    const auction = buildAuction({
      status: 'awarded',
      award_status: 'won',
      position: 'winning',
      awarded_bid: winning,
      highest_bid: winning,
    });
    expect(auctionOutcome(auction)).toEqual({ kind: 'won', amount: 52_000 });
  });

  it('tells a dealer who bid but lost that another dealer won, and at what price', () => {
    const auction = buildAuction({
      status: 'awarded',
      position: 'outbid',
      awarded_bid: winning,
      user_bids: [buildUserBid({ amount: 51_000 })],
    });
    expect(auctionOutcome(auction)).toEqual({ kind: 'lost', amount: 52_000 });
  });

  it('tells a dealer who never bid only that the car was sold', () => {
    expect(auctionOutcome(buildAuction({ status: 'confirmed', awarded_bid: winning }))?.kind).toBe(
      'sold',
    );
  });

  it('tells the best bidder below the reserve that the seller decides on their bid', () => {
    const auction = buildAuction({
      status: 'reserved',
      award_status: 'pending_award',
      position: 'winning',
      highest_bid: winning,
    });
    expect(auctionOutcome(auction)).toEqual({ kind: 'pending_mine', amount: 52_000 });
  });

  it('names no amount to others while the seller decides', () => {
    const auction = buildAuction({
      status: 'reserved',
      position: 'outbid',
      highest_bid: winning,
      user_bids: [buildUserBid()],
    });
    expect(auctionOutcome(auction)).toEqual({ kind: 'pending', amount: null });
  });

  it('tells the best bidder the seller declined their bid, and others that the car was not sold', () => {
    expect(
      auctionOutcome(
        buildAuction({ status: 'rejected', position: 'winning', highest_bid: winning }),
      )?.kind,
    ).toBe('declined_mine');
    expect(auctionOutcome(buildAuction({ status: 'rejected', position: 'nobid' }))?.kind).toBe(
      'declined',
    );
  });

  it('reads an ended auction as no sale, and cancelled or restarting ones as such', () => {
    expect(auctionOutcome(buildAuction({ status: 'ended' }))?.kind).toBe('no_sale');
    expect(auctionOutcome(buildAuction({ status: 'cancelled' }))?.kind).toBe('cancelled');
    expect(auctionOutcome(buildAuction({ status: 'restarting' }))?.kind).toBe('restarting');
  });

  it('counts a sealed bid that succeeded as won, with the dealer’s own amount when no other is shown', () => {
    const auction = buildClosedAuction({
      status: 'awarded',
      sealed: { reveal_state: 'revealed', process_state: 'success' },
      user_bids: [buildUserBid({ kind: 'closed', bid_type: 'whole_car', amount: 47_000 })],
    });
    expect(auctionOutcome(auction)).toEqual({ kind: 'won', amount: 47_000 });
  });

  it('counts a sealed bid that failed as lost', () => {
    const auction = buildClosedAuction({
      status: 'awarded',
      sealed: { reveal_state: 'revealed', process_state: 'fail' },
      awarded_bid: winning,
      user_bids: [buildUserBid({ kind: 'closed', bid_type: 'whole_car' })],
    });
    expect(auctionOutcome(auction)).toEqual({ kind: 'lost', amount: 52_000 });
  });
});
