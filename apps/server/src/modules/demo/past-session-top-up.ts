import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { followListing } from '../../db/listing-follow';
import { auctionSessions, auctions } from '../../db/schema';
import type { AuctionPlan, PlanContext } from './auction-planner';
import { buildBidLadder, type Bidder, type PlannedBid } from './bid-ladder';
import { findDemoActors } from './demo-audit';
import {
  createSession,
  listApprovedCar,
  markScheduled,
  type ListingRow,
  type SessionRow,
} from './sessions-top-up';
import { storeAuctionPlans } from './store-plans';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A session that opened within this long ago counts as the market's recent sale. */
const RECENT = 7 * DAY;

/** How each lot of the past session ended, in closing order, and whose bid led. */
const LOTS = [
  { outcome: 'sold', winner: 0 },
  { outcome: 'awarded', winner: 1 },
  { outcome: 'ended', winner: null },
  { outcome: 'reserved', winner: 0 },
] as const;

type Lot = (typeof LOTS)[number];

/**
 * A sale that has run (docs/sessions.md, "Demo"): when the Malaysian market has no session that
 * opened in the last week, one is made that opened seven hours ago, its lots closed from five
 * hours ago: one sold and paid, one won and awaiting payment, one that ended without a bid (its
 * listing unsold, waiting for a restart) and one whose top bid missed the reserve (awaiting the
 * seller's decision). So the seller's Sold and Unsold cars, operations' past sessions and a
 * restart are there on every start. Each listing's way there is in the audit log. Returns how many
 * cars it listed.
 */
export async function topUpPastSession(
  tx: Executor,
  options: { sellerGroupId: number; plan: PlanContext },
): Promise<number> {
  const { plan } = options;
  const bidders = plan.biddersFor('MY');
  const actors = await findDemoActors(tx);
  const sellerId = actors.seller?.id;
  if (sellerId === undefined || bidders.length < 2) return 0;
  if (await hasRecentSession(tx, plan.now)) return 0;
  const startsAt = new Date(Math.floor((plan.now.getTime() - 7 * HOUR) / MINUTE) * MINUTE);
  const session = await createSession(tx, 'MY', {
    startsAt,
    createdAt: new Date(startsAt.getTime() - DAY),
    actors,
  });
  // Listed two days before the sale, reviewed and inspected the same day.
  const listedPlan: PlanContext = { ...plan, now: new Date(startsAt.getTime() - 2 * DAY) };
  const lots: { listing: ListingRow; lot: Lot; plan: AuctionPlan }[] = [];
  for (const [position, lot] of LOTS.entries()) {
    const listing = await listApprovedCar(tx, {
      sellerGroupId: options.sellerGroupId,
      plan: listedPlan,
      market: 'MY',
      sellerId,
      actors,
      index: position,
    });
    lots.push({ listing, lot, plan: lotPlan({ session, listing, lot, position, bidders, plan }) });
  }
  await storeAuctionPlans(
    tx,
    lots.map((l) => l.plan),
    { sellerGroupId: options.sellerGroupId, now: plan.now },
  );
  const stored = await tx
    .select({ id: auctions.id, inventoryId: auctions.inventoryId })
    .from(auctions)
    .where(eq(auctions.sessionId, session.id));
  for (const { listing, plan: lotPlan } of lots) {
    const auction = stored.find((a) => a.inventoryId === listing.inventoryId);
    if (!auction) continue;
    // Operations put the approved listing into the session the day it was planned.
    await markScheduled(tx, {
      listing,
      session,
      auctionId: auction.id,
      at: new Date(session.createdAt.getTime() + 10 * MINUTE),
      actors,
    });
    // The listing follows its auction as the clock moved it at the close.
    await followListing(tx, {
      auctionId: auction.id,
      toStatus: lotPlan.status,
      at: lotPlan.timeEnd,
    });
  }
  return lots.length;
}

async function hasRecentSession(tx: Executor, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(auctionSessions)
    .where(
      and(
        eq(auctionSessions.market, 'MY'),
        eq(auctionSessions.status, 'planned'),
        gt(auctionSessions.startsAt, new Date(now.getTime() - RECENT)),
        lt(auctionSessions.startsAt, now),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The lot's auction as it closed: in the session's order, with the bids that made its outcome. */
function lotPlan(input: {
  session: SessionRow;
  listing: ListingRow;
  lot: Lot;
  position: number;
  bidders: readonly Bidder[];
  plan: PlanContext;
}): AuctionPlan {
  const { session, listing, lot, position, plan } = input;
  const timeEnd = new Date(
    session.firstCloseAt.getTime() + position * session.staggerSeconds * 1000,
  );
  const base: AuctionPlan = {
    inventoryId: listing.inventoryId,
    market: 'MY',
    type: session.type,
    status: lot.outcome,
    location: listing.location,
    timePreview: new Date(session.createdAt.getTime() + 10 * MINUTE),
    timeStart: session.startsAt,
    timeEnd,
    startPrice: listing.startPrice,
    reservePrice: listing.reservePrice,
    bids: [],
    sessionId: session.id,
  };
  if (lot.winner === null) return base;
  const winner = input.bidders[lot.winner]!;
  const loser = input.bidders[1 - lot.winner]!;
  return { ...base, bids: lotBids({ base, winner, loser, plan }) };
}

/** The two dealers take turns; a sale reaches the reserve, a pending award stops below it. */
function lotBids(input: {
  base: AuctionPlan;
  winner: Bidder;
  loser: Bidder;
  plan: PlanContext;
}): PlannedBid[] {
  const { base, winner, loser, plan } = input;
  const meetsReserve = base.status !== 'reserved';
  const ladder = buildBidLadder({
    startPrice: base.startPrice,
    increments: plan.incrementsFor('MY'),
    bidders: [winner, loser],
    count: 4,
    ...(meetsReserve ? { reach: base.reservePrice } : {}),
    from: new Date(base.timeStart.getTime() + 5 * MINUTE),
    to: new Date(base.timeEnd.getTime() - MINUTE),
    random: plan.random,
  });
  const bids = meetsReserve ? ladder : ladder.filter((bid) => bid.amount < base.reservePrice);
  // Swapping the two throughout keeps their turns and gives the top bid to the winner.
  if (bids.at(-1)?.userId === winner.userId) return bids;
  return bids.map((bid) => ({ ...bid, ...(bid.userId === winner.userId ? loser : winner) }));
}
