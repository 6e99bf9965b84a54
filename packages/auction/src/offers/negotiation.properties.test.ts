import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELLER_GROUP } from '../testing/negotiation-factories';
import {
  startNegotiation,
  type NegotiatedAward,
  type NegotiationContext,
  type NegotiationState,
  type Offer,
  type OfferBid,
} from './negotiation';
import { runnerUpOf, topBidOf } from './runner-up';
import { transitionNegotiation, type NegotiationEvent } from './transition-negotiation';

const HOUR = 3_600_000;
const CLOSED_AT = 1_000_000;

/** Bids by dealers 1–5 (their own groups) and now and then one from the seller group. */
const bidsArb = fc
  .array(
    fc.record({
      dealerId: fc.integer({ min: 1, max: 6 }),
      amount: fc.integer({ min: 1_000, max: 20_000 }),
      committedAt: fc.integer({ min: 0, max: 50 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) =>
    rows.map((r, i): OfferBid => ({
      id: i + 1,
      dealerId: r.dealerId,
      groupId: r.dealerId === 6 ? SELLER_GROUP : r.dealerId,
      amount: r.amount,
      committedAt: r.committedAt,
    })),
  )
  .filter((bids) => bids.some((b) => b.groupId !== SELLER_GROUP));

const contextArb: fc.Arbitrary<NegotiationContext> = fc.record({
  sellerGroupId: fc.constant(SELLER_GROUP),
  reservePrice: fc.integer({ min: 20_001, max: 25_000 }),
  bids: bidsArb,
  settings: fc.record({
    offerHours: fc.integer({ min: 1, max: 48 }),
    decisionHours: fc.integer({ min: 1, max: 72 }),
    maxOffers: fc.integer({ min: 1, max: 4 }),
  }),
});

type Step = {
  type: NegotiationEvent['type'];
  groupId: number;
  dealerId: number;
  amount: unknown;
  hours: number;
};
const stepArb: fc.Arbitrary<Step> = fc.record({
  // Every event, with the ones that lead to an offer and its answer weighted up so that runs get that far.
  type: fc.oneof(
    {
      arbitrary: fc.constantFrom<NegotiationEvent['type']>(
        'accept_bid',
        'reject_bid',
        'end',
        'counter',
        'offer_runner_up',
        'accept_offer',
        'decline_offer',
        'expire_offer',
        'expire_turn',
      ),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom<NegotiationEvent['type']>(
        'counter',
        'reject_bid',
        'decline_offer',
        'offer_runner_up',
        'accept_offer',
      ),
      weight: 2,
    },
  ),
  groupId: fc.oneof(
    { arbitrary: fc.constant(SELLER_GROUP), weight: 5 },
    { arbitrary: fc.constantFrom(1, 2), weight: 1 },
  ),
  // 0 answers as the dealer the open offer went to (so that answers often count), else that dealer.
  dealerId: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6 })),
  // A counter amount: one unit around the top bid or the reserve (the edges of OFR-4), or anything.
  amount: fc.oneof(
    {
      arbitrary: fc.record({
        near: fc.constantFrom('top', 'reserve'),
        delta: fc.integer({ min: -1, max: 1 }),
      }),
      weight: 3,
    },
    { arbitrary: fc.integer({ min: 15_000, max: 26_000 }), weight: 3 },
    fc.integer({ min: 0, max: 26_000 }),
    fc.double({ min: 0, max: 26_000, noNaN: true }),
    fc.constant('25000'),
  ),
  hours: fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 80 }), weight: 1 },
  ),
});

function counterAmount(amount: unknown, ctx: NegotiationContext, top: OfferBid): unknown {
  if (typeof amount !== 'object' || amount === null) return amount;
  const { near, delta } = amount as { near: 'top' | 'reserve'; delta: number };
  return (near === 'top' ? top.amount : ctx.reservePrice) + delta;
}

function toEvent(
  step: Step,
  now: number,
  state: NegotiationState,
  amount: unknown,
): NegotiationEvent {
  const actor = { groupId: step.groupId };
  switch (step.type) {
    case 'accept_bid':
    case 'reject_bid':
    case 'end':
    case 'offer_runner_up':
      return { type: step.type, actor, now };
    case 'counter':
      return { type: 'counter', actor, amount, now };
    case 'accept_offer':
    case 'decline_offer':
      return {
        type: step.type,
        dealerId:
          step.dealerId === 0 && state.phase === 'offer_open'
            ? state.offer.dealerId
            : step.dealerId,
        now,
      };
    case 'expire_offer':
    case 'expire_turn':
      return { type: step.type, now };
  }
}

