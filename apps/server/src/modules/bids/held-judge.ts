import type { QueuedNotice } from '../auctions/auction-events';
import type { AuctionEvents } from '../auctions/auction-events';
import type { WholeAuctionChange } from '../auctions/whole-auction';
import type { MarketRow } from '../config/markets.repository';
import type { Dealer, Decide, Outcome } from './auction-change';
import type { Settlement } from './bid-engine';
import {
  auctionAfter,
  completePlan,
  proposeBids,
  publishedAfter,
  type BidderNumbers,
  type Plan,
} from './bid-plan';
import type { LockedAuction } from './bids.repository';
import type { HeldAuction } from './held-auctions';
import type { HeldBatchWrite, HeldWritten } from './held-write.repository';
import { noticesOf } from './settlement-notices';

/** A dealer's change the sequencer may decide on the auction it holds. */
export interface HeldWaiter {
  decide: Decide;
  dealer: Dealer;
}

/** A batch judged on the held auction, each change on the state the one before it left. */
export interface Judged {
  outcomes: (Outcome | { kind: 'planned'; plan: Plan })[];
  plans: Plan[];
  /** The auction after the batch; a max bid it placed has the id 0 until its write answered. */
  last: LockedAuction;
}

/** The bidder numbers held, with the ones a batch gives its first bidders on top, until it is written. */
function numbersOver(held: ReadonlyMap<number, number>): BidderNumbers {
  const added = new Map<number, number>();
  const numbers: BidderNumbers = {
    has: (userId) => added.has(userId) || held.has(userId),
    get: (userId) => added.get(userId) ?? held.get(userId),
    set: (userId, number) => {
      added.set(userId, number);
      return numbers as Map<number, number>;
    },
  };
  return numbers;
}

/** Judges a batch by the rules alone (ADR 0009); writes nothing, and changes nothing it holds. */
export function judge(
  held: HeldAuction,
  batch: readonly HeldWaiter[],
  market: MarketRow,
  now: number,
): Judged {
  let locked = held.locked;
  const known = numbersOver(held.whole.bidderNos);
  const judged: Judged = { outcomes: [], plans: [], last: locked };
  for (const { decide, dealer } of batch) {
    // An auction never changes market, so this holds for the whole batch.
    if (dealer.market !== locked.market) {
      judged.outcomes.push({ kind: 'missing' });
      continue;
    }
    const decision = decide(locked, market, now);
    if (decision.kind === 'rejected') {
      judged.outcomes.push(decision);
      continue;
    }
    const plan = completePlan(locked, decision.input, proposeBids(locked, decision.input), known);
    judged.plans.push(plan);
    judged.outcomes.push({ kind: 'planned', plan });
    locked = auctionAfter(plan, 0);
  }
  judged.last = locked;
  return judged;
}

/** What a judged batch writes, with its notices prepared for the outbox. */
export interface BatchToWrite {
  write: HeldBatchWrite;
  /** Each plan's notices, in the plans' order. */
  lists: ReturnType<typeof noticesOf>[];
  prepared: ReturnType<AuctionEvents['prepareNotices']>;
}

export function toWrite(
  judged: Judged,
  events: Pick<AuctionEvents, 'prepareNotices'>,
): BatchToWrite {
  // The notices need no bid's id: the outbid amount and the update's time are known.
  const lists = judged.plans.map((plan) =>
    noticesOf({ published: publishedAfter(plan, 0), outbid: plan.outbid }),
  );
  const prepared = events.prepareNotices(lists.flat());
  return {
    write: {
      bids: judged.plans.flatMap((plan) => plan.newBids),
      maxBids: judged.plans.flatMap((plan) => (plan.placed ? [plan.placed] : [])),
      noticesJson: prepared.rowsJson,
      noticeCount: lists.reduce((n, list) => n + list.length, 0),
      createdAt: judged.plans[0]!.createdAt,
      after: judged.plans.at(-1)!.after,
    },
    lists,
    prepared,
  };
}

/** A written batch: what the held auction takes from it, and each change's outcome and notices. */
export interface Settled {
  change: WholeAuctionChange;
  outcomes: Outcome[];
  queued: QueuedNotice[][];
}

/** The outcomes of a batch its write committed, each change settled with its bids' ids. */
export function settleWritten(
  held: HeldAuction,
  judged: Judged,
  toBeWritten: BatchToWrite,
  written: HeldWritten & { version: string },
): Settled {
  const { write } = toBeWritten;
  const ids = written.bidIds;
  let offset = 0;
  const settlements = judged.plans.map((plan): Settlement => {
    offset += plan.newBids.length;
    return {
      published: plan.newBids.length > 0 ? publishedAfter(plan, ids[offset - 1]!) : null,
      outbid: plan.outbid,
    };
  });
  const queuedAll = toBeWritten.prepared.written(written.noticeIds);
  let index = 0;
  const outcomes: Outcome[] = [];
  const queued: QueuedNotice[][] = [];
  for (const outcome of judged.outcomes) {
    if (outcome.kind !== 'planned') {
      outcomes.push(outcome);
      queued.push([]);
      continue;
    }
    outcomes.push({ kind: 'done', settlement: settlements[index]! });
    queued.push(queuedAll.splice(0, toBeWritten.lists[index]!.length));
    index += 1;
  }
  const { after } = write;
  const change: WholeAuctionChange = {
    version: written.version,
    stamp: held.whole.stamp,
    auction: {
      highestAmount: after.highestAmount,
      highestBidId: ids.at(-1) ?? held.whole.view.auction.highestBidId,
      leaderId: after.leaderId,
      leaderCommitSeq: after.leaderCommitSeq,
      bidCount: after.bidCount,
      biddersCount: after.biddersCount,
      timeEnd: after.timeEnd,
      commitSeq: after.commitSeq,
      maxBidCount: after.maxBidCount,
      updatedAt: after.updatedAt,
    },
    bids: write.bids.map((bid, i) => ({
      id: ids[i]!,
      userId: bid.userId,
      bidderNo: bid.bidderNo,
      amount: bid.amount,
      kind: bid.kind,
      bidType: bid.bidType ?? null,
      createdAt: write.createdAt,
    })),
    // A max bid placed by the batch stood with the id 0 until its row answered its own.
    standing: judged.last.standing.map((m) =>
      m.id === 0 ? { ...m, id: written.maxBidIds.get(m.userId)! } : m,
    ),
  };
  return { change, outcomes, queued };
}
