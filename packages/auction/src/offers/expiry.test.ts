import { describe, expect, it } from 'vitest';
import { CLOSED_AT, HOUR, buildBid, buildContext } from '../testing/negotiation-factories';
import { dueNegotiationEvent, expireOffer, expireSellerTurn } from './expiry';
import { DEFAULT_OFFER_SETTINGS, startNegotiation, type NegotiationState } from './negotiation';

const ctx = buildContext([buildBid(1, 1, 25_000), buildBid(2, 2, 22_000)]);
const EXPIRES = CLOSED_AT + 25 * HOUR;
const open: NegotiationState = {
  phase: 'offer_open',
  excluded: [],
  offersMade: 1,
  offer: {
    kind: 'counter',
    dealerId: 1,
    bidId: 1,
    amount: 27_000,
    madeAt: CLOSED_AT + HOUR,
    expiresAt: EXPIRES,
  },
};

describe('OFR-5 the clock expires an offer', () => {
  it('an open offer is due to expire at its expiry, not before', () => {
    expect(dueNegotiationEvent(open, EXPIRES - 1, DEFAULT_OFFER_SETTINGS)).toBeNull();
    expect(dueNegotiationEvent(open, EXPIRES, DEFAULT_OFFER_SETTINGS)).toBe('expire_offer');
  });
  it('expiring an offer before its expiry is refused with the expiry', () => {
    expect(expireOffer(open, EXPIRES - 1, ctx)).toEqual({
      ok: false,
      code: 'offer_not_expired',
      expiresAt: EXPIRES,
    });
  });
});

describe('OFR-7 an expired offer counts as declined', () => {
  it('the dealer is out and the seller gets a fresh turn from the expiry', () => {
    expect(expireOffer(open, EXPIRES + 5, ctx)).toEqual({
      ok: true,
      value: { phase: 'seller_turn', since: EXPIRES + 5, excluded: [1], offersMade: 1 },
    });
  });
});

describe('OFR-8 the seller turn runs out', () => {
  it('the first turn is due to expire 48 hours after the close, as LIFE-6', () => {
    expect(
      dueNegotiationEvent(
        startNegotiation(CLOSED_AT),
        CLOSED_AT + 48 * HOUR - 1,
        DEFAULT_OFFER_SETTINGS,
      ),
    ).toBeNull();
    expect(
      dueNegotiationEvent(
        startNegotiation(CLOSED_AT),
        CLOSED_AT + 48 * HOUR,
        DEFAULT_OFFER_SETTINGS,
      ),
    ).toBe('expire_turn');
  });
  it('an expired turn ends the negotiation without a sale; an early expiry is refused', () => {
    expect(expireSellerTurn(startNegotiation(CLOSED_AT), CLOSED_AT + 48 * HOUR, ctx)).toEqual({
      ok: true,
      value: { phase: 'rejected' },
    });
    expect(expireSellerTurn(startNegotiation(CLOSED_AT), CLOSED_AT + HOUR, ctx)).toEqual({
      ok: false,
      code: 'turn_not_expired',
      expiresAt: CLOSED_AT + 48 * HOUR,
    });
  });
  it('a finished negotiation has nothing due', () => {
    expect(
      dueNegotiationEvent({ phase: 'rejected' }, EXPIRES * 10, DEFAULT_OFFER_SETTINGS),
    ).toBeNull();
    expect(expireSellerTurn(open, EXPIRES * 10, ctx)).toEqual({
      ok: false,
      code: 'invalid_phase',
      phase: 'offer_open',
    });
  });
});
