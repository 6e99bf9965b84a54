import {
  applyAcceptedBid,
  extendedTimeEnd,
  resolveProxies,
  type AuctionStatus,
  type LeadingBid,
} from '@autobid/auction';
import type { PublicAuction } from '@autobid/contract';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { MarketRow } from '../config/markets.repository';
import type {
  AuctionAfterBids,
  LockedAuction,
  NewBid,
  PlacedMaxBid,
  StandingMaxBid,
} from './bids.repository';

/** A bid the engine is asked to add before max bids answer: a manual (or snap-it) bid. */
export interface IncomingBid {
  userId: number;
  groupId: number;
  amount: number;
  kind: 'manual' | 'snap_it';
}

/** What a change asks of the engine: the bid it adds, the max bid it places, the clock and rules. */
export interface ChangeInput {
  now: number;
  market: MarketRow;
  /** The auction's commitment counter after this change (PRX-3 ordering). */
  commitSeq: number;
  maxBidCount: number;
  incoming?: IncomingBid;
  /** The max bids standing after this change, when it removed one; else the locked ones. */
  standing?: StandingMaxBid[];
  /**
   * The max bid this change places, raises or places again: it stands in place of the dealer's
   * previous one, and is saved with the change's bids, in the same statement.
   */
  placedMaxBid?: Omit<PlacedMaxBid, 'commitSeq'>;
}

/** The bidder numbers a plan reads, and adds a first bidder's to. */
export type BidderNumbers = Pick<Map<number, number>, 'has' | 'get' | 'set'>;

/** The bids a change makes, before they have their bidder numbers. */
export interface Proposal {
  planned: Omit<NewBid, 'bidderNo'>[];
  leading: LeadingBid | null;
  placed: PlacedMaxBid | undefined;
  /** The max bids that stand besides `placed`. */
  kept: StandingMaxBid[];
}

/**
 * What a change does to an auction, decided by the rules alone: the bids it appends to the ledger,
 * the auction's state after them and the max bid it places. Writing it is the caller's.
 */
export interface Plan {
  /** The auction before the change. */
  locked: LockedAuction;
  newBids: NewBid[];
  after: AuctionAfterBids;
  placed: PlacedMaxBid | undefined;
  kept: StandingMaxBid[];
  createdAt: Date;
  /** Dealers who led or bid here and lost the lead, with the amount they had; none without bids. */
  outbid: { userId: number; amount: number }[];
}

/**
 * The bids a change makes (PRX-6): the incoming bid, then the standing max bids' answer to it,
 * with the placed max bid among them.
 */
export function proposeBids(locked: LockedAuction, input: ChangeInput): Proposal {
  let leading: LeadingBid | null =
    locked.leaderId !== null && locked.highestAmount !== null
      ? {
          dealerId: locked.leaderId,
          amount: locked.highestAmount,
          committedAt: locked.leaderCommitSeq ?? 0,
        }
      : null;
  const planned: Omit<NewBid, 'bidderNo'>[] = [];
  const causeSeq = input.commitSeq;
  if (input.incoming) {
    planned.push({ ...input.incoming, commitSeq: input.commitSeq, causeSeq });
    leading = {
      dealerId: input.incoming.userId,
      amount: input.incoming.amount,
      committedAt: input.commitSeq,
    };
  }
  const placed = input.placedMaxBid
    ? { ...input.placedMaxBid, commitSeq: input.commitSeq }
    : undefined;
  const before = input.standing ?? locked.standing;
  // Only a placement replaces a standing max bid; every other change keeps the list as it is.
  const kept = placed ? before.filter((m) => m.userId !== placed.userId) : before;
  if (input.maxBidCount > 0 && locked.status === 'active') {
    const standing = placed ? [...kept, placed] : kept;
    const groupOf = new Map(standing.map((m) => [m.userId, m.groupId]));
    const outcome = resolveProxies({
      startPrice: locked.startPrice,
      reservePrice: locked.reservePrice,
      increments: input.market.increments,
      leading,
      maxBids: standing.map((m) => ({
        dealerId: m.userId,
        ceiling: m.ceiling,
        committedAt: m.commitSeq,
      })),
    });
    for (const bid of outcome.bids) {
      planned.push({
        userId: bid.dealerId,
        groupId: groupOf.get(bid.dealerId)!,
        amount: bid.amount,
        kind: 'max',
        commitSeq: bid.committedAt,
        causeSeq,
      });
    }
    leading = outcome.leading;
  }
  return { planned, leading, placed, kept };
}

