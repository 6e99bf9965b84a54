import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type {
  HeldBatchItem,
  HeldCheck,
  HeldSeen,
  HeldWriteRepository,
  HeldWritten,
} from './held-write.repository';

/**
 * Statements of held batches in flight at once on a node (default). One: while it is in flight
 * every other auction's batch waits and goes in the next, so at a busy close a node sends one
 * statement, and one commit, per commit time. On 100 auctions with 32 bidders a node answered
 * 20 to 50 % more bids with one than with two, at less CPU per bid in both processes and a
 * lower p99 (docs/benchmark-history.md, "What limits the bid path").
 */
const DEFAULT_IN_FLIGHT = 1;
/** Auctions' batches written or checked together in one statement at most. */
const MAX_ITEMS = 64;

/**
 * Writes the held batches of every auction of a node (ADR 0009): a batch that finds fewer than
 * `maxInFlight` statements in flight is sent at once, alone; the batches of other auctions that
 * arrive meanwhile wait and are written together, in one statement and one commit, when one
 * answers. At the close of a busy sale, bids on hundreds of cars then cost PostgreSQL a few
 * commits a moment instead of one each. A statement's failure is each of its batches' failure.
 * Each statement carries the auctions' clock as it is sent: a batch whose end has passed while it
 * waited writes nothing. A batch of only refusals is checked the same way: while statements are in
 * flight its check waits, and rides in the next write, so at a busy close confirming a refusal
 * costs no round trip of its own.
 */
export function createHeldWriter(deps: {
  db: Database;
  repo: HeldWriteRepository;
  clock: Clock;
  maxInFlight?: number;
}) {
  const maxInFlight = deps.maxInFlight ?? DEFAULT_IN_FLIGHT;
  type Waiting = (
    | {
        kind: 'write';
        item: HeldBatchItem;
        resolve(written: HeldWritten): void;
        reject(error: unknown): void;
      }
    | {
        kind: 'check';
        check: HeldCheck;
        resolve(seen: HeldSeen | undefined): void;
        reject(error: unknown): void;
      }
  ) & {
    /** Left out of a statement it waited for: it goes before anything that has not been. */
    passedOver?: boolean;
  };
  const waiting: Waiting[] = [];
  let inFlight = 0;

  /** One statement for the waiting: the writes with the checks riding along, or the checks alone. */
  async function run(sending: readonly Waiting[]): Promise<void> {
    const writes = sending.filter((w) => w.kind === 'write');
    const checks = sending.filter((w) => w.kind === 'check');
    const given = checks.map((w) => w.check);
    if (writes.length === 0) {
      const seen = await deps.repo.check(deps.db, given);
      checks.forEach((w, i) => w.resolve(seen[i]));
      return;
    }
    const answered = await deps.repo.writeBatches(
      deps.db,
      writes.map((w) => w.item),
      deps.clock.now(),
      given,
    );
    writes.forEach((w, i) => w.resolve(answered.written[i]!));
    checks.forEach((w, i) => w.resolve(answered.seen[i]));
  }

  const auctionOf = (w: Waiting) =>
    w.kind === 'write' ? w.item.held.auctionId : w.check.auctionId;

  /**
   * How soon an item goes: one passed over before anything, then writes, then checks (a write
   * carries dealers' bids; a check may be a dealer's read, which can wait a statement).
   */
  const rankOf = (w: Waiting) => (w.passedOver ? 0 : w.kind === 'write' ? 1 : 2);

  /**
   * The next statement's items: at most {@link MAX_ITEMS}, one per auction (a statement writes or
   * checks an auction once), by rank and then in arrival order. A dealer's read may look at an
   * auction whose batch waits too: the batch's write goes first, the look in the statement after.
   */
  function takeSending(): Waiting[] {
    const ordered = [0, 1, 2].flatMap((rank) => waiting.filter((w) => rankOf(w) === rank));
    const taken = new Set<Waiting>();
    const auctions = new Set<number>();
    for (const w of ordered) {
      if (taken.size === MAX_ITEMS) break;
      const auctionId = auctionOf(w);
      if (auctions.has(auctionId)) continue;
      auctions.add(auctionId);
      taken.add(w);
    }
    const left = waiting.filter((w) => !taken.has(w));
    for (const w of left) w.passedOver = true;
    waiting.splice(0, waiting.length, ...left);
    return [...taken];
  }

  function send(): void {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const sending = takeSending();
      inFlight += 1;
      run(sending)
        .catch((error: unknown) => sending.forEach((w) => w.reject(error)))
        .finally(() => {
          inFlight -= 1;
          send();
        });
    }
  }

  return {
    /** Writes one auction's batch; the sequencer lets at most one batch of an auction wait or be in flight. */
    write(item: HeldBatchItem): Promise<HeldWritten> {
      return new Promise<HeldWritten>((resolve, reject) => {
        waiting.push({ kind: 'write', item, resolve, reject });
        send();
      });
    },
    /** Checks one auction for a batch of only refusals; undefined once the auction is gone. */
    check(check: HeldCheck): Promise<HeldSeen | undefined> {
      return new Promise<HeldSeen | undefined>((resolve, reject) => {
        waiting.push({ kind: 'check', check, resolve, reject });
        send();
      });
    },
  };
}

export type HeldWriter = ReturnType<typeof createHeldWriter>;
