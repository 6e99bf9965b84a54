import type { DealerAuction } from '@autobid/contract';
import type { Database, Executor } from '../../db/client';
import { transactionWithEnds, type TransactionBody } from '../../db/transaction-with-ends';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents, Notice, QueuedNotice } from '../auctions/auction-events';
import type { AuctionsService, Viewer } from '../auctions/auctions.service';
import type { MarketCatalog } from '../config/market-catalog';
import type { Settlement } from './bid-engine';
import { bidRejectionError } from './bid-rejections';
import {
  withCommittedRules,
  type Change,
  type Dealer,
  type Decide,
  type Outcome,
  type Precheck,
} from './auction-change';
import { createBidEngine, type BidEngine } from './bid-engine';
import { createHeldBatches, HeldWriteUnknown, type HeldLeft, type HeldWaiter } from './held-batch';
import { createHeldWriteRepository, type HeldWriteRepository } from './held-write.repository';
import type { HeldNews, TellHeldNews } from './held-news';

export type { Change, Dealer, Decide, Outcome, Precheck } from './auction-change';
import { noticesOf } from './settlement-notices';
import type { BidsRepository, LockedAuction } from './bids.repository';

export interface LockedChangeDeps {
  db: Database;
  repo: BidsRepository;
  markets: MarketCatalog;
  clock: Clock;
  events: AuctionEvents;
  auctions: AuctionsService;
  /** At most this many changes are decided in one batch (default 64). */
  maxBatch?: number;
  /** Where a failure after a commit is reported (the app's logger); nothing is lost by it. */
  log?: { warn(details: object, message: string): void };
  /** The engine that settles, under the lock, the changes the rules decide alone (default: its own). */
  engine?: BidEngine;
  /**
   * Whether dealers' bids and max bids are decided on the auctions this node holds and written
   * with one conditional statement a batch (ADR 0009; default true). False decides every change
   * under the row lock.
   */
  holdAuctions?: boolean;
  /** Where the held auctions are read and written (default `db`; the prepared pool on PostgreSQL). */
  heldDb?: Database;
  /** The statements that write and check held auctions (default: `held-write.repository.ts`). */
  heldRepo?: HeldWriteRepository;
  /** Statements of held batches in flight at once; more auctions' batches wait to go together. */
  heldWritesInFlight?: number;
  /** Tells the other nodes what held batches wrote (`held-news.ts`); they `hearHeldNews` it. */
  tellHeldNews?: TellHeldNews;
}

/**
 * Why a batch went to the row lock: a change only the lock decides (the clock, snap-its, sealed
 * bids, or every change where auctions are not held), its auction's row held by another
 * transaction, its auction changed elsewhere twice, or a held write PostgreSQL refused.
 */
export type RowLockReason = 'other' | HeldLeft | 'failed';

/**
 * Batches of changes a node decided: on the held auction, or under the row lock by reason; how
 * often a held auction was read again because it had changed elsewhere; and the other nodes'
 * news of auctions it held, moved by it or let go.
 */
export interface BatchCounts {
  held: number;
  rowLock: Record<RowLockReason, number>;
  heldReadsAgain: number;
  heldNews: { applied: number; dropped: number };
  /** Dealers' reads of one auction: answered from a held auction, or left to the database. */
  dealerReads: { held: number; database: number };
}

const DEFAULT_MAX_BATCH = 64;

/** Auctions whose last committed end this node remembers; the oldest are forgotten past this. */
const REMEMBERED_ENDS = 10_000;

/** What a batch's transaction decided: an outcome and the notices it causes, per change. */
interface Decided {
  outcomes: Outcome[];
  lists: Notice[][];
  /** The auction as the batch left it, but for `lastWrite`'s change; none when it was missing. */
  last?: LockedAuction;
  /** The last change, when its write went with the COMMIT: its `next` is the auction after the batch. */
  lastWrite?: Settlement;
  /** `lastWrite`'s write, once the close sent it. */
  writing?: Promise<void> | undefined;
}

/** What a batch's transaction wrote and read with its COMMIT. */
interface Closed {
  written: QueuedNotice[];
  /** The answer's read, when the batch had dealers to answer. */
  answer: { read: Awaited<ReturnType<AuctionsService['readAnswers']>> } | null;
}

/** A change's outcome, with the dealer's answer when it was read in the change's transaction. */
interface Decision {
  outcome: Outcome;
  answer?: DealerAuction | AppError;
}

