import type { DealerAuction } from '@autobid/contract';
import type { Database } from '../../db/client';
import { isRolledBack } from '../../db/statement-failure';
import type { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents, QueuedNotice } from '../auctions/auction-events';
import type { AuctionsService, Viewer } from '../auctions/auctions.service';
import { applyChange } from '../auctions/whole-auction';
import type { MarketCatalog } from '../config/market-catalog';
import type { MarketRow } from '../config/markets.repository';
import { withCommittedRules, type Outcome } from './auction-change';
import type { BidEngine } from './bid-engine';
import type { LockedAuction } from './bids.repository';
import {
  createHeldAuctions,
  heardOf,
  holdAuction,
  lockedOf,
  type HeldAuction,
  type HeldAuctions,
} from './held-auctions';
import { judge, settleWritten, toWrite, type HeldWaiter, type Settled } from './held-judge';
import type { HeldNews, TellHeldNews } from './held-news';
import type { HeldBatchWrite, HeldWriteRepository, HeldWritten } from './held-write.repository';
import { createHeldWriter } from './held-writer';

export type { HeldWaiter } from './held-judge';

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
  /** Tells the other nodes what this node's batches wrote (`held-news.ts`); they `hear` it. */
  tell?: TellHeldNews;
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
 * A batch that may have committed (its write's answer was lost with the connection) or did commit
 * but could not be settled: its changes must not be decided again; each of them is answered with
 * this failure.
 */
export class HeldWriteUnknown extends Error {
  constructor(cause: unknown) {
    super('a batch of bids failed after it was sent; it may have been written', {
      cause,
    });
  }
}

/** Why a batch was left to the row lock: its auction's row was held, or it changed twice. */
export type HeldLeft = 'busy' | 'changed';

/** Reads after a write that found the auction changed, before the batch goes under the lock. */
const ATTEMPTS = 2;

/**
 * Decides batches of dealers' bids and max bids on the auctions this node holds, and writes each
 * batch with one statement that applies only if the auction is still the version it was decided
 * on (ADR 0009). Every answer is decided on a version the database confirmed in the same round
 * trip: the write itself, or, for a batch that writes nothing, a look at the row's version, the
 * car's stamp and the market's bidding rules. When another node or path changed the auction, it
 * is read again and the batch decided again; after {@link ATTEMPTS} reads the batch is left to the
 * row lock (`run` answers why), as it is at once when another transaction holds the auction's row.
 */
export function createHeldBatches(deps: HeldBatchDeps) {
  const { db, repo, events, clock } = deps;
  const held = deps.held ?? createHeldAuctions();
  const writer = createHeldWriter({ db, repo, clock, maxInFlight: deps.writesInFlight });
  /** Reads of a held auction after its write or check found it changed elsewhere (`readsAgain`). */
  let readsAgain = 0;
  /** Other nodes' news of auctions this node held: moved by it, or let go (`heardNews`). */
  const heard = { applied: 0, dropped: 0 };
  /** Dealers' reads answered from a held auction, and those left to a read of the database (`reads`). */
  const reads = { held: 0, database: 0 };

  /**
   * Another node's committed batch (held news): the auction this node holds moves by it when it holds the
   * version the batch was written over, and is let go when it holds another; news of an auction
   * it does not hold, or already holds as of that write or a later one (news heard late, after a
   * read), changes nothing.
   */
  function hear(news: HeldNews): void {
    const current = held.peek(news.auctionId);
    if (!current || current.whole.version === news.change.version) return;
    const seq = news.change.auction.commitSeq;
    if (seq !== undefined && seq <= current.locked.commitSeq) return;
    const next = heardOf(current, news);
    if (next) {
      held.replace(news.auctionId, next);
      heard.applied += 1;
    } else {
      held.drop(news.auctionId);
      heard.dropped += 1;
    }
  }

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

  /**
   * Whether the held auction is still the one committed: its row's version, its car's stamp and
   * its market's bidding rules.
   */
  async function isCurrent(current: HeldAuction): Promise<boolean> {
    const { locked, whole } = current;
    const seen = await writer.check({
      auctionId: locked.id,
      increments: locked.marketIncrements,
      extendWindowSeconds: locked.marketExtendWindowSeconds,
    });
    return seen?.version === whole.version && seen.stamp === whole.stamp && seen.rules;
  }

  /**
   * The reads of one auction confirm it together: one look in flight, and one more that the reads
   * arriving meanwhile wait for, so that each read is confirmed by a look sent after it arrived.
   * An auction is here while its look is in flight, with the next look's readers once one waits.
   */
  const looks = new Map<
    number,
    { next: { promise: Promise<HeldAuction | undefined>; start(): void } | null }
  >();

  function confirmForReads(auctionId: number): Promise<HeldAuction | undefined> {
    const state = looks.get(auctionId);
    if (!state) {
      looks.set(auctionId, { next: null });
      return runLook(auctionId);
    }
    if (!state.next) {
      let start = () => {};
      const promise = new Promise<HeldAuction | undefined>((resolve) => {
        start = () => resolve(runLook(auctionId));
      });
      state.next = { promise, start };
    }
    return state.next.promise;
  }

  /** One look; once it is answered, the next one starts at once if reads wait for it. */
  function runLook(auctionId: number): Promise<HeldAuction | undefined> {
    const look = lookOnce(auctionId);
    const startNext = () => {
      const state = looks.get(auctionId);
      if (!state?.next) {
        looks.delete(auctionId);
        return;
      }
      const next = state.next;
      state.next = null;
      next.start();
    };
    void look.then(startNext, startNext);
    return look;
  }

  /**
   * The auction held now, if a look at the database finds it still the committed one. One the
   * look finds changed by another node or path, and not moved here meanwhile, is let go: the next
   * batch reads it again, and reads until then go to the database.
   */
  async function lookOnce(auctionId: number): Promise<HeldAuction | undefined> {
    const current = held.peek(auctionId);
    if (!current) return undefined;
    const { version } = current.whole;
    try {
      if (await isCurrent(current)) return current;
    } catch (error) {
      deps.log?.warn({ err: error }, 'a look at a held auction failed; its readers read it');
      return undefined;
    }
    if (held.peek(auctionId) === current && current.whole.version === version) held.drop(auctionId);
    return undefined;
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

  async function write(current: HeldAuction, batch: HeldBatchWrite): Promise<HeldWritten> {
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
          timeEnd: locked.timeEnd.getTime(),
        },
        batch,
      });
    } catch (error) {
      held.drop(locked.id);
      if (isRolledBack(error)) throw error;
      throw new HeldWriteUnknown(error);
    }
  }

  /**
   * The held auction moved by its committed write; read again when the car changed meanwhile. The
   * batch has committed, so a failed read only lets the auction go: it is read when next used.
   */
  async function moved(current: HeldAuction, settled: Settled, stamp: string) {
    applyChange(current.whole, settled.change);
    const next: HeldAuction = { ...current, locked: lockedOf(current.whole) };
    held.set(next.locked.id, next);
    if (stamp === current.whole.stamp) return next;
    try {
      return (await load(next.locked.id, next)) ?? next;
    } catch (error) {
      held.drop(next.locked.id);
      deps.log?.warn(
        { err: error, auctionId: next.locked.id },
        'a committed held batch’s auction was not read again; it is answered as written',
      );
      return next;
    }
  }

  /** A committed batch settled and answered; nothing here may fail it into being decided again. */
  async function committed(
    current: HeldAuction,
    judged: ReturnType<typeof judge>,
    toBeWritten: ReturnType<typeof toWrite>,
    written: HeldWritten & { version: string },
    batch: readonly HeldWaiter[],
    marketList: readonly MarketRow[],
  ): Promise<HeldBatchDecided> {
    let settled: Settled;
    try {
      settled = settleWritten(current, judged, toBeWritten, written);
      deps.engine.rememberBidderNumbers(current.locked, toBeWritten.write.bids);
    } catch (error) {
      held.drop(current.locked.id);
      throw new HeldWriteUnknown(error);
    }
    deps.tell?.({
      auctionId: current.locked.id,
      from: current.whole.version,
      change: { ...settled.change, stamp: written.stamp },
    });
    const next = await moved(current, settled, written.stamp);
    return {
      outcomes: settled.outcomes,
      queued: settled.queued,
      answers: answer(next, batch, marketList),
      last: next.locked,
    };
  }

  return {
    /**
     * Decides and writes one batch of one auction's dealers' changes, or answers why it is left
     * to the row lock. A write that failed in the database wrote nothing and is thrown as it is; one whose
     * answer was lost throws {@link HeldWriteUnknown}.
     */
    async run(
      auctionId: number,
      batch: readonly HeldWaiter[],
    ): Promise<HeldBatchDecided | HeldLeft> {
      const marketList = await deps.markets.all();
      let current = held.get(auctionId);
      // A batch judged on an auction read for it needs no other confirmation that it is current.
      let isFresh = false;
      if (!current) {
        current = await load(auctionId);
        isFresh = true;
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
        const market = withCommittedRules(cached, current.locked);
        const judged = judge(current, batch, market, clock.now());
        if (judged.plans.length === 0) {
          if (isFresh || (await isCurrent(current)))
            return {
              outcomes: judged.outcomes as Outcome[],
              queued: [],
              answers: answer(current, batch, marketList),
              last: current.locked,
            };
        } else {
          if (attempt === ATTEMPTS) break;
          const toBeWritten = toWrite(judged, events);
          const written = await write(current, toBeWritten.write);
          if (written.version !== null)
            return committed(
              current,
              judged,
              toBeWritten,
              { ...written, version: written.version },
              batch,
              marketList,
            );
          // Another transaction holds the row: a read now would not see what it is doing.
          if (written.busy) return 'busy';
        }
        // Changed elsewhere since this node read it. Another node's news may have moved it meanwhile:
        // judge again on that; else read it again.
        const heardMeanwhile = held.peek(auctionId);
        if (heardMeanwhile && heardMeanwhile.whole.version !== current.whole.version) {
          current = heardMeanwhile;
          isFresh = false;
          continue;
        }
        readsAgain += 1;
        current = await load(auctionId, current);
        isFresh = true;
      }
      return 'changed';
    },

    /**
     * A dealer's read of an open auction this node holds, answered from the held copy once a look
     * at the database, sent after the read arrived, finds it still the committed one (ADR 0009):
     * at a reconnect storm every watcher's read costs a share of one look rather than a read of
     * the auction whole. Undefined when the auction is not held or not open, or the look finds it
     * changed: the caller reads it from the database.
     */
    async read(viewer: Viewer, auctionId: number): Promise<DealerAuction | AppError | undefined> {
      const holding = held.get(auctionId);
      const confirmed =
        holding && holding.locked.type === 'open' ? await confirmForReads(auctionId) : undefined;
      if (!confirmed || confirmed.locked.type !== 'open') {
        reads.database += 1;
        return undefined;
      }
      reads.held += 1;
      const marketList = await deps.markets.all();
      return deps.auctions.presentWhole([viewer], confirmed.whole, marketList, confirmed.shared)[0];
    },

    /** Dealers' reads since the node started: answered from a held auction, or left to the database. */
    reads: () => ({ ...reads }),

    /**
     * How often, since the node started, a batch found the auction it held changed by another node
     * or path and read it again: how much the nodes contend for the same cars.
     */
    readsAgain: (): number => readsAgain,

    hear,

    /** Other nodes' news of auctions this node held since it started: moved by it, or let go. */
    heardNews: () => ({ ...heard }),

    /** Lets an auction go: this node changed it under the lock, so it is read again when next used. */
    drop(auctionId: number): void {
      held.drop(auctionId);
    },
  };
}

export type HeldBatches = ReturnType<typeof createHeldBatches>;
