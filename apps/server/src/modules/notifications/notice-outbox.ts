import { PGlite } from '@electric-sql/pglite';
import { channels, EVENTS, NOTICE_ID_FIELD, type RealtimeApp } from '@autobid/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  createNoticesRepository,
  noticeRowsJson,
  type NewNoticeRow,
  type NoticesRepository,
  type RelayRow,
} from './notices.repository';

/**
 * A private notice for one user (`private-user.{id}`) or one group (`private-group.{id}`): an
 * event name and its payload as clients receive it, less `notice_id`.
 */
export type Notice = { event: string; data: object } & (
  { userId: number; groupId?: undefined } | { groupId: number; userId?: undefined }
);

/**
 * Notices to be written by another statement than the outbox's own (a batch of bids written on a
 * held auction, ADR 0009): their rows as that statement takes them, and the notices as written
 * once it answered their ids, in order.
 */
export interface PreparedNotices {
  rowsJson: string;
  written(ids: readonly number[]): QueuedNotice[];
}

/**
 * A notice as written: `id` is its row, or null when it was never written (no outbox, as in a
 * unit test of one service), in which case it is only published.
 */
export interface QueuedNotice {
  id: number | null;
  app: RealtimeApp;
  channel: string;
  event: string;
  data: object;
}

export type Publish = (
  app: RealtimeApp,
  channel: string,
  event: string,
  data: unknown,
) => Promise<void>;

export interface OutboxLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface NoticeOutboxDeps {
  db: Database;
  clock: Clock;
  publish: Publish;
  log: OutboxLogger;
  /** A notice unpublished this long after it was written is the relay loop's (default 2 s). */
  graceMs?: number;
  /** How often the relay loop looks (default 1 s). */
  intervalMs?: number;
  /**
   * After a publish failed, notices are published but not marked as such until publishing has
   * gone this long without a failure (default 5 s): another node may still be resubscribing to
   * Redis, so they go out again, at least once, once every node is back.
   */
  settleMs?: number;
  /** Rows per pass of the relay loop (default 200). */
  batch?: number;
  /** A publish taking longer counts as failed (default 5 s); the loop holds its rows that long at most. */
  publishTimeoutMs?: number;
  /**
   * Notices relayed after their commit are marked published together, this long after the first
   * of them went out (default 100 ms): one statement for every notice of a busy moment instead of
   * one each. Far below the grace, so the loop never sends them again meanwhile.
   */
  markDelayMs?: number;
}

const GENERAL: RealtimeApp = 'general';

/**
 * Test-only (docs/notifications.md): with `AUTOBID_TEST_CRASH_BEFORE_NOTICE_RELAY=1` the process
 * kills itself (SIGKILL) right after a transaction that wrote notices commits, before it
 * publishes them; the crash test proves the relay loop of a restarted or another node sends them.
 */
const CRASH_BEFORE_RELAY_ENV = 'AUTOBID_TEST_CRASH_BEFORE_NOTICE_RELAY';

/** The row a notice is written as. */
export function noticeRow(notice: Notice, at: Date): NewNoticeRow {
  const base = { app: GENERAL, event: notice.event, data: { ...notice.data }, createdAt: at };
  return notice.userId !== undefined
    ? { ...base, channel: channels.user(notice.userId), userId: notice.userId }
    : { ...base, channel: channels.group(notice.groupId), groupId: notice.groupId };
}

/** A notice that was not written: published as it is, without an id. */
export function unwrittenNotice(notice: Notice): QueuedNotice {
  const { app, channel, event, data } = noticeRow(notice, new Date(0));
  return { id: null, app: app as RealtimeApp, channel, event, data };
}

