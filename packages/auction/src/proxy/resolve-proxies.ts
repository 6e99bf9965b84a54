import { incrementAt, type IncrementTable } from '../increments/increment-table';

/**
 * A standing commitment to pay up to `ceiling`. `committedAt` orders commitments (a ledger
 * sequence or a time): at equal amounts the earlier commitment wins (PRX-3, PRX-4).
 */
export interface StandingMaxBid {
  dealerId: number;
  ceiling: number;
  committedAt: number;
}

/** The bid that leads now, and when its owner committed to that amount. */
export interface LeadingBid {
  dealerId: number;
  amount: number;
  committedAt: number;
}

export interface ProxyInput {
  startPrice: number;
  reservePrice: number;
  increments: IncrementTable;
  leading: LeadingBid | null;
  maxBids: readonly StandingMaxBid[];
}

/** A bid the system places for a max-bid owner; `committedAt` is that of the owner's max bid. */
export interface AutomaticBid {
  dealerId: number;
  amount: number;
  committedAt: number;
}

export interface ProxyOutcome {
  /** The deciding automatic bids, in ledger order (at most two). */
  bids: AutomaticBid[];
  leading: LeadingBid | null;
}

interface Contender {
  dealerId: number;
  ceiling: number;
  committedAt: number;
  maxBidAt: number | null;
}

/** Each dealer's highest commitment: their max bid or their leading bid, whichever is higher. */
function contenders({ leading, maxBids }: ProxyInput): Contender[] {
  const byDealer = new Map<number, Contender>();
  for (const maxBid of maxBids) {
    byDealer.set(maxBid.dealerId, {
      dealerId: maxBid.dealerId,
      ceiling: maxBid.ceiling,
      committedAt: maxBid.committedAt,
      maxBidAt: maxBid.committedAt,
    });
  }
  if (leading) {
    const own = byDealer.get(leading.dealerId);
    if (!own || own.ceiling < leading.amount) {
      byDealer.set(leading.dealerId, {
        dealerId: leading.dealerId,
        ceiling: leading.amount,
        committedAt: leading.committedAt,
        maxBidAt: own?.maxBidAt ?? null,
      });
    } else if (own.ceiling === leading.amount) {
      own.committedAt = Math.min(own.committedAt, leading.committedAt);
    }
  }
  return [...byDealer.values()].sort(
    (a, b) => b.ceiling - a.ceiling || a.committedAt - b.committedAt,
  );
}

/** True when a dealer who does not lead could take the lead at or above the leading amount (PRX-3). */
function canChallenge(contender: Contender, leading: LeadingBid): boolean {
  return (
    contender.ceiling > leading.amount ||
    (contender.ceiling === leading.amount && contender.committedAt < leading.committedAt)
  );
}

/**
 * Settles every standing max bid against the leading bid in closed form (PRX-2 … PRX-6): the
 * highest ceiling leads, at the runner-up's ceiling plus one increment, capped at its own
 * ceiling; equal ceilings go to the earlier commitment at that amount; a leading ceiling at or
 * above the reserve lifts the price to the reserve. Only the deciding bids are returned: the
 * runner-up's ceiling (when it is a max bid that has not yet bid it) and the winner's price.
 */
export function resolveProxies(input: ProxyInput): ProxyOutcome {
  const ranked = contenders(input);
  const winner = ranked[0];
  if (!winner) return { bids: [], leading: input.leading };
  const runnerUp = ranked[1];
  const { leading } = input;
  const bids: AutomaticBid[] = [];

  let price: number;
  const runnerUpActs =
    runnerUp !== undefined &&
    (leading === null || runnerUp.dealerId === leading.dealerId || canChallenge(runnerUp, leading));
  if (runnerUp && runnerUpActs) {
    const alreadyBid =
      leading !== null &&
      runnerUp.dealerId === leading.dealerId &&
      leading.amount === runnerUp.ceiling;
    if (!alreadyBid && runnerUp.maxBidAt !== null) {
      bids.push({
        dealerId: runnerUp.dealerId,
        amount: runnerUp.ceiling,
        committedAt: runnerUp.maxBidAt,
      });
    }
    price =
      winner.ceiling === runnerUp.ceiling
        ? winner.ceiling
        : Math.min(
            runnerUp.ceiling + incrementAt(input.increments, runnerUp.ceiling),
            winner.ceiling,
          );
  } else {
    price = leading?.amount ?? input.startPrice;
  }
  if (winner.ceiling >= input.reservePrice && price < input.reservePrice)
    price = input.reservePrice;

  const winnerLeads = leading !== null && leading.dealerId === winner.dealerId;
  if (winnerLeads && leading.amount === price) return { bids, leading };
  const winnerAt = winner.maxBidAt ?? winner.committedAt;
  bids.push({ dealerId: winner.dealerId, amount: price, committedAt: winnerAt });
  return { bids, leading: { dealerId: winner.dealerId, amount: price, committedAt: winnerAt } };
}
