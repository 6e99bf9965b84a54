import {
  DEFAULT_OFFER_SETTINGS,
  type NegotiationContext,
  type OfferBid,
} from '../offers/negotiation';

/** Seller group of the built contexts. */
export const SELLER_GROUP = 9;
/** Close moment of the built negotiations. */
export const CLOSED_AT = 1_000_000;
/** One hour in milliseconds. */
export const HOUR = 3_600_000;

/** A bid by `dealerId` (group = dealer id unless given), committed at its id unless given. */
export function buildBid(
  id: number,
  dealerId: number,
  amount: number,
  overrides: Partial<OfferBid> = {},
): OfferBid {
  return { id, dealerId, groupId: dealerId, amount, committedAt: id, ...overrides };
}

/** A negotiation context with a reserve of 30,000 and default settings. */
export function buildContext(
  bids: readonly OfferBid[],
  overrides: Partial<NegotiationContext> = {},
): NegotiationContext {
  return {
    sellerGroupId: SELLER_GROUP,
    reservePrice: 30_000,
    bids,
    settings: DEFAULT_OFFER_SETTINGS,
    ...overrides,
  };
}
