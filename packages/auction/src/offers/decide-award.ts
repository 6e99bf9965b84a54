import { fail, ok, type Result } from '../core/result';
import type { NegotiationContext, NegotiationState } from './negotiation';
import type { OfferRejection } from './offer-rejection';
import { checkSellerTurn, excludeDealer, requireTopBid } from './seller-turn';

/** A seller's decision without an offer: take the top bid, reject it, or end without a sale. */
export type AwardDecision = 'accept_bid' | 'reject_bid' | 'end';

/**
 * The seller decides on the pending award (OFR-3, OFR-7, OFR-10): `accept_bid` sells to the top
 * bidder at their bid, `reject_bid` puts the top bidder out (the runner-up may then be offered),
 * `end` awards nothing. The top bid can be taken or rejected only while its bidder is still in.
 */
export function decideAward(
  state: NegotiationState,
  input: { actor: { groupId: number }; decision: AwardDecision; now: number },
  ctx: NegotiationContext,
): Result<NegotiationState, OfferRejection> {
  const turn = checkSellerTurn(state, input.actor, input.now, ctx);
  if (!turn.ok) return turn;
  if (input.decision === 'end') return ok({ phase: 'rejected' });
  if (turn.value.excluded.length > 0) return fail({ code: 'top_bid_declined' });
  const top = requireTopBid(ctx);
  if (input.decision === 'reject_bid')
    return ok(excludeDealer(turn.value, top.dealerId, input.now, ctx));
  return ok({
    phase: 'won',
    award: { dealerId: top.dealerId, bidId: top.id, amount: top.amount, source: 'bid' },
  });
}
