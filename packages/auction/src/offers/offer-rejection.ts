import type { NegotiationState } from './negotiation';

/** Every expected refusal of a negotiation step, with the details a caller shows (OFR-1…OFR-10). */
export type OfferRejection =
  | { code: 'not_seller' }
  | { code: 'not_offer_recipient' }
  | { code: 'invalid_phase'; phase: NegotiationState['phase'] }
  | { code: 'decision_expired' }
  | { code: 'offer_expired' }
  | { code: 'offer_not_expired'; expiresAt: number }
  | { code: 'turn_not_expired'; expiresAt: number }
  | { code: 'top_bid_declined' }
  | { code: 'top_bid_pending' }
  | { code: 'offer_limit_reached'; maximum: number }
  | { code: 'invalid_amount' }
  | { code: 'counter_not_above_bid'; minimum: number }
  | { code: 'counter_above_reserve'; maximum: number };
