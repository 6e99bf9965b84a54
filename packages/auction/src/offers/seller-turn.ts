import { fail, ok, type Result } from '../core/result';
import type { NegotiationContext, NegotiationState, OfferBid, OfferSettings } from './negotiation';
import type { OfferRejection } from './offer-rejection';
import { runnerUpOf, topBidOf } from './runner-up';

const HOUR = 3_600_000;

/** The seller's turn of a negotiation. */
export type SellerTurn = Extract<NegotiationState, { phase: 'seller_turn' }>;

/** The moment the seller's turn runs out (OFR-8). */
export function sellerTurnEndsAt(state: SellerTurn, settings: OfferSettings): number {
  return state.since + settings.decisionHours * HOUR;
}

/** OFR-1: only the seller's group acts on its turn, and only before the turn runs out. */
export function checkSellerTurn(
  state: NegotiationState,
  actor: { groupId: number },
  now: number,
  ctx: NegotiationContext,
): Result<SellerTurn, OfferRejection> {
  if (actor.groupId !== ctx.sellerGroupId) return fail({ code: 'not_seller' });
  if (state.phase !== 'seller_turn') return fail({ code: 'invalid_phase', phase: state.phase });
  if (now >= sellerTurnEndsAt(state, ctx.settings)) return fail({ code: 'decision_expired' });
  return ok(state);
}

/** The top bid of the award; a pending award without one is a broken invariant. */
export function requireTopBid(ctx: NegotiationContext): OfferBid {
  const top = topBidOf(ctx.bids, ctx.sellerGroupId);
  if (!top) throw new Error('A pending award has no bid from outside the seller group.');
  return top;
}

/**
 * OFR-7: a dealer is out (bid rejected, offer declined or expired). The seller gets a fresh turn
 * when someone is left to offer and the offer cap allows; otherwise nothing is awarded.
 */
export function excludeDealer(
  state: { excluded: readonly number[]; offersMade: number },
  dealerId: number,
  now: number,
  ctx: NegotiationContext,
): NegotiationState {
  const excluded = [...state.excluded, dealerId];
  const isOver =
    state.offersMade >= ctx.settings.maxOffers ||
    runnerUpOf(ctx.bids, excluded, ctx.sellerGroupId) === null;
  return isOver
    ? { phase: 'rejected' }
    : { phase: 'seller_turn', since: now, excluded, offersMade: state.offersMade };
}
