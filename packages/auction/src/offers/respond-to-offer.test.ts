import { describe, expect, it } from 'vitest';
import { CLOSED_AT, HOUR, buildBid, buildContext } from '../testing/negotiation-factories';
import type { NegotiationState, Offer } from './negotiation';
import { respondToOffer } from './respond-to-offer';

const ctx = buildContext([buildBid(1, 1, 25_000), buildBid(2, 2, 22_000)]);
const MADE = CLOSED_AT + HOUR;
const openOffer = (offer: Partial<Offer> = {}, excluded: number[] = []): NegotiationState => ({
  phase: 'offer_open',
  excluded,
  offersMade: 1,
  offer: {
    kind: 'counter',
    dealerId: 1,
    bidId: 1,
    amount: 27_500,
    madeAt: MADE,
    expiresAt: MADE + 24 * HOUR,
    ...offer,
  },
});

describe('OFR-9 an accepted offer wins', () => {
  it('the dealer who accepts a counter-offer wins at the counter amount', () => {
    expect(
      respondToOffer(openOffer(), { dealerId: 1, response: 'accept', now: MADE + 1 }, ctx),
    ).toEqual({
      ok: true,
      value: { phase: 'won', award: { dealerId: 1, bidId: 1, amount: 27_500, source: 'counter' } },
    });
  });
  it('the runner-up who accepts wins at their own bid', () => {
    const runnerUp = openOffer({ kind: 'runner_up', dealerId: 2, bidId: 2, amount: 22_000 }, [1]);
    expect(
      respondToOffer(runnerUp, { dealerId: 2, response: 'accept', now: MADE + 1 }, ctx),
    ).toEqual({
      ok: true,
      value: {
        phase: 'won',
        award: { dealerId: 2, bidId: 2, amount: 22_000, source: 'runner_up' },
      },
    });
  });
});

describe("OFR-7 only the offer's dealer answers, before it expires", () => {
  it('another dealer cannot answer the offer', () => {
    expect(
      respondToOffer(openOffer(), { dealerId: 2, response: 'accept', now: MADE + 1 }, ctx),
    ).toEqual({ ok: false, code: 'not_offer_recipient' });
  });
  it('an answer at or after the expiry is refused: the offer lapsed', () => {
    expect(
      respondToOffer(
        openOffer(),
        { dealerId: 1, response: 'accept', now: MADE + 24 * HOUR - 1 },
        ctx,
      ).ok,
    ).toBe(true);
    expect(
      respondToOffer(openOffer(), { dealerId: 1, response: 'accept', now: MADE + 24 * HOUR }, ctx),
    ).toEqual({ ok: false, code: 'offer_expired' });
  });
  it('a decline puts the dealer out and hands the seller a fresh turn', () => {
    expect(
      respondToOffer(openOffer(), { dealerId: 1, response: 'decline', now: MADE + 7 }, ctx),
    ).toEqual({
      ok: true,
      value: { phase: 'seller_turn', since: MADE + 7, excluded: [1], offersMade: 1 },
    });
  });
  it('a decline with nobody left to offer ends the negotiation without a sale', () => {
    const last = openOffer({ kind: 'runner_up', dealerId: 2, bidId: 2, amount: 22_000 }, [1]);
    expect(respondToOffer(last, { dealerId: 2, response: 'decline', now: MADE + 1 }, ctx)).toEqual({
      ok: true,
      value: { phase: 'rejected' },
    });
  });
  it('a decline once the offer cap is used up ends the negotiation', () => {
    const capped = buildContext(ctx.bids, {
      settings: { offerHours: 24, decisionHours: 48, maxOffers: 1 },
    });
    expect(
      respondToOffer(openOffer(), { dealerId: 1, response: 'decline', now: MADE + 1 }, capped),
    ).toEqual({ ok: true, value: { phase: 'rejected' } });
  });
  it("there is nothing to answer on the seller's turn", () => {
    const turn: NegotiationState = {
      phase: 'seller_turn',
      since: CLOSED_AT,
      excluded: [],
      offersMade: 0,
    };
    expect(respondToOffer(turn, { dealerId: 1, response: 'accept', now: MADE }, ctx)).toEqual({
      ok: false,
      code: 'invalid_phase',
      phase: 'seller_turn',
    });
  });
});