/**
 * The change with its bidder numbers (`known`: the numbers dealers already bid under here, of at
 * least every dealer of `proposal`; a dealer's first bid takes the next one, added to `known`),
 * soft close (BID-6) and the counters applied to every bid.
 */
export function completePlan(
  locked: LockedAuction,
  input: ChangeInput,
  proposal: Proposal,
  known: BidderNumbers,
): Plan {
  const { now, market } = input;
  let state = {
    type: locked.type,
    status: locked.status as AuctionStatus,
    timeEnd: locked.timeEnd.getTime(),
    sellerGroupId: locked.sellerGroupId,
    startPrice: locked.startPrice,
    highestAmount: locked.highestAmount,
    leaderId: locked.leaderId,
    bidCount: locked.bidCount,
    biddersCount: locked.biddersCount,
  };
  const newBids: NewBid[] = proposal.planned.map((bid) => {
    const isFirstBid = !known.has(bid.userId);
    const timeEnd = extendedTimeEnd(state.timeEnd, now, market.extendWindowSeconds * 1000);
    state = applyAcceptedBid(
      state,
      { amount: bid.amount, timeEnd, isExtended: timeEnd !== state.timeEnd },
      { id: bid.userId, isFirstBid },
    );
    if (isFirstBid) known.set(bid.userId, state.biddersCount);
    return { ...bid, bidderNo: known.get(bid.userId)! };
  });
  const after: AuctionAfterBids = {
    highestAmount: state.highestAmount,
    leaderId: state.leaderId,
    leaderCommitSeq: proposal.leading?.committedAt ?? null,
    bidCount: state.bidCount,
    biddersCount: state.biddersCount,
    timeEnd: new Date(state.timeEnd),
    commitSeq: input.commitSeq,
    maxBidCount: input.maxBidCount,
    updatedAt: new Date(Math.max(now, locked.updatedAt.getTime() + 1)),
  };
  const outbid: Plan['outbid'] = [];
  if (newBids.length > 0) {
    const losers = new Map<number, number>();
    if (locked.leaderId !== null && locked.highestAmount !== null)
      losers.set(locked.leaderId, locked.highestAmount);
    if (input.incoming) losers.set(input.incoming.userId, input.incoming.amount);
    losers.delete(state.leaderId ?? -1);
    for (const [userId, amount] of losers) outbid.push({ userId, amount });
  }
  return {
    locked,
    newBids,
    after,
    placed: proposal.placed,
    kept: proposal.kept,
    createdAt: new Date(now),
    outbid,
  };
}

/** The auction as the plan leaves it, once its placed max bid has its id. */
export function auctionAfter(plan: Plan, maxBidId: number | null): LockedAuction {
  const standing =
    plan.placed && maxBidId !== null ? [...plan.kept, { ...plan.placed, id: maxBidId }] : plan.kept;
  return { ...plan.locked, ...plan.after, standing };
}

/** What every watcher sees of the plan once its last bid has its id; null when it made no bid. */
export function publishedAfter(plan: Plan, lastBidId: number): PublicAuction | null {
  const last = plan.newBids.at(-1);
  if (!last) return null;
  return presentPublicAuction(
    {
      id: plan.locked.id,
      status: plan.locked.status,
      updatedAt: plan.after.updatedAt,
      timeEnd: plan.after.timeEnd,
      bidCount: plan.after.bidCount,
      biddersCount: plan.after.biddersCount,
    },
    {
      id: lastBidId,
      amount: last.amount,
      bidder_no: last.bidderNo,
      created_at: plan.createdAt.toISOString(),
    },
  );
}
