import type { PublicAuction } from '@autobid/contract';
import type { Executor } from '../../db/client';
import {
  auctionAfter,
  completePlan,
  proposeBids,
  publishedAfter,
  type ChangeInput,
} from './bid-plan';
import type { BidsRepository, LockedAuction, NewBid } from './bids.repository';

export interface SettleInput extends ChangeInput {
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
 * The one place that changes an auction's bidding state under its row lock: it plans the change
 * with the rules (`bid-plan.ts`: the incoming bid, the standing max bids' answer, PRX-6, soft close,
 * BID-6), looks up the bidder numbers it needs and writes the ledger and the auction in one
 * statement.
 */
export function createBidEngine(repo: BidsRepository) {
  const bidderNos = createBidderNumbers(repo);
  return {
    async settle(tx: Executor, locked: LockedAuction, input: SettleInput): Promise<Settlement> {
      const proposal = proposeBids(locked, input);
      const known = await bidderNos.lookup(tx, locked, proposal.planned);
      const plan = completePlan(locked, input, proposal, known);
      const { newBids } = plan;
      const record = (ex: Executor) =>
        repo.recordBids(ex, locked.id, newBids, plan.createdAt, plan.after, {
          placedMaxBid: plan.placed,
        });
      const written = input.deferWrite ? null : await record(tx);
      const afterCommit = () => bidderNos.remember(locked, newBids);
      if (newBids.length === 0) {
        if (written)
          return { published: null, outbid: [], next: auctionAfter(plan, written.maxBidId) };
        const quiet: Settlement = { published: null, outbid: [] };
        quiet.write = async (ex) => {
          quiet.next = auctionAfter(plan, (await record(ex)).maxBidId);
        };
        return quiet;
      }
      const settlement: Settlement = {
        published: publishedAfter(plan, written?.bidIds.at(-1) ?? 0),
        outbid: plan.outbid,
        afterCommit,
      };
      if (written) settlement.next = auctionAfter(plan, written.maxBidId);
      else
        settlement.write = async (ex) => {
          const done = await record(ex);
          settlement.published = publishedAfter(plan, done.bidIds.at(-1)!);
          settlement.next = auctionAfter(plan, done.maxBidId);
        };
      return settlement;
    },

    /** Remembers the bidder numbers of bids another path wrote on `auction`, once committed. */
    rememberBidderNumbers(auction: Window, committed: NewBid[]): void {
      bidderNos.remember(auction, committed);
    },
  };
}

export type BidEngine = ReturnType<typeof createBidEngine>;

/** Auctions whose bidder numbers are remembered; the oldest are forgotten past this. */
const REMEMBERED_AUCTIONS = 10_000;

/** An auction's current window: bidder numbers are given and kept per window (LIFE-5). */
interface Window {
  id: number;
  timeStart: Date;
}

/**
 * A dealer's anonymous bidder number on an auction never changes within a window once their first
 * bid of it is committed (the ledger is append-only), so numbers learned from committed bids are
 * kept in memory and only dealers bidding in the window for the first time (on this node) are
 * looked up. A restart opens a new window, whose numbers start afresh. A number is remembered only
 * after its transaction commits: a rolled-back first bid leaves none.
 */
function createBidderNumbers(repo: BidsRepository) {
  const byAuction = new Map<number, { timeStart: number; numbers: Map<number, number> }>();
  const numbersOf = (window: Window) => {
    const held = byAuction.get(window.id);
    return held?.timeStart === window.timeStart.getTime() ? held.numbers : undefined;
  };
  return {
    async lookup(
      tx: Executor,
      window: Window,
      planned: { userId: number }[],
    ): Promise<Map<number, number>> {
      const known = new Map<number, number>();
      if (planned.length === 0) return known;
      const remembered = numbersOf(window);
      const unknown: number[] = [];
      for (const { userId } of planned) {
        const number = remembered?.get(userId);
        if (number !== undefined) known.set(userId, number);
        else if (!unknown.includes(userId)) unknown.push(userId);
      }
      if (unknown.length > 0)
        for (const [userId, number] of await repo.findBidderNos(tx, window.id, unknown))
          known.set(userId, number);
      return known;
    },
    remember(window: Window, committed: NewBid[]): void {
      if (committed.length === 0) return;
      let numbers = numbersOf(window);
      if (!numbers) {
        byAuction.delete(window.id);
        if (byAuction.size >= REMEMBERED_AUCTIONS) byAuction.delete(byAuction.keys().next().value!);
        numbers = new Map();
        byAuction.set(window.id, { timeStart: window.timeStart.getTime(), numbers });
      }
      for (const bid of committed) numbers.set(bid.userId, bid.bidderNo);
    },
  };
}
