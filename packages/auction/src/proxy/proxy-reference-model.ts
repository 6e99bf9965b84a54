import { incrementAt, type IncrementTable } from '../increments/increment-table';
import type { LeadingBid, StandingMaxBid } from './resolve-proxies';

interface Commitment {
  ceiling: number;
  committedAt: number;
}

/**
 * The plain, step-by-step reading of the proxy rules, for tests only. While some max bid of a
 * dealer who does not lead can beat the leading bid, the strongest such max bid bids once:
 * one increment above what the leader has committed to (capped at its own ceiling), or, when it
 * cannot beat that commitment, its whole ceiling, after which the leader's max bid answers.
 * A leading max bid at or above the reserve then lifts the price to the reserve.
 */
export function settleStepByStep(input: {
  startPrice: number;
  reservePrice: number;
  increments: IncrementTable;
  leading: LeadingBid | null;
  maxBids: readonly StandingMaxBid[];
}): { leading: LeadingBid | null; bidders: Set<number>; steps: number } {
  let leading = input.leading;
  const bidders = new Set<number>();
  let steps = 0;
  const ownMaxBid = (dealerId: number) => input.maxBids.find((m) => m.dealerId === dealerId);
  const commitmentOf = (lead: LeadingBid): Commitment => {
    const own = ownMaxBid(lead.dealerId);
    if (!own || own.ceiling < lead.amount)
      return { ceiling: lead.amount, committedAt: lead.committedAt };
    if (own.ceiling === lead.amount)
      return { ceiling: lead.amount, committedAt: Math.min(own.committedAt, lead.committedAt) };
    return own;
  };
  const beats = (a: Commitment, b: Commitment) =>
    a.ceiling > b.ceiling || (a.ceiling === b.ceiling && a.committedAt < b.committedAt);

  for (;;) {
    steps += 1;
    if (steps > 10_000) throw new Error('reference model did not settle');
    const current = leading;
    const challenger = input.maxBids
      .filter((m) => m.dealerId !== current?.dealerId)
      .filter((m) =>
        current === null
          ? m.ceiling >= input.startPrice
          : beats(m, { ceiling: current.amount, committedAt: current.committedAt }),
      )
      .sort((a, b) => b.ceiling - a.ceiling || a.committedAt - b.committedAt)[0];
    if (challenger) {
      let amount: number;
      if (current === null) amount = input.startPrice;
      else {
        const held = commitmentOf(current);
        if (!beats(challenger, held)) amount = challenger.ceiling;
        else if (challenger.ceiling === held.ceiling) amount = held.ceiling;
        else
          amount = Math.min(
            held.ceiling + incrementAt(input.increments, held.ceiling),
            challenger.ceiling,
          );
      }
      leading = { dealerId: challenger.dealerId, amount, committedAt: challenger.committedAt };
      bidders.add(challenger.dealerId);
      continue;
    }
    const own = current && ownMaxBid(current.dealerId);
    if (
      current &&
      own &&
      own.ceiling >= input.reservePrice &&
      current.amount < input.reservePrice
    ) {
      leading = {
        dealerId: current.dealerId,
        amount: input.reservePrice,
        committedAt: own.committedAt,
      };
      bidders.add(current.dealerId);
      continue;
    }
    return { leading, bidders, steps };
  }
}
