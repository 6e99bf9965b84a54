import { SharedPresentations } from '../auctions/auction-presenter';
import { applyChange, type WholeAuction } from '../auctions/whole-auction';
import type { LockedAuction } from './bids.repository';
import type { HeldNews } from './held-news';

/**
 * An auction as this node holds it between batches (ADR 0009): read whole once, then moved by the
 * batches this node writes, each conditioned on the version it holds.
 */
export interface HeldAuction {
  whole: WholeAuction;
  /** The part of `whole` the bidding rules judge, as the auction's lock would read it. */
  locked: LockedAuction;
  /** What its answers show alike, presented once for every batch until the car changes. */
  shared: SharedPresentations;
}

/** The auction as its lock reads it (`BidsRepository.lockAuction`), from the auction held whole. */
export function lockedOf(whole: WholeAuction): LockedAuction {
  const a = whole.view.auction;
  return {
    id: a.id,
    market: a.market,
    type: a.type,
    status: a.status,
    timeStart: a.timeStart,
    timeEnd: a.timeEnd,
    sellerGroupId: a.sellerGroupId,
    startPrice: a.startPrice,
    reservePrice: a.reservePrice,
    highestAmount: a.highestAmount,
    leaderId: a.leaderId,
    leaderCommitSeq: a.leaderCommitSeq,
    commitSeq: a.commitSeq,
    maxBidCount: a.maxBidCount,
    pendingSnapItCount: a.pendingSnapItCount,
    bidCount: a.bidCount,
    biddersCount: a.biddersCount,
    updatedAt: a.updatedAt,
    standing: whole.standing,
    marketIncrements: whole.marketIncrements,
    marketExtendWindowSeconds: whole.marketExtendWindowSeconds,
  };
}

/**
 * A held auction from a fresh read. While the car's stamp is the one `previous` held, the car and
 * its inspection are the same: `previous`'s objects are kept, and what was presented of them.
 */
export function holdAuction(read: WholeAuction, previous?: HeldAuction): HeldAuction {
  if (!previous || previous.whole.stamp !== read.stamp)
    return { whole: read, locked: lockedOf(read), shared: new SharedPresentations(read.view) };
  const whole: WholeAuction = {
    ...read,
    view: { ...read.view, inventory: previous.whole.view.inventory },
    inspection: previous.whole.inspection,
  };
  return { whole, locked: lockedOf(whole), shared: previous.shared };
}

/**
 * The held auction moved by another node's committed batch, as that node moved its own; null when
 * this node does not hold the version the batch was written over, or holds another car: then it
 * must let the auction go. What it holds is copied, not moved, so a batch in flight keeps the
 * auction it was judged on.
 */
export function heardOf(current: HeldAuction, news: HeldNews): HeldAuction | null {
  const { whole } = current;
  if (whole.version !== news.from || whole.stamp !== news.change.stamp) return null;
  const next: WholeAuction = {
    ...whole,
    ownBids: new Map(whole.ownBids),
    bidderNos: new Map(whole.bidderNos),
  };
  applyChange(next, news.change);
  return { whole: next, locked: lockedOf(next), shared: current.shared };
}

/** Auctions held at once; the one longest unused is let go past this. */
const DEFAULT_HELD = 2_000;

/** The auctions this node holds, the most recently used last. */
export function createHeldAuctions(limit = DEFAULT_HELD) {
  const held = new Map<number, HeldAuction>();
  return {
    get(auctionId: number): HeldAuction | undefined {
      const found = held.get(auctionId);
      if (found) {
        held.delete(auctionId);
        held.set(auctionId, found);
      }
      return found;
    },
    /** The auction held, without counting this as a use. */
    peek(auctionId: number): HeldAuction | undefined {
      return held.get(auctionId);
    },
    set(auctionId: number, auction: HeldAuction): void {
      held.delete(auctionId);
      if (held.size >= limit) held.delete(held.keys().next().value!);
      held.set(auctionId, auction);
    },
    /** Puts `auction` in place of the one held, where it stands among the recently used. */
    replace(auctionId: number, auction: HeldAuction): void {
      if (held.has(auctionId)) held.set(auctionId, auction);
    },
    /** Lets an auction go: a change made another way, or a read that found it gone. */
    drop(auctionId: number): void {
      held.delete(auctionId);
    },
    get size(): number {
      return held.size;
    },
  };
}

export type HeldAuctions = ReturnType<typeof createHeldAuctions>;
