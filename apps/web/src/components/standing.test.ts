import { describe, expect, it } from 'vitest';
import {
  buildAuction,
  buildBid,
  buildClosedAuction,
  buildUserBid,
} from '../testing/auction-factory';
import { closedStanding } from './standing';

const best = buildBid({ id: 50, amount: 52_000, bidder_no: 2 });
const ownBid = buildUserBid({ id: 50, amount: 52_000 });
const lowerBid = buildUserBid({ id: 49, amount: 51_000 });

describe('closedStanding', () => {
  it.each(['preview', 'active'] as const)(
    'is null while an auction is %s: the live position applies',
    (status) => {
      expect(
        closedStanding(buildAuction({ status, position: 'winning', user_bids: [ownBid] })),
      ).toBeNull();
    },
  );

  it('says won, not winning, to the dealer holding the awarded bid', () => {
    const auction = buildAuction({
      status: 'awarded',
      award_status: 'won',
      position: 'winning',
      awarded_bid: best,
      highest_bid: best,
      user_bids: [ownBid],
    });
    expect(closedStanding(auction)).toBe('won');
  });

  it('says lost, not outbid, to a dealer whose bid was beaten when the car sold', () => {
    const auction = buildAuction({
      status: 'confirmed',
      position: 'outbid',
      awarded_bid: best,
      highest_bid: best,
      user_bids: [lowerBid],
    });
    expect(closedStanding(auction)).toBe('lost');
  });

  it('says the seller decides to the best bidder below the reserve', () => {
    const auction = buildAuction({
      status: 'reserved',
      award_status: 'pending_award',
      position: 'winning',
      highest_bid: best,
      user_bids: [ownBid],
    });
    expect(closedStanding(auction)).toBe('awaiting_seller');
  });

  it('says lost to an open-auction bidder beaten while the seller decides on another bid', () => {
    const auction = buildAuction({
      status: 'reserved',
      position: 'outbid',
      highest_bid: best,
      user_bids: [lowerBid],
    });
    expect(closedStanding(auction)).toBe('lost');
  });

  it('tells every sealed bidder the seller decides, as either bid type may be chosen', () => {
    const auction = buildClosedAuction({
      status: 'reserved',
      sealed: { reveal_state: 'disabled', process_state: 'pending' },
      user_bids: [buildUserBid({ kind: 'closed', bid_type: 'body_only' })],
    });
    expect(closedStanding(auction)).toBe('awaiting_seller');
  });

  it('tells the best bidder the seller declined their bid', () => {
    const auction = buildAuction({
      status: 'rejected',
      position: 'winning',
      highest_bid: best,
      user_bids: [ownBid],
    });
    expect(closedStanding(auction)).toBe('declined');
  });

  it('says won and lost on a sealed auction once its result is revealed', () => {
    const revealed = {
      status: 'awarded' as const,
      awarded_bid: best,
      user_bids: [buildUserBid({ kind: 'closed', bid_type: 'whole_car' })],
    };
    expect(
      closedStanding(
        buildClosedAuction({
          ...revealed,
          sealed: { reveal_state: 'revealed', process_state: 'success' },
        }),
      ),
    ).toBe('won');
    expect(
      closedStanding(
        buildClosedAuction({
          ...revealed,
          sealed: { reveal_state: 'revealed', process_state: 'fail' },
        }),
      ),
    ).toBe('lost');
  });

  it('says no bid, without "yet", to a dealer who never bid on a closed auction', () => {
    expect(closedStanding(buildAuction({ status: 'awarded', awarded_bid: best }))).toBe('no_bid');
  });

  it('names a cancelled auction and one put up again', () => {
    expect(closedStanding(buildAuction({ status: 'cancelled', user_bids: [ownBid] }))).toBe(
      'cancelled',
    );
    expect(closedStanding(buildAuction({ status: 'restarted', user_bids: [ownBid] }))).toBe(
      'relisted',
    );
  });
});
