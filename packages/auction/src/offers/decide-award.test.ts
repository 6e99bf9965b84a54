import { describe, expect, it } from 'vitest';
import {
  CLOSED_AT,
  HOUR,
  SELLER_GROUP,
  buildBid,
  buildContext,
} from '../testing/negotiation-factories';
import { decideAward, type AwardDecision } from './decide-award';
import { startNegotiation, type NegotiationState } from './negotiation';

const bids = [buildBid(1, 1, 25_000), buildBid(2, 2, 22_000), buildBid(3, 3, 20_000)];
const ctx = buildContext(bids);
const seller = { groupId: SELLER_GROUP };
const decide = (
  state: NegotiationState,
  decision: AwardDecision,
  now = CLOSED_AT + 1,
  actor = seller,
) => decideAward(state, { actor, decision, now }, ctx);

describe('OFR-1 the seller turn', () => {
  it('a dealer outside the seller group cannot decide', () => {
    expect(
      decide(startNegotiation(CLOSED_AT), 'accept_bid', CLOSED_AT + 1, { groupId: 1 }),
    ).toEqual({ ok: false, code: 'not_seller' });
  });
  it('while an offer is open the seller cannot decide', () => {
    const open: NegotiationState = {
      phase: 'offer_open',
      excluded: [],
      offersMade: 1,
      offer: {
        kind: 'counter',
        dealerId: 1,
        bidId: 1,
        amount: 27_000,
        madeAt: CLOSED_AT,
        expiresAt: CLOSED_AT + HOUR,
      },
    };
    expect(decide(open, 'end')).toEqual({ ok: false, code: 'invalid_phase', phase: 'offer_open' });
  });
});

describe('OFR-3 the seller decides on the top bid', () => {
  it('accepting the top bid sells to its dealer at the bid amount', () => {
    expect(decide(startNegotiation(CLOSED_AT), 'accept_bid')).toEqual({
      ok: true,
      value: { phase: 'won', award: { dealerId: 1, bidId: 1, amount: 25_000, source: 'bid' } },
    });
  });
  it('rejecting the top bid puts its dealer out and gives the seller a fresh turn', () => {
    expect(decide(startNegotiation(CLOSED_AT), 'reject_bid', CLOSED_AT + 5)).toEqual({
      ok: true,
      value: { phase: 'seller_turn', since: CLOSED_AT + 5, excluded: [1], offersMade: 0 },
    });
  });
  it('rejecting the only bidder ends the negotiation without a sale', () => {
    const single = buildContext([buildBid(1, 1, 25_000)]);
    expect(
      decideAward(
        startNegotiation(CLOSED_AT),
        { actor: seller, decision: 'reject_bid', now: CLOSED_AT + 1 },
        single,
      ),
    ).toEqual({ ok: true, value: { phase: 'rejected' } });
  });
  it('once the top bidder is out, the top bid can be neither accepted nor rejected', () => {
    const after: NegotiationState = {
      phase: 'seller_turn',
      since: CLOSED_AT,
      excluded: [1],
      offersMade: 1,
    };
    expect(decide(after, 'accept_bid')).toEqual({ ok: false, code: 'top_bid_declined' });
    expect(decide(after, 'reject_bid')).toEqual({ ok: false, code: 'top_bid_declined' });
  });
  it('the seller can end on any turn: nothing is awarded', () => {
    const after: NegotiationState = {
      phase: 'seller_turn',
      since: CLOSED_AT,
      excluded: [1],
      offersMade: 1,
    };
    expect(decide(after, 'end')).toEqual({ ok: true, value: { phase: 'rejected' } });
  });
});

describe('OFR-8 the seller turn runs out', () => {
  it('a decision 48 hours after the turn began is refused as expired', () => {
    expect(decide(startNegotiation(CLOSED_AT), 'accept_bid', CLOSED_AT + 48 * HOUR - 1).ok).toBe(
      true,
    );
    expect(decide(startNegotiation(CLOSED_AT), 'accept_bid', CLOSED_AT + 48 * HOUR)).toEqual({
      ok: false,
      code: 'decision_expired',
    });
  });
});
