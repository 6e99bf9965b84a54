import { describe, expect, it } from 'vitest';
import {
  CLOSED_AT,
  HOUR,
  SELLER_GROUP,
  buildBid,
  buildContext,
} from '../testing/negotiation-factories';
import { evaluateOffer } from './evaluate-offer';
import { startNegotiation, type NegotiationState, type OfferKind } from './negotiation';

const bids = [
  buildBid(1, 1, 25_000),
  buildBid(2, 2, 22_000),
  buildBid(3, 2, 23_000),
  buildBid(4, 3, 20_000),
];
const ctx = buildContext(bids);
const NOW = CLOSED_AT + HOUR;
const offer = (
  state: NegotiationState,
  kind: OfferKind,
  amount?: unknown,
  groupId = SELLER_GROUP,
) => evaluateOffer(state, { actor: { groupId }, kind, amount, now: NOW }, ctx);
const afterDecline = (excluded: number[], offersMade = 1): NegotiationState => ({
  phase: 'seller_turn',
  since: NOW,
  excluded,
  offersMade,
});

describe('OFR-4 counter-offer', () => {
  it('a counter between the top bid and the reserve goes to the top bidder for 24 hours', () => {
    expect(offer(startNegotiation(CLOSED_AT), 'counter', 27_500)).toEqual({
      ok: true,
      value: {
        phase: 'offer_open',
        excluded: [],
        offersMade: 1,
        offer: {
          kind: 'counter',
          dealerId: 1,
          bidId: 1,
          amount: 27_500,
          madeAt: NOW,
          expiresAt: NOW + 24 * HOUR,
        },
      },
    });
  });
  it('the counter may be the reserve itself or one unit above the bid', () => {
    expect(offer(startNegotiation(CLOSED_AT), 'counter', 30_000).ok).toBe(true);
    expect(offer(startNegotiation(CLOSED_AT), 'counter', 25_001).ok).toBe(true);
  });
  it('a counter at or below the top bid is refused with the lowest allowed amount', () => {
    expect(offer(startNegotiation(CLOSED_AT), 'counter', 25_000)).toEqual({
      ok: false,
      code: 'counter_not_above_bid',
      minimum: 25_001,
    });
  });
  it('a counter above the reserve is refused with the reserve as the highest allowed amount', () => {
    expect(offer(startNegotiation(CLOSED_AT), 'counter', 30_001)).toEqual({
      ok: false,
      code: 'counter_above_reserve',
      maximum: 30_000,
    });
  });
  it.each([[26_000.5], ['26000'], [-1], [0], [undefined]])(
    'a counter of %p is an invalid amount',
    (amount) => {
      expect(offer(startNegotiation(CLOSED_AT), 'counter', amount)).toEqual({
        ok: false,
        code: 'invalid_amount',
      });
    },
  );
  it('once the top bidder is out there is no counter-offer', () => {
    expect(offer(afterDecline([1]), 'counter', 27_000)).toEqual({
      ok: false,
      code: 'top_bid_declined',
    });
  });
});

describe('OFR-1 only the seller offers, on their turn', () => {
  it('a dealer cannot make an offer', () => {
    expect(offer(startNegotiation(CLOSED_AT), 'counter', 27_000, 2)).toEqual({
      ok: false,
      code: 'not_seller',
    });
  });
  it('OFR-5: a second offer while one is open is refused', () => {
    const first = offer(startNegotiation(CLOSED_AT), 'counter', 27_000);
    if (!first.ok) throw new Error('the first offer was refused');
    expect(offer(first.value, 'counter', 28_000)).toEqual({
      ok: false,
      code: 'invalid_phase',
      phase: 'offer_open',
    });
  });
});

describe('OFR-6 runner-up offer', () => {
  it('after the top bidder is out, the runner-up is offered the award at their best bid', () => {
    const result = offer(afterDecline([1]), 'runner_up');
    expect(result).toMatchObject({
      ok: true,
      value: {
        phase: 'offer_open',
        offersMade: 2,
        offer: { kind: 'runner_up', dealerId: 2, bidId: 3, amount: 23_000 },
      },
    });
  });
  it('a runner-up offer ignores any amount the seller sends', () => {
    expect(offer(afterDecline([1]), 'runner_up', 29_000)).toMatchObject({
      ok: true,
      value: { offer: { amount: 23_000 } },
    });
  });
  it('the next runner-up skips every dealer already out', () => {
    expect(offer(afterDecline([1, 2], 2), 'runner_up')).toMatchObject({
      ok: true,
      value: { offer: { dealerId: 3, amount: 20_000 } },
    });
  });
  it('while the top bidder is in, there is no runner-up offer', () => {
    expect(offer(startNegotiation(CLOSED_AT), 'runner_up')).toEqual({
      ok: false,
      code: 'top_bid_pending',
    });
  });
});

describe('OFR-8 offer cap and turn deadline', () => {
  it("after the market's maximum of offers, another is refused", () => {
    expect(offer(afterDecline([1], 3), 'runner_up')).toEqual({
      ok: false,
      code: 'offer_limit_reached',
      maximum: 3,
    });
  });
  it('an offer after the seller turn ran out is refused', () => {
    const late = evaluateOffer(
      startNegotiation(CLOSED_AT),
      {
        actor: { groupId: SELLER_GROUP },
        kind: 'counter',
        amount: 27_000,
        now: CLOSED_AT + 48 * HOUR,
      },
      ctx,
    );
    expect(late).toEqual({ ok: false, code: 'decision_expired' });
  });
  it("the offer stands for the market's offer hours", () => {
    const market = buildContext(bids, {
      settings: { offerHours: 2, decisionHours: 48, maxOffers: 3 },
    });
    const result = evaluateOffer(
      startNegotiation(CLOSED_AT),
      { actor: { groupId: SELLER_GROUP }, kind: 'counter', amount: 27_000, now: NOW },
      market,
    );
    expect(result).toMatchObject({ ok: true, value: { offer: { expiresAt: NOW + 2 * HOUR } } });
  });
});
