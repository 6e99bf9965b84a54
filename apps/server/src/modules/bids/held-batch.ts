import type { DealerAuction } from '@autobid/contract';
import type { Database } from '../../db/client';
import { isRolledBack } from '../../db/statement-failure';
import type { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents, QueuedNotice } from '../auctions/auction-events';
import type { AuctionsService } from '../auctions/auctions.service';
import { withChange } from '../auctions/whole-auction';
import type { MarketCatalog } from '../config/market-catalog';
import type { MarketRow } from '../config/markets.repository';
import { withCommittedRules, type Dealer, type Decide, type Outcome } from './auction-change';
import type { BidEngine, Settlement } from './bid-engine';
import { auctionAfter, completePlan, proposeBids, publishedAfter, type Plan } from './bid-plan';
import type { LockedAuction } from './bids.repository';
import {
  createHeldAuctions,
  holdAuction,
  lockedOf,
  type HeldAuction,
  type HeldAuctions,
} from './held-auctions';
import type { HeldBatchWrite, HeldWriteRepository, HeldWritten } from './held-write.repository';
import { createHeldWriter } from './held-writer';
import { noticesOf } from './settlement-notices';

/** A dealer's change the sequencer may decide on the auction it holds. */
export interface HeldWaiter {
  decide: Decide;
  dealer: Dealer;
}

export interface HeldBatchDeps {
  /** Where the held auctions are read and written (on PostgreSQL, the prepared pool). */
  db: Database;
  repo: HeldWriteRepository;
  auctions: AuctionsService;
  events: AuctionEvents;
  markets: MarketCatalog;
  clock: Clock;
  engine: BidEngine;
  held?: HeldAuctions;
  /** Statements of held batches in flight at once (`held-writer.ts`). */
  writesInFlight?: number;
  log?: { warn(details: object, message: string): void };
}

/** What a batch decided on the held auction came to, per change, as the sequencer answers it. */
export interface HeldBatchDecided {
  outcomes: Outcome[];
  queued: QueuedNotice[][];
  /** Each dealer's answer, in the batch's order; null when they could not be made. */
  answers: (DealerAuction | AppError)[] | null;
  last: LockedAuction | undefined;
}

/**
 * A batch's write whose answer was lost with the connection: it may have committed, so its changes
 * must not be decided again; each of them is answered with this failure.
 */
export class HeldWriteUnknown extends Error {
  constructor(cause: unknown) {
    super('the connection failed while a batch of bids was written; it may have been written', {
      cause,
    });
  }
}

/** Reads after a write that found the auction changed, before the batch goes under the lock. */
const ATTEMPTS = 2;

/** The batch judged on the held auction, each change on the state the one before left. */
interface Judged {
  outcomes: (Outcome | { kind: 'planned'; plan: Plan })[];
  plans: Plan[];
  /** The auction after the batch; a max bid it placed has the id 0 until its write answered. */
  last: LockedAuction;
}

