import { isAmount } from '../core/money';
import { fail, ok, type Result } from '../core/result';
import type { NegotiationContext, NegotiationState, OfferBid, OfferKind } from './negotiation';
import type { OfferRejection } from './offer-rejection';
import { runnerUpOf } from './runner-up';
import { checkSellerTurn, requireTopBid, type SellerTurn } from './seller-turn';

/** A negotiation with an offer waiting for its dealer. */
export type OpenOffer = Extract<NegotiationState, { phase: 'offer_open' }>;

/**
 * Judges a seller's offer (OFR-4, OFR-5, OFR-6, OFR-8). A `counter` goes to the top bidder while
 * they are still in, at a whole amount strictly above their bid and not above the reserve. A
 * `runner_up` offer goes, once the top bidder is out, to the best bid of a dealer still in, at that
 * bid's amount. Each offer stands for the market's `offerHours`; an auction sees at most
 * `maxOffers` offers.
 */
export function evaluateOffer(
  state: NegotiationState,
  input: { actor: { groupId: number }; kind: OfferKind; amount?: unknown; now: number },
  ctx: NegotiationContext,
): Result<OpenOffer, OfferRejection> {
  const turn = checkSellerTurn(state, input.actor, input.now, ctx);
  if (!turn.ok) return turn;
  if (turn.value.offersMade >= ctx.settings.maxOffers)
    return fail({ code: 'offer_limit_reached', maximum: ctx.settings.maxOffers });
  const target =
    input.kind === 'counter'
      ? counterTarget(turn.value, input.amount, ctx)
      : runnerUpTarget(turn.value, ctx);
  if (!target.ok) return target;
  const { bid, amount } = target.value;
  return ok({
    phase: 'offer_open',
    excluded: turn.value.excluded,
    offersMade: turn.value.offersMade + 1,
    offer: {
      kind: input.kind,
      dealerId: bid.dealerId,
      bidId: bid.id,
      amount,
      madeAt: input.now,
      expiresAt: input.now + ctx.settings.offerHours * 3_600_000,
    },
  });
}

type Target = Result<{ bid: OfferBid; amount: number }, OfferRejection>;

function counterTarget(turn: SellerTurn, amount: unknown, ctx: NegotiationContext): Target {
  if (turn.excluded.length > 0) return fail({ code: 'top_bid_declined' });
  if (!isAmount(amount) || amount === 0) return fail({ code: 'invalid_amount' });
  const top = requireTopBid(ctx);
  if (amount <= top.amount) return fail({ code: 'counter_not_above_bid', minimum: top.amount + 1 });
  if (amount > ctx.reservePrice)
    return fail({ code: 'counter_above_reserve', maximum: ctx.reservePrice });
  return ok({ bid: top, amount });
}

function runnerUpTarget(turn: SellerTurn, ctx: NegotiationContext): Target {
  if (turn.excluded.length === 0) return fail({ code: 'top_bid_pending' });
  const bid = runnerUpOf(ctx.bids, turn.excluded, ctx.sellerGroupId);
  if (!bid) throw new Error('A seller turn after a decline has nobody left to offer.');
  return ok({ bid, amount: bid.amount });
}
