import { describe, expect, it } from 'vitest';
import { transition } from '../lifecycle/transition';
import {
  CLOSED_AT,
  HOUR,
  SELLER_GROUP,
  buildBid,
  buildContext,
} from '../testing/negotiation-factories';
import { startNegotiation, type NegotiationState } from './negotiation';
import {
  lifecycleEventOf,
  transitionNegotiation,
  type NegotiationEvent,
} from './transition-negotiation';

const ctx = buildContext([buildBid(1, 1, 25_000), buildBid(2, 2, 22_000), buildBid(3, 3, 20_000)]);
const seller = { groupId: SELLER_GROUP };

function run(events: NegotiationEvent[]): NegotiationState {
  return events.reduce<NegotiationState>((state, event) => {
    const next = transitionNegotiation(state, event, ctx);
    if (!next.ok) throw new Error(`${event.type} refused: ${next.code}`);
    return next.value;
  }, startNegotiation(CLOSED_AT));
}

describe('OFR-1 one transition function', () => {
  it('counter declined, runner-up expired, next runner-up accepted: the third dealer wins at their bid', () => {
    const state = run([
      { type: 'counter', actor: seller, amount: 28_000, now: CLOSED_AT + HOUR },
      { type: 'decline_offer', dealerId: 1, now: CLOSED_AT + 2 * HOUR },
      { type: 'offer_runner_up', actor: seller, now: CLOSED_AT + 3 * HOUR },
      { type: 'expire_offer', now: CLOSED_AT + 27 * HOUR },
      { type: 'offer_runner_up', actor: seller, now: CLOSED_AT + 28 * HOUR },
      { type: 'accept_offer', dealerId: 3, now: CLOSED_AT + 29 * HOUR },
    ]);
    expect(state).toEqual({
      phase: 'won',
      award: { dealerId: 3, bidId: 3, amount: 20_000, source: 'runner_up' },
    });
  });
  it('won and rejected are final: every event is refused there', () => {
    const events: NegotiationEvent[] = [
      { type: 'accept_bid', actor: seller, now: CLOSED_AT },
      { type: 'end', actor: seller, now: CLOSED_AT },
      { type: 'counter', actor: seller, amount: 28_000, now: CLOSED_AT },
      { type: 'offer_runner_up', actor: seller, now: CLOSED_AT },
      { type: 'accept_offer', dealerId: 1, now: CLOSED_AT },
      { type: 'decline_offer', dealerId: 1, now: CLOSED_AT },
      { type: 'expire_offer', now: CLOSED_AT * 9 },
      { type: 'expire_turn', now: CLOSED_AT * 9 },
    ];
    const won: NegotiationState = {
      phase: 'won',
      award: { dealerId: 1, bidId: 1, amount: 25_000, source: 'bid' },
    };
    for (const final of [won, { phase: 'rejected' } as const]) {
      for (const event of events)
        expect(transitionNegotiation(final, event, ctx)).toMatchObject({
          ok: false,
          code: 'invalid_phase',
          phase: final.phase,
        });
    }
  });
});

describe('OFR-9, OFR-10 the negotiation ends the award', () => {
  it('a won negotiation confirms the reserved auction; a rejected one rejects it; none while it runs', () => {
    const won = run([{ type: 'accept_bid', actor: seller, now: CLOSED_AT + 1 }]);
    const accept = lifecycleEventOf(won);
    const reject = lifecycleEventOf(run([{ type: 'end', actor: seller, now: CLOSED_AT + 1 }]));
    expect(accept && transition('reserved', accept)).toEqual({ ok: true, value: 'confirmed' });
    expect(reject && transition('reserved', reject)).toEqual({ ok: true, value: 'rejected' });
    expect(lifecycleEventOf(startNegotiation(CLOSED_AT))).toBeNull();
  });
});
