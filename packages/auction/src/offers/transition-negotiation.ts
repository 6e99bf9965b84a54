import type { LifecycleEvent } from '../lifecycle/transition';
import type { Result } from '../core/result';
import { decideAward } from './decide-award';
import { evaluateOffer } from './evaluate-offer';
import { expireOffer, expireSellerTurn } from './expiry';
import type { NegotiationContext, NegotiationState } from './negotiation';
import type { OfferRejection } from './offer-rejection';
import { respondToOffer } from './respond-to-offer';

type Seller = { actor: { groupId: number }; now: number };
type Dealer = { dealerId: number; now: number };

/** Everything that moves a negotiation: the seller's, the dealer's and the clock's events. */
export type NegotiationEvent =
  | ({ type: 'accept_bid' } & Seller)
  | ({ type: 'reject_bid' } & Seller)
  | ({ type: 'end' } & Seller)
  | ({ type: 'counter'; amount: unknown } & Seller)
  | ({ type: 'offer_runner_up' } & Seller)
  | ({ type: 'accept_offer' } & Dealer)
  | ({ type: 'decline_offer' } & Dealer)
  | { type: 'expire_offer'; now: number }
  | { type: 'expire_turn'; now: number };

/**
 * The one transition function of a negotiation over a pending award (OFR-1): the next state, or
 * the reason the event does not apply. `won` and `rejected` are final: every event is refused there.
 */
export function transitionNegotiation(
  state: NegotiationState,
  event: NegotiationEvent,
  ctx: NegotiationContext,
): Result<NegotiationState, OfferRejection> {
  switch (event.type) {
    case 'accept_bid':
    case 'reject_bid':
    case 'end':
      return decideAward(state, { actor: event.actor, decision: event.type, now: event.now }, ctx);
    case 'counter':
      return evaluateOffer(
        state,
        { actor: event.actor, kind: 'counter', amount: event.amount, now: event.now },
        ctx,
      );
    case 'offer_runner_up':
      return evaluateOffer(state, { actor: event.actor, kind: 'runner_up', now: event.now }, ctx);
    case 'accept_offer':
      return respondToOffer(
        state,
        { dealerId: event.dealerId, response: 'accept', now: event.now },
        ctx,
      );
    case 'decline_offer':
      return respondToOffer(
        state,
        { dealerId: event.dealerId, response: 'decline', now: event.now },
        ctx,
      );
    case 'expire_offer':
      return expireOffer(state, event.now, ctx);
    case 'expire_turn':
      return expireSellerTurn(state, event.now, ctx);
  }
}

/**
 * The lifecycle event a negotiation's end sends to the auction (OFR-9, OFR-10): `accept`
 * (reserved → confirmed, award `won`) or `reject` (reserved → rejected, award `cancelled`); none
 * while it goes on (the auction stays `reserved`, award `pending_award`).
 */
export function lifecycleEventOf(
  state: NegotiationState,
): Extract<LifecycleEvent, { type: 'accept' | 'reject' }> | null {
  switch (state.phase) {
    case 'won':
      return { type: 'accept' };
    case 'rejected':
      return { type: 'reject' };
    case 'seller_turn':
    case 'offer_open':
      return null;
  }
}
