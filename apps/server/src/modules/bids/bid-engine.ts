import {
  applyAcceptedBid,
  extendedTimeEnd,
  resolveProxies,
  type AuctionStatus,
  type LeadingBid,
} from '@autobid/auction';
import type { PublicAuction } from '@autobid/contract';
import type { Executor } from '../../db/client';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { MarketRow } from '../config/markets.repository';
import type {
  AuctionAfterBids,
  BidsRepository,
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

export interface SettleInput {
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
  /**
   * The change's write is left to the sequencer (`Settlement.write`), which sends it at once when
   * another change of the batch follows, else with the transaction's COMMIT. Only for a change that
   * writes nothing after this settlement.
   */
  deferWrite?: boolean;
}

export interface Settlement {
  /** The public auction to publish, or null when nothing public changed. */
  published: PublicAuction | null;
  /** Dealers who led or bid here and lost the lead, with the amount they had. */
  outbid: { userId: number; amount: number }[];
  /** Other events for one dealer each, sent after the commit. */
  notices?: { userId: number; event: string; data: object }[];
  /**
   * The auction as the change left it, when the change knows it: the next change decided in the
   * same transaction is judged against it. Without it the auction is read again under the lock.
   */
  next?: LockedAuction;
  /** Runs once the transaction that made the change has committed (never after a rollback). */
  afterCommit?: () => void;
  /**
   * The change's write, not yet sent (`SettleInput.deferWrite`): the ledger's bids, the max bid and
   * the auction, in one statement. It must run in the change's transaction before anything else
   * reads or changes the auction; until it has answered, `next` is unset and the published highest
   * bid's id is 0.
   */
  write?: (tx: Executor) => Promise<void>;
}

export const NOTHING_PUBLIC: Settlement = { published: null, outbid: [] };

/**
 * The one place that changes an auction's bidding state, always under its row lock: it adds the
 * incoming bid, lets standing max bids answer (PRX-6), and writes the ledger and the auction
 * in one statement. Soft close (BID-6) applies to every accepted bid.
 */
export function createBidEngine(repo: BidsRepository) {
  const bidderNos = createBidderNumbers(repo);
  return {
    async settle(tx: Executor, locked: LockedAuction, input: SettleInput): Promise<Settlement> {
      const { now, market } = input;
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
          increments: market.increments,
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

      const known = await bidderNos.lookup(tx, locked.id, planned);
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
      const newBids: NewBid[] = planned.map((bid) => {
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

      const updatedAt = new Date(Math.max(now, locked.updatedAt.getTime() + 1));
      const createdAt = new Date(now);
      const after: AuctionAfterBids = {
        highestAmount: state.highestAmount,
        leaderId: state.leaderId,
        leaderCommitSeq: leading?.committedAt ?? null,
        bidCount: state.bidCount,
        biddersCount: state.biddersCount,
        timeEnd: new Date(state.timeEnd),
        commitSeq: input.commitSeq,
        maxBidCount: input.maxBidCount,
        updatedAt,
      };
      const record = (ex: Executor) =>
        repo.recordBids(ex, locked.id, newBids, createdAt, after, { placedMaxBid: placed });
      /** The auction as the change left it, once its write has answered with the new rows' ids. */
      const nextAfter = (written: Awaited<ReturnType<typeof record>>): LockedAuction => {
        const standing =
          placed && written.maxBidId !== null
            ? [...kept, { ...placed, id: written.maxBidId }]
            : kept;
        return { ...locked, ...after, standing };
      };
      const written = input.deferWrite ? null : await record(tx);
      const afterCommit = () => bidderNos.remember(locked.id, newBids);
      const last = newBids.at(-1);
      if (!last) {
        if (written) return { published: null, outbid: [], next: nextAfter(written) };
        const quiet: Settlement = { published: null, outbid: [] };
        quiet.write = async (ex) => {
          quiet.next = nextAfter(await record(ex));
        };
        return quiet;
      }

      const losers = new Map<number, number>();
      if (locked.leaderId !== null && locked.highestAmount !== null)
        losers.set(locked.leaderId, locked.highestAmount);
      if (input.incoming) losers.set(input.incoming.userId, input.incoming.amount);
      losers.delete(state.leaderId ?? -1);
      const published = (bidId: number) =>
        presentPublicAuction(
          {
            id: locked.id,
            status: locked.status,
            updatedAt,
            timeEnd: new Date(state.timeEnd),
            bidCount: state.bidCount,
            biddersCount: state.biddersCount,
          },
          {
            id: bidId,
            amount: last.amount,
            bidder_no: last.bidderNo,
            created_at: createdAt.toISOString(),
          },
        );
      const settlement: Settlement = {
        published: published(written?.bidIds.at(-1) ?? 0),
        outbid: [...losers].map(([userId, amount]) => ({ userId, amount })),
        afterCommit,
      };
      if (written) settlement.next = nextAfter(written);
      else
        settlement.write = async (ex) => {
          const done = await record(ex);
          settlement.published = published(done.bidIds.at(-1)!);
          settlement.next = nextAfter(done);
        };
      return settlement;
    },
  };
}

export type BidEngine = ReturnType<typeof createBidEngine>;

/** Auctions whose bidder numbers are remembered; the oldest are forgotten past this. */
const REMEMBERED_AUCTIONS = 10_000;

/**
 * A dealer's anonymous bidder number on an auction never changes once their first bid is
 * committed (the ledger is append-only), so numbers learned from committed bids are kept in
 * memory and only dealers bidding on an auction for the first time (on this node) are looked up.
 * A number is remembered only after its transaction commits: a rolled-back first bid leaves none.
 */
function createBidderNumbers(repo: BidsRepository) {
  const byAuction = new Map<number, Map<number, number>>();
  return {
    async lookup(
      tx: Executor,
      auctionId: number,
      planned: { userId: number }[],
    ): Promise<Map<number, number>> {
      const known = new Map<number, number>();
      if (planned.length === 0) return known;
      const remembered = byAuction.get(auctionId);
      const unknown: number[] = [];
      for (const { userId } of planned) {
        const number = remembered?.get(userId);
        if (number !== undefined) known.set(userId, number);
        else if (!unknown.includes(userId)) unknown.push(userId);
      }
      if (unknown.length > 0)
        for (const [userId, number] of await repo.findBidderNos(tx, auctionId, unknown))
          known.set(userId, number);
      return known;
    },
    remember(auctionId: number, committed: NewBid[]): void {
      if (committed.length === 0) return;
      let numbers = byAuction.get(auctionId);
      if (!numbers) {
        if (byAuction.size >= REMEMBERED_AUCTIONS) byAuction.delete(byAuction.keys().next().value!);
        numbers = new Map();
        byAuction.set(auctionId, numbers);
      }
      for (const bid of committed) numbers.set(bid.userId, bid.bidderNo);
    },
  };
}