/** OFR-4, OFR-6, OFR-7: a new offer goes to a dealer still in, with a bid, outside the seller group. */
function checkNewOffer(
  offer: Offer,
  ctx: NegotiationContext,
  top: OfferBid,
  out: Set<number>,
): void {
  const bid = ctx.bids.find((b) => b.id === offer.bidId);
  expect(bid?.dealerId).toBe(offer.dealerId);
  expect(bid?.groupId).not.toBe(ctx.sellerGroupId);
  expect(out.has(offer.dealerId)).toBe(false);
  expect(Number.isSafeInteger(offer.amount)).toBe(true);
  if (offer.kind === 'counter') {
    expect(offer.dealerId).toBe(top.dealerId);
    expect(offer.amount).toBeGreaterThan(top.amount);
    expect(offer.amount).toBeLessThanOrEqual(ctx.reservePrice);
    return;
  }
  const runnerUp = runnerUpOf(ctx.bids, [...out], ctx.sellerGroupId);
  expect(out.size).toBeGreaterThan(0);
  expect([offer.bidId, offer.dealerId, offer.amount]).toEqual([
    runnerUp?.id,
    runnerUp?.dealerId,
    runnerUp?.amount,
  ]);
}

/** OFR-9: the one winner is bound to exactly the top bid or the offer they accepted in time. */
function checkAward(
  award: NegotiatedAward,
  prev: NegotiationState,
  now: number,
  top: OfferBid,
  out: Set<number>,
): void {
  expect(out.has(award.dealerId)).toBe(false);
  expect(Number.isSafeInteger(award.amount)).toBe(true);
  if (prev.phase !== 'offer_open') {
    expect(award).toEqual({
      dealerId: top.dealerId,
      bidId: top.id,
      amount: top.amount,
      source: 'bid',
    });
    return;
  }
  const { offer } = prev;
  expect(now).toBeLessThan(offer.expiresAt);
  expect(award).toEqual({
    dealerId: offer.dealerId,
    bidId: offer.bidId,
    amount: offer.amount,
    source: offer.kind,
  });
}

/** Replays random events and checks every accepted one against the laws of OFR-1…OFR-10. */
function checkRun(ctx: NegotiationContext, steps: Step[]): NegotiationState {
  const top = topBidOf(ctx.bids, ctx.sellerGroupId);
  if (!top) throw new Error('the arbitrary gives a bid outside the seller group');
  const out = new Set<number>();
  let state: NegotiationState = startNegotiation(CLOSED_AT);
  let now = CLOSED_AT;
  let offers = 0;
  for (const step of steps) {
    now += step.hours * HOUR;
    const event = toEvent(step, now, state, counterAmount(step.amount, ctx, top));
    const result = transitionNegotiation(state, event, ctx);
    if (!result.ok) continue;
    const [prev, next] = [state, result.value];
    expect(prev.phase === 'won' || prev.phase === 'rejected').toBe(false);
    if (next.phase === 'offer_open' && prev.phase === 'seller_turn') {
      offers += 1;
      checkNewOffer(next.offer, ctx, top, out);
    }
    const isAnswerOut = event.type === 'decline_offer' || event.type === 'expire_offer';
    if (prev.phase === 'offer_open' && isAnswerOut) out.add(prev.offer.dealerId);
    if (prev.phase === 'seller_turn' && event.type === 'reject_bid') out.add(top.dealerId);
    if (next.phase === 'won') checkAward(next.award, prev, now, top, out);
    expect(offers).toBeLessThanOrEqual(ctx.settings.maxOffers);
    state = next;
  }
  return state;
}

const runArb = fc.tuple(contextArb, fc.array(stepArb, { minLength: 4, maxLength: 30 }));

describe('OFR laws over random negotiations', () => {
  it('the random negotiations reach every ending, so the laws below are not checked in vain', () => {
    const endings = new Set(
      fc.sample(runArb, { numRuns: 400, seed: 7 }).map(([ctx, steps]) => {
        const end = checkRun(ctx, steps);
        return end.phase === 'won' ? end.award.source : end.phase;
      }),
    );
    expect([...endings].sort()).toEqual([
      'bid',
      'counter',
      'offer_open',
      'rejected',
      'runner_up',
      'seller_turn',
    ]);
  });
  it('OFR-9: at most one winner, at exactly an accepted bid or offer; won and rejected are final', () => {
    fc.assert(
      fc.property(runArb, ([ctx, steps]) => void checkRun(ctx, steps)),
      { numRuns: 400 },
    );
  });
  it('OFR-6, OFR-7: no offer goes to the seller group, to a dealer without a bid, or to a dealer who is out', () => {
    const declineHeavy = fc.array(
      fc.oneof(
        stepArb,
        stepArb.map((s) => ({
          ...s,
          type: 'offer_runner_up' as const,
          groupId: SELLER_GROUP,
          hours: 1,
        })),
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(contextArb, declineHeavy, (ctx, steps) => void checkRun(ctx, steps)),
      { numRuns: 400 },
    );
  });
});
