import { fail, ok, type Result } from '../core/result';
import type { NegotiationContext, NegotiationState } from './negotiation';
import type { OfferRejection } from './offer-rejection';
import { excludeDealer } from './seller-turn';

/**
 * The dealer's answer to an open offer (OFR-7, OFR-9): only the dealer it was made to, and only
 * before it expires. `accept` sells the car to them at the offer's amount; `decline` puts them out
 * and hands the turn back to the seller (or ends the negotiation when nobody is left to offer).
 */
export function respondToOffer(
  state: NegotiationState,
  input: { dealerId: number; response: 'accept' | 'decline'; now: number },
  ctx: NegotiationContext,
): Result<NegotiationState, OfferRejection> {
  if (state.phase !== 'offer_open') return fail({ code: 'invalid_phase', phase: state.phase });
  const { offer } = state;
  if (input.dealerId !== offer.dealerId) return fail({ code: 'not_offer_recipient' });
  if (input.now >= offer.expiresAt) return fail({ code: 'offer_expired' });
  if (input.response === 'decline') return ok(excludeDealer(state, offer.dealerId, input.now, ctx));
  return ok({
    phase: 'won',
    award: {
      dealerId: offer.dealerId,
      bidId: offer.bidId,
      amount: offer.amount,
      source: offer.kind,
    },
  });
}