interface Waiter {
  change: Change;
  /** A change the rules decide alone: a batch of only such changes runs on the held auction. */
  decide?: Decide;
  /** The dealer whose change this is: a change to another market's auction is refused as missing. */
  dealer?: Dealer;
  resolve(decision: Decision): void;
  reject(error: unknown): void;
}

/**
 * The sequencer of auction changes (DESIGN §5, ADR 0008). A batch of only dealers' bids and max
 * bids is first decided on the auction this node holds and written by one conditional statement
 * (ADR 0009, `held-batch.ts`); what follows is the row lock's path, of every other change and of
 * a batch the held auction leaves to it. Changes to one auction run one batch at a time on this
 * node; the ones that arrive while a transaction is in flight wait
 * and are decided together in the next one, in arrival order, each judged against the state the
 * one before it left: one row lock, one commit, then every waiting change is answered. The row
 * lock (`SELECT … FOR UPDATE`) keeps several nodes correct. The clock is read once the lock is
 * held. Private notices are written in the batch's transaction (docs/notifications.md); events
 * go out only after the commit; a rejection writes nothing.
 */
export function createLockedChange(deps: LockedChangeDeps) {
  const { db, repo, markets, clock, events } = deps;
  const maxBatch = deps.maxBatch ?? DEFAULT_MAX_BATCH;
  const engine = deps.engine ?? createBidEngine(repo);
  const heldBatches =
    deps.holdAuctions === false
      ? null
      : createHeldBatches({
          db: deps.heldDb ?? db,
          repo: deps.heldRepo ?? createHeldWriteRepository(),
          auctions: deps.auctions,
          events,
          markets,
          clock,
          engine,
          log: deps.log,
          writesInFlight: deps.heldWritesInFlight,
          ...(deps.tellHeldNews ? { tell: deps.tellHeldNews } : {}),
        });

  /** The same decision, settled under the row lock. */
  function lockedChangeOf(decideChange: Decide): Change {
    return async (tx, locked, market, now) => {
      const decision = decideChange(locked, market, now);
      if (decision.kind === 'rejected') return decision;
      const settlement = await engine.settle(tx, locked, { ...decision.input, deferWrite: true });
      return { kind: 'done', settlement };
    };
  }
  /** Auctions with a transaction in flight on this node, with the changes waiting for the next one. */
  const queues = new Map<number, Waiter[]>();
  /** Each auction's end as this node last committed or read it; -Infinity once it takes no bids. */
  const endsAt = new Map<number, number>();

  function rememberEnd(auction: LockedAuction): void {
    endsAt.delete(auction.id);
    if (endsAt.size >= REMEMBERED_ENDS) endsAt.delete(endsAt.keys().next().value!);
    endsAt.set(auction.id, auction.status === 'active' ? auction.timeEnd.getTime() : -Infinity);
  }

  /** After the commit: the public update, then the notices written with the change. */
  function publish(settlement: Settlement, queued: readonly QueuedNotice[]): void {
    if (settlement.published) void events.auctionUpdated(settlement.published);
    events.relay(queued);
  }

  /**
   * Decides a batch in one transaction; the outcomes are in the order of the batch. The lock goes
   * to the database with the transaction's BEGIN; the notices' write and the read of the dealers'
   * answer go with its COMMIT. The answer is read under the lock, so it shows the auction exactly
   * as this batch left it.
   */
  async function decide(
    auctionId: number,
    batch: Waiter[],
  ): Promise<{
    outcomes: Outcome[];
    queued: QueuedNotice[][];
    answers: (DealerAuction | AppError)[] | null;
    last?: LockedAuction;
  }> {
    // Read outside the transaction: on PGlite a query beside an open transaction would wait for it.
    const marketList = await markets.all();
    const marketsByCode = new Map(marketList.map((m) => [m.code, m]));
    const viewers = batch.flatMap((w) => (w.dealer ? [w.dealer] : []));
    const ended = await transactionWithEnds(
      db,
      (tx) => repo.lockAuction(tx, auctionId),
      async (tx, first): Promise<TransactionBody<Decided, Closed>> => {
        let locked = first;
        if (!locked)
          return {
            value: { outcomes: batch.map((): Outcome => ({ kind: 'missing' })), lists: [] },
          };
        const cached = marketsByCode.get(locked.market);
        if (!cached) throw new Error(`auction ${locked.id} is in unknown market ${locked.market}`);
        const market = withCommittedRules(cached, locked);
        const now = clock.now();
        const outcomes: Outcome[] = [];
        /** The last change's write when it left it to the close (`SettleInput.deferWrite`). */
        let lastWrite: Settlement | undefined;
        for (const [index, waiter] of batch.entries()) {
          // An auction never changes market, so this holds for the whole batch.
          if (waiter.dealer && waiter.dealer.market !== locked.market) {
            outcomes.push({ kind: 'missing' });
            continue;
          }
          const outcome = await waiter.change(tx, locked, market, now);
          outcomes.push(outcome);
          if (outcome.kind !== 'done') continue;
          const { settlement } = outcome;
          if (settlement.write) {
            // The batch's last change writes with the COMMIT; any other before the next is judged.
            if (index === batch.length - 1) {
              lastWrite = settlement;
              continue;
            }
            await settlement.write(tx);
          }
          const next = settlement.next ?? (await repo.lockAuction(tx, auctionId));
          if (!next) throw new Error(`auction ${auctionId} vanished while locked`);
          locked = next;
        }
        // The batch's notices are written in its transaction, in one statement: they exist exactly
        // when the changes that caused them do (docs/notifications.md).
        const lists = outcomes.map((o) => (o.kind === 'done' ? noticesOf(o.settlement) : []));
        const notices = lists.flat();
        const answering = viewers.length > 0;
        const value: Decided = { outcomes, lists, last: locked, lastWrite };
        if (notices.length === 0 && !answering && !lastWrite) return { value };
        const write = lastWrite?.write;
        return {
          value,
          close: async (ex: Executor): Promise<Closed> => {
            // The write first: the answer's read, sent after it, shows the auction as it left it.
            value.writing = write?.(ex);
            const [, written, read] = await Promise.all([
              value.writing,
              events.queue(ex, notices),
              answering ? deps.auctions.readAnswers(viewers, auctionId, ex) : undefined,
            ]);
            return { written, answer: answering ? { read } : null };
          },
          closeStatements: (write ? 1 : 0) + (notices.length > 0 ? 1 : 0) + (answering ? 1 : 0),
        };
      },
      // The answer's read, planned for each call, would cost several times its execution.
      { genericPlans: true },
    );
    const { value } = ended;
    if (ended.closeError !== undefined)
      deps.log?.warn(
        { err: ended.closeError, auctionId },
        'a batch committed but its notices or answers were not returned; the relay sends the notices',
      );
    const closed = ended.closed;
    const written = closed?.written ?? [];
    const queued = value.lists.map((list) => written.splice(0, list.length));
    // The batch has committed: nothing from here on may fail it, or its changes would run again.
    let answers: (DealerAuction | AppError)[] | null = null;
    try {
      if (closed?.answer)
        answers = deps.auctions.presentAnswers(viewers, auctionId, closed.answer.read, marketList);
    } catch (error) {
      deps.log?.warn({ err: error, auctionId }, 'a committed batch’s answers are read again');
    }
    // Committed, so the last change's write succeeded: once it has answered, its settlement is whole.
    try {
      await value.writing;
    } catch (error) {
      // Its statement ran (the batch committed) but its answer could not be read: publish nothing
      // rather than an update without its bid's id; watchers catch up with the next one.
      deps.log?.warn({ err: error, auctionId }, 'a committed batch’s write answered unreadably');
      if (value.lastWrite) value.lastWrite.published = null;
    }
    return {
      outcomes: value.outcomes,
      queued,
      answers,
      last: value.lastWrite ? value.lastWrite.next : value.last,
    };
  }

  /**
   * Answers every change of a batch once it committed: its events go out, its dealer is answered.
   * It happens on the next turn of the event loop, once the auction's next batch is on its way to
   * the database, which writes it meanwhile; batches of every path are answered in the order they
   * committed, so their events go out in that order. A failure to publish is logged; it never keeps
   * a change's answer back.
   */
  function answerBatch(
    auctionId: number,
    batch: Waiter[],
    decided: { outcomes: Outcome[]; queued: QueuedNotice[][]; answers: unknown[] | null },
  ): void {
    setImmediate(() => {
      let viewer = 0;
      batch.forEach((waiter, i) => {
        const outcome = decided.outcomes[i]!;
        if (outcome.kind === 'done') {
          try {
            outcome.settlement.afterCommit?.();
            publish(outcome.settlement, decided.queued[i] ?? []);
          } catch (error) {
            deps.log?.warn({ err: error, auctionId }, 'a committed change was not published');
          }
        }
        const answer = waiter.dealer
          ? (decided.answers?.[viewer++] as DealerAuction | AppError | undefined)
          : undefined;
        waiter.resolve({ outcome, answer });
      });
    });
  }

  /** Fails every change of a batch with `error`, in the order of answers (`answerBatch`). */
  function refuseBatch(batch: Waiter[], error: unknown): void {
    setImmediate(() => {
      for (const waiter of batch) waiter.reject(error);
    });
  }

  /** Batches decided since the node started, by path (`batchCounts`). */
  const counts: Pick<BatchCounts, 'held' | 'rowLock'> = {
    held: 0,
    rowLock: { other: 0, busy: 0, changed: 0, failed: 0 },
  };

  /**
   * A batch of dealers' changes the rules decide alone, on the held auction: true once answered,
   * else why it is left to the lock.
   */
  async function runHeld(auctionId: number, batch: Waiter[]): Promise<true | RowLockReason> {
    if (!heldBatches) return 'other';
    const waiters: HeldWaiter[] = [];
    for (const { decide: decideChange, dealer } of batch) {
      if (!decideChange || !dealer) return 'other';
      waiters.push({ decide: decideChange, dealer });
    }
    try {
      const decided = await heldBatches.run(auctionId, waiters);
      if (typeof decided === 'string') return decided;
      if (decided.last) rememberEnd(decided.last);
      answerBatch(auctionId, batch, decided);
      return true;
    } catch (error) {
      if (error instanceof HeldWriteUnknown) {
        refuseBatch(batch, error);
        return true;
      }
      // Nothing of the batch was written: the row lock decides it, and isolates a failing change.
      deps.log?.warn(
        { err: error, auctionId },
        'a held batch failed; it is decided under the lock',
      );
      return 'failed';
    }
  }

  async function runBatch(auctionId: number, batch: Waiter[]): Promise<void> {
    const held = await runHeld(auctionId, batch);
    if (held === true) {
      counts.held += 1;
      return;
    }
    counts.rowLock[held] += 1;
    let decided: Awaited<ReturnType<typeof decide>>;
    try {
      decided = await decide(auctionId, batch);
      if (decided.last) rememberEnd(decided.last);
    } catch (error) {
      if (batch.length === 1) {
        refuseBatch(batch, error);
        return;
      }
      // Nothing of the batch was written; each change alone, so one failure fails only itself.
      for (const waiter of batch) await runBatch(auctionId, [waiter]);
      return;
    } finally {
      // This node changed the auction under the lock: what it held is read again when next used.
      heldBatches?.drop(auctionId);
    }
    answerBatch(auctionId, batch, decided);
  }

  /** Runs batches for one auction until no change waits; only one such loop per auction. */
  async function drain(auctionId: number, waiting: Waiter[]): Promise<void> {
    try {
      while (waiting.length > 0) await runBatch(auctionId, waiting.splice(0, maxBatch));
    } finally {
      queues.delete(auctionId);
    }
  }

  function enqueue(
    auctionId: number,
    change: Change | { decide: Decide },
    dealer?: Dealer,
  ): Promise<Decision> {
    return new Promise<Decision>((resolve, reject) => {
      const waiting = queues.get(auctionId);
      const waiter: Waiter =
        typeof change === 'function'
          ? { change, dealer, resolve, reject }
          : {
              change: lockedChangeOf(change.decide),
              decide: change.decide,
              dealer,
              resolve,
              reject,
            };
      if (waiting) {
        waiting.push(waiter);
        return;
      }
      const fresh = [waiter];
      queues.set(auctionId, fresh);
      void drain(auctionId, fresh);
    });
  }

  async function refusedEarly(
    dealer: Dealer,
    auctionId: number,
    precheck: Precheck,
  ): Promise<Outcome | null> {
    const committed = await repo.readAuction(db, auctionId);
    if (!committed || committed.market !== dealer.market) return { kind: 'missing' };
    rememberEnd(committed);
    const cached = (await markets.all()).find((m) => m.code === committed.market);
    if (!cached) return null;
    const market = withCommittedRules(cached, committed);
    const rejection = precheck(committed, market, clock.now());
    return rejection ? { kind: 'rejected', rejection, currency: market.currency } : null;
  }

  /** The dealer's answer to a decided change: the auction as they see it, or the refusal with it. */
  async function answerDealer(
    dealer: Dealer,
    auctionId: number,
    decision: Decision,
  ): Promise<DealerAuction> {
    const { outcome } = decision;
    if (outcome.kind === 'missing')
      throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
    const answer = decision.answer ?? (await answerFor(dealer, auctionId));
    if (outcome.kind === 'rejected') {
      throw bidRejectionError(
        outcome.rejection,
        answer instanceof AppError ? undefined : answer,
        (n) => `${outcome.currency} ${n.toLocaleString('en')}`,
      );
    }
    if (answer instanceof AppError) throw answer;
    return answer;
  }

  /** Answers a batch's dealers from one wave of reads, shared while their changes were decided together. */
  const answers = new Map<
    number,
    { viewers: Dealer[]; ready: Promise<(DealerAuction | AppError)[]> }
  >();

  function answerFor(dealer: Dealer, auctionId: number): Promise<DealerAuction | AppError> {
    let pending = answers.get(auctionId);
    if (!pending) {
      const viewers: Dealer[] = [];
      // Reads start on the next turn, after every change the commit answered has asked.
      const ready = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        answers.delete(auctionId);
        return deps.auctions.getForDealers(viewers, auctionId);
      });
      pending = { viewers, ready };
      answers.set(auctionId, pending);
    }
    const index = pending.viewers.push(dealer) - 1;
    return pending.ready.then((all) => all[index]!);
  }

  return {
    /** The batches this node decided since it started, by path; a copy. */
    batchCounts: (): BatchCounts => ({
      held: counts.held,
      rowLock: { ...counts.rowLock },
      heldReadsAgain: heldBatches?.readsAgain() ?? 0,
      heldNews: heldBatches?.heardNews() ?? { applied: 0, dropped: 0 },
      dealerReads: heldBatches?.reads() ?? { held: 0, database: 0 },
    }),

    /**
     * A dealer's read answered from the auction this node holds, once confirmed current
     * (`held-batch.ts`); undefined when the caller must read it from the database.
     */
    readHeld: (viewer: Viewer, auctionId: number) =>
      heldBatches ? heldBatches.read(viewer, auctionId) : Promise.resolve(undefined),

    /** Another node's held news: moves or lets go the auction this node holds (ADR 0009). */
    hearHeldNews(news: HeldNews): void {
      heldBatches?.hear(news);
    },

    /** Runs one change of the clock or of a snap-it firing, in the auction's order of changes. */
    applyChange: (auctionId: number, change: Change) =>
      enqueue(auctionId, change).then((decision) => decision.outcome),

    /**
     * A dealer's change: answers the auction as that dealer now sees it, or the rejection with it.
     * An auction of another market is refused as missing. Once the auction's end has passed as
     * this node last saw it, a change with a precheck is first judged on the committed auction
     * without the lock: late bids at a busy close are refused without queueing for the lock, which
     * the clock needs to close the auction.
     */
    async forDealer(
      dealer: Dealer,
      auctionId: number,
      change: Change | { decide: Decide },
      precheck?: Precheck,
    ): Promise<DealerAuction> {
      const endAt = endsAt.get(auctionId);
      const early =
        precheck && endAt !== undefined && endAt <= clock.now()
          ? await refusedEarly(dealer, auctionId, precheck)
          : null;
      const decision = early ? { outcome: early } : await enqueue(auctionId, change, dealer);
      return answerDealer(dealer, auctionId, decision);
    },

    /**
     * Judges a dealer's change on the committed auction, without the lock and without queueing
     * it, and throws what it would be refused for: the auction missing (or of another market) or
     * the rules' rejection, with the auction as the dealer sees it. Returns when neither applies.
     * For a change refused on other grounds (buying power), so the more basic reason is told.
     */
    async refuseIfRuled(dealer: Dealer, auctionId: number, precheck: Precheck): Promise<void> {
      const outcome = await refusedEarly(dealer, auctionId, precheck);
      if (outcome) await answerDealer(dealer, auctionId, { outcome });
    },
  };
}

export type LockedChange = ReturnType<typeof createLockedChange>;
