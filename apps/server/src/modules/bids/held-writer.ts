import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { HeldBatchItem, HeldWriteRepository, HeldWritten } from './held-write.repository';

/** Statements of held batches in flight at once on a node (default). */
const DEFAULT_IN_FLIGHT = 2;
/** Auctions' batches written together in one statement at most. */
const MAX_ITEMS = 64;

/**
 * Writes the held batches of every auction of a node (ADR 0009): a batch that finds fewer than
 * `maxInFlight` statements in flight is sent at once, alone; the batches of other auctions that
 * arrive meanwhile wait and are written together, in one statement and one commit, when one
 * answers. At the close of a busy sale, bids on hundreds of cars then cost PostgreSQL a few
 * commits a moment instead of one each. A statement's failure is each of its batches' failure.
 * Each statement carries the auctions' clock as it is sent: a batch whose end has passed while it
 * waited writes nothing.
 */
export function createHeldWriter(deps: {
  db: Database;
  repo: HeldWriteRepository;
  clock: Clock;
  maxInFlight?: number;
}) {
  const maxInFlight = deps.maxInFlight ?? DEFAULT_IN_FLIGHT;
  interface Waiting {
    item: HeldBatchItem;
    resolve(written: HeldWritten): void;
    reject(error: unknown): void;
  }
  const waiting: Waiting[] = [];
  let inFlight = 0;

  function send(): void {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const sending = waiting.splice(0, MAX_ITEMS);
      inFlight += 1;
      deps.repo
        .writeBatches(
          deps.db,
          sending.map((w) => w.item),
          deps.clock.now(),
        )
        .then(
          (written) => sending.forEach((w, i) => w.resolve(written[i]!)),
          (error: unknown) => sending.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          inFlight -= 1;
          send();
        });
    }
  }

  return {
    /** Writes one auction's batch; at most one batch of an auction waits or is in flight at a time. */
    write(item: HeldBatchItem): Promise<HeldWritten> {
      return new Promise<HeldWritten>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        send();
      });
    },
  };
}

export type HeldWriter = ReturnType<typeof createHeldWriter>;