function auctionIdOf(data: object): number | null {
  const id = (data as { auction_id?: unknown }).auction_id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

function isPglite(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`publish took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The transactional outbox of private notices (docs/notifications.md). A notice is written in the
 * transaction that causes it (`write`), published through the realtime hub once that commits
 * (`relay`) with its row id as `notice_id`, then marked published. A relay loop (`startRelay`)
 * publishes again whatever is still unmarked after a short grace: the process died between commit
 * and publish, or Redis failed the publish. Delivery is at least once; clients drop duplicates by
 * `notice_id`.
 */
export function createNoticeOutbox(deps: NoticeOutboxDeps) {
  const { db, clock, publish, log } = deps;
  const repo: NoticesRepository = createNoticesRepository();
  const graceMs = deps.graceMs ?? 2000;
  const intervalMs = deps.intervalMs ?? 1000;
  const settleMs = deps.settleMs ?? 5000;
  const batch = deps.batch ?? 200;
  const publishTimeoutMs = deps.publishTimeoutMs ?? 5000;
  const markDelayMs = deps.markDelayMs ?? 100;
  // PGlite is one process on one node: nobody to share rows with, and a transaction held open
  // across a publish would stall every other query.
  const lockRows = !isPglite(db);
  const crashBeforeRelay = process.env[CRASH_BEFORE_RELAY_ENV] === '1';
  /** Notices this node is publishing now: the loop leaves them to the relay that started them. */
  const inFlight = new Set<number>();
  let lastFailureAt = -Infinity;

  const settled = () => performance.now() - lastFailureAt >= settleMs;

  /** Publishes one notice; true once the hub (and Redis, when there is one) took it. Never rejects. */
  async function publishOne(row: RelayRow): Promise<boolean> {
    try {
      const payload = { ...row.data, [NOTICE_ID_FIELD]: row.id };
      await withTimeout(
        publish(row.app as RealtimeApp, row.channel, row.event, payload),
        publishTimeoutMs,
      );
      return true;
    } catch (err) {
      lastFailureAt = performance.now();
      log.warn(
        { err, noticeId: row.id, event: row.event },
        'notice publish failed; the relay will retry',
      );
      return false;
    }
  }

  /** Relays after a commit still publishing or marking (`idle` waits for them). */
  const relays = new Set<Promise<void>>();
  /** Ids published after their commit, waiting to be marked in one statement (`markSoon`). */
  let toMark: number[] = [];
  let marking: Promise<void> | null = null;

  async function markPending(): Promise<void> {
    const ids = toMark;
    toMark = [];
    try {
      await repo.markPublished(db, ids);
    } catch (err) {
      log.warn({ err }, 'could not mark notices published; the relay will send them again');
    }
  }

  function markSoon(ids: number[]): Promise<void> {
    toMark.push(...ids);
    marking ??= new Promise<void>((resolve) => setTimeout(resolve, markDelayMs))
      .then(markPending)
      .finally(() => {
        marking = null;
      });
    return marking;
  }

  /**
   * Publishes rows (each `publish` is called before this returns its promise, so they go out in
   * order and at once), then marks the ones that went out: on `ex` at once (the loop, whose rows
   * stay locked until then), or with the others of this moment when `ex` is null (after a commit).
   */
  async function publishAndMark(rows: RelayRow[], ex: Executor | null): Promise<number> {
    for (const row of rows) inFlight.add(row.id);
    try {
      const results = await Promise.all(rows.map(publishOne));
      const sent = rows.filter((_, i) => results[i]).map((row) => row.id);
      if (sent.length > 0 && settled()) {
        if (ex) await repo.markPublished(ex, sent);
        else await markSoon(sent);
      }
      return sent.length;
    } finally {
      for (const row of rows) inFlight.delete(row.id);
    }
  }

  /** A seller group's stage or offer notice written without its car. */
  const lacksCar = (notice: Notice) =>
    (notice.event === EVENTS.sellerAuctionStage || notice.event === EVENTS.offerAnswered) &&
    !('car' in notice.data) &&
    auctionIdOf(notice.data) !== null;

  /**
   * A seller group's stage and offer notices name the auction's car, read in the transaction
   * that writes them, so the seller reads "2019 Honda City" where a dealer would, not an auction's number.
   */
  async function withCars(tx: Executor, list: readonly Notice[]): Promise<readonly Notice[]> {
    const ids = list.filter(lacksCar).map((notice) => auctionIdOf(notice.data)!);
    const cars = await repo.carsOfAuctions(tx, [...new Set(ids)]);
    return list.map((notice) => {
      const car = lacksCar(notice) ? cars.get(auctionIdOf(notice.data)!) : undefined;
      return car ? { ...notice, data: { ...notice.data, car } } : notice;
    });
  }

  async function write(tx: Executor, list: readonly Notice[]): Promise<QueuedNotice[]> {
    const at = new Date(clock.now());
    // Without a seller's notice the insert goes out in the caller's own turn, so a bid's
    // notices are pipelined right behind its write (locked-change.test.ts).
    const named = list.some(lacksCar) ? await withCars(tx, list) : list;
    const rows = await repo.insert(
      tx,
      named.map((notice) => noticeRow(notice, at)),
    );
    return rows.map((row) => ({ ...row, app: row.app as RealtimeApp }));
  }

  function prepare(list: readonly Notice[]): PreparedNotices {
    const at = new Date(clock.now());
    const rows = list.map((notice) => noticeRow(notice, at));
    return {
      rowsJson: noticeRowsJson(rows),
      written: (ids) =>
        rows.map((row, i) => ({
          id: ids[i] ?? null,
          app: row.app as RealtimeApp,
          channel: row.channel,
          event: row.event,
          data: row.data,
        })),
    };
  }

  /** Resolves once the relays after commit started so far have published and been marked. */
  async function idle(): Promise<void> {
    await Promise.all(relays);
    await marking;
  }

  function relay(queued: readonly QueuedNotice[]): void {
    const rows: RelayRow[] = [];
    for (const notice of queued) {
      if (notice.id === null) {
        publish(notice.app, notice.channel, notice.event, notice.data).catch((err: unknown) =>
          log.warn({ err, event: notice.event }, 'realtime publish failed'),
        );
      } else rows.push({ ...notice, id: notice.id, data: { ...notice.data } });
    }
    if (rows.length === 0) return;
    if (crashBeforeRelay) process.kill(process.pid, 'SIGKILL');
    const relaying = publishAndMark(rows, null)
      .then(() => undefined)
      .catch((err: unknown) =>
        log.warn({ err }, 'could not mark notices published; the relay will send them again'),
      )
      .finally(() => relays.delete(relaying));
    relays.add(relaying);
  }

  /** One pass of the relay loop; answers how many notices it published. */
  async function relayPending(): Promise<number> {
    const before = new Date(clock.now() - graceMs);
    if (!lockRows) {
      const rows = await repo.findUnpublished(db, before, batch, false);
      return publishAndMark(
        rows.filter((row) => !inFlight.has(row.id)),
        db,
      );
    }
    // Most passes find nothing: a look without a transaction first keeps them to one query.
    if ((await repo.findUnpublished(db, before, 1, false)).length === 0) return 0;
    // The rows stay locked while they are published (at most the publish timeout), so another
    // node's loop skips them instead of sending them twice.
    return db.transaction(async (tx) => {
      const rows = await repo.findUnpublished(tx, before, batch, true);
      return publishAndMark(
        rows.filter((row) => !inFlight.has(row.id)),
        tx,
      );
    });
  }

  return {
    /** Writes notices in the transaction that causes them; relay the answer once it commits. */
    write,

    /** Notices for a statement that writes them with their cause; relay them once it committed. */
    prepare,

    /**
     * Publishes written notices after their transaction committed, without waiting: the publish
     * calls happen before this returns. A failure is logged and left to the relay loop.
     */
    relay,

    relayPending,

    idle,

    /** Runs the relay loop every `intervalMs` until stopped, never overlapping itself. */
    startRelay(): { stop(): Promise<void> } {
      let running: Promise<unknown> = Promise.resolve();
      let stopped = false;
      let timer: NodeJS.Timeout;
      const tick = () => {
        running = relayPending()
          .catch((err: unknown) => log.error({ err }, 'notice relay pass failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
      return {
        async stop() {
          stopped = true;
          clearTimeout(timer);
          await running;
          // Relays still publishing, and their marks, finish before the database closes.
          await idle();
        },
      };
    },
  };
}

export type NoticeOutbox = ReturnType<typeof createNoticeOutbox>;
