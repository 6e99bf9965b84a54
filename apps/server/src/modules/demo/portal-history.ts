import { incrementAt } from '@autobid/auction';
import {
  basePlan,
  type AuctionPlan,
  type ListableCar,
  type PlanContext,
  type PlannedStatus,
} from './auction-planner';
import { buildBidLadder, type Bidder, type PlannedBid } from './bid-ladder';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One past auction of a dealer's history: how it ended, when, and who held the top bid. */
interface Outcome {
  status: Extract<PlannedStatus, 'awarded' | 'confirmed' | 'sold' | 'reserved' | 'rejected'>;
  endedHoursAgo: number;
  topBidder: 'dealer' | 'rival';
}

/**
 * A dealer's history for the portal lists, spread over the last month: wins awaiting payment
 * (one accepted by the seller below the reserve), one overdue, completed purchases, an auction
 * lost to the rival, one awaiting the seller's decision and one the seller rejected. The most
 * recent fall inside the ended-bids default of 7 days. `overdueHours` is past the market's
 * payment days.
 */
function outcomesFor(hasRival: boolean, overdueHours: number): Outcome[] {
  return [
    { status: 'awarded', endedHoursAgo: 3, topBidder: 'dealer' },
    { status: 'awarded', endedHoursAgo: 26, topBidder: 'dealer' },
    { status: 'confirmed', endedHoursAgo: 20, topBidder: 'dealer' },
    { status: 'awarded', endedHoursAgo: overdueHours, topBidder: 'dealer' },
    { status: 'sold', endedHoursAgo: 12 * 24, topBidder: 'dealer' },
    { status: 'sold', endedHoursAgo: 25 * 24, topBidder: 'dealer' },
    { status: 'reserved', endedHoursAgo: 6, topBidder: 'dealer' },
    { status: 'rejected', endedHoursAgo: 4 * 24, topBidder: 'dealer' },
    ...(hasRival
      ? [
          { status: 'awarded', endedHoursAgo: 50, topBidder: 'rival' } as const,
          { status: 'sold', endedHoursAgo: 17 * 24, topBidder: 'rival' } as const,
        ]
      : []),
  ];
}

/** How many cars {@link planPortalHistory} needs for one dealer. */
export function historySize(hasRival: boolean): number {
  return outcomesFor(hasRival, 0).length;
}

/**
 * Past auctions for one dealer's portal lists, one per car. With a rival the two take turns
 * bidding; without one (the only SG dealer) each auction has the dealer's single bid.
 */
export function planPortalHistory(options: {
  cars: readonly ListableCar[];
  dealer: Bidder;
  rival: Bidder | null;
  paymentDueDays: number;
  ctx: PlanContext;
}): AuctionPlan[] {
  const { cars, dealer, rival, ctx } = options;
  const outcomes = outcomesFor(rival !== null, (options.paymentDueDays + 2) * 24 + 5);
  return outcomes.flatMap((outcome, i) => {
    const car = cars[i];
    if (!car) return [];
    const timeEnd = new Date(
      ctx.now.getTime() - outcome.endedHoursAgo * HOUR - ctx.random.int(0, 40) * MINUTE,
    );
    const timeStart = new Date(timeEnd.getTime() - ctx.random.int(2, 4) * HOUR);
    const plan = basePlan(car, ctx, { status: outcome.status, timeStart, timeEnd });
    const meetsReserve = outcome.status === 'awarded' || outcome.status === 'sold';
    const winner = outcome.topBidder === 'dealer' ? dealer : (rival ?? dealer);
    const bids = ladder({
      plan,
      winner,
      loser: outcome.topBidder === 'dealer' ? rival : dealer,
      reach: meetsReserve ? plan.reservePrice : undefined,
      ctx,
    });
    const top = bids.at(-1)?.amount ?? plan.startPrice;
    // Below the reserve the seller decides; keep the reserve above the top bid so it reads true.
    const reservePrice = meetsReserve
      ? plan.reservePrice
      : Math.max(plan.reservePrice, top + incrementAt(ctx.incrementsFor(car.market), top));
    return [
      {
        ...plan,
        reservePrice,
        bids,
        ...(outcome.status === 'confirmed'
          ? { wonAt: new Date(timeEnd.getTime() + 3 * HOUR) }
          : {}),
      },
    ];
  });
}

function ladder(options: {
  plan: AuctionPlan;
  winner: Bidder;
  loser: Bidder | null;
  reach: number | undefined;
  ctx: PlanContext;
}): PlannedBid[] {
  const { plan, winner, loser, reach, ctx } = options;
  const from = new Date(plan.timeStart.getTime() + MINUTE);
  const to = new Date(plan.timeEnd.getTime() - 2 * MINUTE);
  if (!loser) {
    return [
      {
        ...winner,
        amount: reach ?? plan.startPrice,
        createdAt: new Date(from.getTime() + Math.floor((to.getTime() - from.getTime()) / 2)),
      },
    ];
  }
  const bids = buildBidLadder({
    startPrice: plan.startPrice,
    increments: ctx.incrementsFor(plan.market),
    bidders: [winner, loser],
    count: ctx.random.int(2, 5),
    ...(reach !== undefined ? { reach } : {}),
    from,
    to,
    random: ctx.random,
  });
  // The two take turns, so swapping them throughout gives the top bid to the winner.
  if (bids.at(-1)?.userId === winner.userId) return bids;
  return bids.map((bid) => ({ ...bid, ...(bid.userId === winner.userId ? loser : winner) }));
}