function judge(held: HeldAuction, batch: readonly HeldWaiter[], market: MarketRow, now: number) {
  let locked = held.locked;
  const known = new Map(held.whole.bidderNos);
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

/**
 * Decides batches of dealers' bids and max bids on the auctions this node holds, and writes each
 * batch with one statement that applies only if the auction is still the version it was decided
 * on (ADR 0009). Every answer is decided on a version the database confirmed in the same round
 * trip: the write itself, or, for a batch that writes nothing, a look at the row's version. When
 * another node or path changed the auction, it is read again and the batch decided again; after
 * {@link ATTEMPTS} reads the batch is left to the row lock (`run` answers null).
 */
export function createHeldBatches(deps: HeldBatchDeps) {
  const { db, repo, events, clock } = deps;
  const held = deps.held ?? createHeldAuctions();
  const writer = createHeldWriter({ db, repo, maxInFlight: deps.writesInFlight });

  async function load(auctionId: number, previous?: HeldAuction): Promise<HeldAuction | undefined> {
    const read = await deps.auctions.readWhole(auctionId, null, db);
    if (!read) {
      held.drop(auctionId);
      return undefined;
    }
    const fresh = holdAuction(read, previous);
    held.set(auctionId, fresh);
    return fresh;
  }

  /** The batch written: the held auction moved to what it wrote, each change settled with its ids. */
  function applyWritten(
    auctionId: number,
    current: HeldAuction,
    judged: Judged,
    write: HeldBatchWrite,
    written: HeldWritten & { version: string },
  ): { next: HeldAuction; settlements: Settlement[] } {
    const ids = written.bidIds;
    let offset = 0;
    const settlements = judged.plans.map((plan): Settlement => {
      offset += plan.newBids.length;
      return {
        published: plan.newBids.length > 0 ? publishedAfter(plan, ids[offset - 1]!) : null,
        outbid: plan.outbid,
      };
    });
    const standing = judged.last.standing.map((m) =>
      m.id === 0 ? { ...m, id: written.maxBidIds.get(m.userId)! } : m,
    );
    const { after } = write;
    const whole = withChange(current.whole, {
      version: written.version,
      stamp: current.whole.stamp,
      auction: {
        highestAmount: after.highestAmount,
        highestBidId: ids.at(-1) ?? current.whole.view.auction.highestBidId,
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
      standing,
    });
    const next = { ...current, whole, locked: lockedOf(whole) };
    held.set(auctionId, next);
    return { next, settlements };
  }

  function answer(
    current: HeldAuction | undefined,
    batch: readonly HeldWaiter[],
    marketList: readonly MarketRow[],
  ): (DealerAuction | AppError)[] | null {
    if (!current) return null;
    try {
      return deps.auctions.presentWhole(
        batch.map((w) => w.dealer),
        current.whole,
        marketList,
        current.shared,
      );
    } catch (error) {
      deps.log?.warn({ err: error }, 'a held batch’s answers are read again');
      return null;
    }
  }

  async function write(batchWrite: HeldBatchWrite, current: HeldAuction): Promise<HeldWritten> {
    const { whole, locked } = current;
    try {
      return await writer.write({
        held: {
          auctionId: locked.id,
          version: whole.version,
          commitSeq: locked.commitSeq,
          inventoryId: whole.view.auction.inventoryId,
          increments: locked.marketIncrements,
          extendWindowSeconds: locked.marketExtendWindowSeconds,
        },
        batch: batchWrite,
      });
    } catch (error) {
      held.drop(locked.id);
      if (isRolledBack(error)) throw error;
      throw new HeldWriteUnknown(error);
    }
  }

  return {
    /**
     * Decides and writes one batch of one auction's dealers' changes; null when it is left to the
     * row lock. A write that failed in the database wrote nothing and is thrown as it is; one whose
     * answer was lost throws {@link HeldWriteUnknown}.
     */
    async run(auctionId: number, batch: readonly HeldWaiter[]): Promise<HeldBatchDecided | null> {
      const marketList = await deps.markets.all();
      let current = held.get(auctionId);
      let confirmed = false;
      if (!current) {
        current = await load(auctionId);
        confirmed = true;
      }
      for (let attempt = 0; attempt <= ATTEMPTS; attempt += 1) {
        if (!current)
          return {
            outcomes: batch.map((): Outcome => ({ kind: 'missing' })),
            queued: [],
            answers: null,
            last: undefined,
          };
        const cached = marketList.find((m) => m.code === current!.locked.market);
        if (!cached)
          throw new Error(`auction ${auctionId} is in unknown market ${current.locked.market}`);
        const judged = judge(
          current,
          batch,
          withCommittedRules(cached, current.locked),
          clock.now(),
        );
        if (judged.plans.length === 0) {
          if (!confirmed) {
            const seen = await repo.check(db, auctionId);
            if (seen?.version !== current.whole.version || seen.stamp !== current.whole.stamp) {
              current = await load(auctionId, current);
              confirmed = true;
              continue;
            }
          }
          return {
            outcomes: judged.outcomes as Outcome[],
            queued: [],
            answers: answer(current, batch, marketList),
            last: current.locked,
          };
        }
        if (attempt === ATTEMPTS) break;
        const settling = judged.plans.map((plan): Settlement => ({
          published: publishedAfter(plan, 0),
          outbid: plan.outbid,
        }));
        const lists = settling.map(noticesOf);
        const prepared = events.prepareNotices(lists.flat());
        const batchWrite: HeldBatchWrite = {
          bids: judged.plans.flatMap((plan) => plan.newBids),
          maxBids: judged.plans.flatMap((plan) => (plan.placed ? [plan.placed] : [])),
          noticesJson: prepared.rowsJson,
          noticeCount: lists.reduce((n, list) => n + list.length, 0),
          createdAt: judged.plans[0]!.createdAt,
          after: judged.plans.at(-1)!.after,
        };
        const written = await write(batchWrite, current);
        if (written.version === null) {
          current = await load(auctionId, current);
          confirmed = true;
          continue;
        }
        const { version } = written;
        const applied = applyWritten(auctionId, current, judged, batchWrite, {
          ...written,
          version,
        });
        deps.engine.rememberBidderNumbers(auctionId, batchWrite.bids);
        current =
          written.stamp === current.whole.stamp
            ? applied.next
            : await load(auctionId, applied.next);
        const queuedAll = prepared.written(written.noticeIds);
        let settled = 0;
        const outcomes = judged.outcomes.map((outcome): Outcome =>
          outcome.kind === 'planned'
            ? { kind: 'done', settlement: applied.settlements[settled++]! }
            : outcome,
        );
        const queued: QueuedNotice[][] = [];
        let plan = 0;
        for (const outcome of judged.outcomes)
          queued.push(outcome.kind === 'planned' ? queuedAll.splice(0, lists[plan++]!.length) : []);
        return {
          outcomes,
          queued,
          answers: answer(current, batch, marketList),
          last: applied.next.locked,
        };
      }
      return null;
    },

    /** Lets an auction go: this node changed it under the lock, so it is read again when next used. */
    drop(auctionId: number): void {
      held.drop(auctionId);
    },
  };
}

export type HeldBatches = ReturnType<typeof createHeldBatches>;
