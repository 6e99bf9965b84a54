import { fail, ok, type Result } from '../core/result';
import type { NegotiationContext, NegotiationState, OfferSettings } from './negotiation';
import type { OfferRejection } from './offer-rejection';
import { excludeDealer, sellerTurnEndsAt } from './seller-turn';

/** The clock's event that is due in a negotiation at `now`, if any (OFR-5, OFR-8). */
export function dueNegotiationEvent(
  state: NegotiationState,
  now: number,
  settings: OfferSettings,
): 'expire_offer' | 'expire_turn' | null {
  switch (state.phase) {
    case 'offer_open':
      return now >= state.offer.expiresAt ? 'expire_offer' : null;
    case 'seller_turn':
      return now >= sellerTurnEndsAt(state, settings) ? 'expire_turn' : null;
    case 'won':
    case 'rejected':
      return null;
  }
}

/** An unanswered offer at its expiry counts as declined (OFR-7). */
export function expireOffer(
  state: NegotiationState,
  now: number,
  ctx: NegotiationContext,
): Result<NegotiationState, OfferRejection> {
  if (state.phase !== 'offer_open') return fail({ code: 'invalid_phase', phase: state.phase });
  if (now < state.offer.expiresAt)
    return fail({ code: 'offer_not_expired', expiresAt: state.offer.expiresAt });
  return ok(excludeDealer(state, state.offer.dealerId, now, ctx));
}

/** A seller's turn that runs out awards nothing (OFR-8, as LIFE-6 for the first turn). */
export function expireSellerTurn(
  state: NegotiationState,
  now: number,
  ctx: NegotiationContext,
): Result<NegotiationState, OfferRejection> {
  if (state.phase !== 'seller_turn') return fail({ code: 'invalid_phase', phase: state.phase });
  const endsAt = sellerTurnEndsAt(state, ctx.settings);
  if (now < endsAt) return fail({ code: 'turn_not_expired', expiresAt: endsAt });
  return ok({ phase: 'rejected' });
}
