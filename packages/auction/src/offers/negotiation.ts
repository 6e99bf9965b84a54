/**
 * A bid the seller can act on after a close under the reserve: on an open auction a standing bid,
 * on a sealed auction a bid of the bid type the seller chose.
 */
export interface OfferBid {
  id: number;
  dealerId: number;
  groupId: number;
  amount: number;
  committedAt: number;
}

/** `counter`: the seller's price to the top bidder; `runner_up`: the award offered at a runner-up's bid. */
export type OfferKind = 'counter' | 'runner_up';

/** An open offer to one dealer (OFR-5): it stands until answered or until `expiresAt`. */
export interface Offer {
  kind: OfferKind;
  dealerId: number;
  bidId: number;
  amount: number;
  madeAt: number;
  expiresAt: number;
}

/** The outcome of a negotiation that sold the car (OFR-9): one dealer at one amount. */
export interface NegotiatedAward {
  dealerId: number;
  bidId: number;
  amount: number;
  source: 'bid' | OfferKind;
}

/**
 * Where the seller's negotiation over a pending award stands (OFR-1). `excluded` lists the dealers
 * who are out: their bid was rejected, or they declined or let an offer expire.
 */
export type NegotiationState =
  | { phase: 'seller_turn'; since: number; excluded: readonly number[]; offersMade: number }
  | { phase: 'offer_open'; offer: Offer; excluded: readonly number[]; offersMade: number }
  | { phase: 'won'; award: NegotiatedAward }
  | { phase: 'rejected' };

/** Market settings of the negotiation (OFR-5, OFR-7, OFR-8). */
export interface OfferSettings {
  /** How long an offer stands. */
  offerHours: number;
  /** How long the seller has for each turn (LIFE-6 for the first). */
  decisionHours: number;
  /** How many offers (counter and runner-up together) one auction may see. */
  maxOffers: number;
}

/** Defaults: an offer stands 24 hours, a seller's turn lasts 48 hours, at most 3 offers per auction. */
export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  offerHours: 24,
  decisionHours: 48,
  maxOffers: 3,
};

/** What every rule of the negotiation reads besides its state. */
export interface NegotiationContext {
  sellerGroupId: number;
  reservePrice: number;
  bids: readonly OfferBid[];
  settings: OfferSettings;
}

/** The negotiation of an auction that closed under the reserve at `closedAt` (OFR-1): the seller's turn. */
export function startNegotiation(closedAt: number): NegotiationState {
  return { phase: 'seller_turn', since: closedAt, excluded: [], offersMade: 0 };
}
