import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestClock } from '../../testing/test-clock';
import type {
  HeldAnswered,
  HeldBatchItem,
  HeldCheck,
  HeldSeen,
  HeldWriteRepository,
} from './held-write.repository';
import { createHeldWriter } from './held-writer';

/** A repository whose statements answer when the test says so, recording what each one carried. */
function pausedRepo() {
  const statements: {
    kind: 'write' | 'check';
    auctions: number[];
    checks: number[];
    sentAt: number | null;
    finish(error?: Error): void;
  }[] = [];
  const seenOf = (checks: readonly HeldCheck[]) =>
    checks.map((c) => ({ version: `c${c.auctionId}`, stamp: '', rules: true }));
  const repo: HeldWriteRepository = {
    writeBatches: (_db, items, now, checks = []) =>
      new Promise<HeldAnswered>((resolve, reject) => {
        statements.push({
          kind: 'write',
          auctions: items.map((i) => i.held.auctionId),
          checks: checks.map((c) => c.auctionId),
          sentAt: now,
          finish: (error) =>
            error
              ? reject(error)
              : resolve({
                  written: items.map((i) => ({
                    version: `v${i.held.auctionId}`,
                    busy: false,
                    bidIds: [],
                    maxBidIds: new Map(),
                    noticeIds: [],
                    stamp: '',
                  })),
                  seen: seenOf(checks),
                }),
        });
      }),
    check: (_db, checks) =>
      new Promise<(HeldSeen | undefined)[]>((resolve, reject) => {
        statements.push({
          kind: 'check',
          auctions: [],
          checks: checks.map((c) => c.auctionId),
          sentAt: null,
          finish: (error) => (error ? reject(error) : resolve(seenOf(checks))),
        });
      }),
  };
  return { repo, statements };
}

const item = (auctionId: number) =>
  ({ held: { auctionId }, batch: {} }) as unknown as HeldBatchItem;
const check = (auctionId: number) =>
  ({ auctionId, increments: [], extendWindowSeconds: 120 }) as HeldCheck;
const db = {} as Database;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the writer of held batches', () => {
  it('sends a batch at once while fewer than its limit are in flight, and the ones that arrive meanwhile together, with the clock as they are sent', async () => {
    const { repo, statements } = pausedRepo();
    const clock = createTestClock(1_000);
    const writer = createHeldWriter({ db, repo, clock, maxInFlight: 2 });
    const first = writer.write(item(1));
    const second = writer.write(item(2));
    const rest = [3, 4, 5].map((id) => writer.write(item(id)));
    expect(statements.map((s) => s.auctions)).toEqual([[1], [2]]);

    clock.advance(250);
    statements[0]!.finish();
    await first;
    await tick();
    expect(statements.map((s) => s.auctions)).toEqual([[1], [2], [3, 4, 5]]);
    // The batches that waited carry the clock as their statement left, not as they arrived.
    expect(statements.map((s) => s.sentAt)).toEqual([1_000, 1_000, 1_250]);
    statements[1]!.finish();
    statements[2]!.finish();
    expect((await second).version).toBe('v2');
    expect((await Promise.all(rest)).map((w) => w.version)).toEqual(['v3', 'v4', 'v5']);
  });

  it('fails every batch of a failed statement, and sends the next ones', async () => {
    const { repo, statements } = pausedRepo();
    const writer = createHeldWriter({ db, repo, clock: createTestClock(), maxInFlight: 1 });
    const alone = writer.write(item(1));
    const together = [2, 3].map((id) => writer.write(item(id)));
    statements[0]!.finish();
    await alone;
    await tick();
    statements[1]!.finish(new Error('deadlock detected'));
    const outcomes = await Promise.allSettled(together);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);

    const after = writer.write(item(4));
    await tick();
    expect(statements.at(-1)!.auctions).toEqual([4]);
    statements.at(-1)!.finish();
    expect((await after).version).toBe('v4');
  });

  it('checks that arrive while statements are in flight ride in the next write, and checks alone go in a statement of their own', async () => {
    const { repo, statements } = pausedRepo();
    const writer = createHeldWriter({ db, repo, clock: createTestClock(), maxInFlight: 1 });
    const first = writer.write(item(1));
    const riding = [writer.check(check(2)), writer.write(item(3)), writer.check(check(4))];
    statements[0]!.finish();
    await first;
    await tick();
    expect(statements.map((s) => [s.kind, s.auctions, s.checks])).toEqual([
      ['write', [1], []],
      ['write', [3], [2, 4]],
    ]);
    statements[1]!.finish();
    expect((await Promise.all(riding)).map((a) => a?.version)).toEqual(['c2', 'v3', 'c4']);
    await tick();

    const alone = [writer.check(check(5))];
    const after = [writer.check(check(6)), writer.check(check(7))];
    statements[2]!.finish();
    await alone[0];
    await tick();
    expect(statements.slice(2).map((s) => [s.kind, s.checks])).toEqual([
      ['check', [5]],
      ['check', [6, 7]],
    ]);
    statements[3]!.finish();
    expect((await Promise.all(after)).map((a) => a?.version)).toEqual(['c6', 'c7']);
  });

  it('sends one item of an auction a statement, a waiting write before a check of its auction, and an item passed over before anything new', async () => {
    const { repo, statements } = pausedRepo();
    const writer = createHeldWriter({ db, repo, clock: createTestClock(), maxInFlight: 1 });
    const first = writer.write(item(1));
    const waiting = [writer.check(check(2)), writer.write(item(2)), writer.check(check(3))];
    statements[0]!.finish();
    await first;
    await tick();
    // The write of auction 2 goes first; the look at auction 2 waits for the next statement.
    expect(statements.map((s) => [s.kind, s.auctions, s.checks])).toEqual([
      ['write', [1], []],
      ['write', [2], [3]],
    ]);
    statements[1]!.finish();
    // A new write of auction 2 arrives as that statement answers: the look passed over goes first.
    const later = writer.write(item(2));
    await tick();
    statements[2]!.finish();
    await tick();
    expect(statements.slice(2).map((s) => [s.kind, s.auctions, s.checks])).toEqual([
      ['check', [], [2]],
      ['write', [2], []],
    ]);
    statements[3]!.finish();
    expect((await Promise.all([...waiting, later])).map((a) => a?.version)).toEqual([
      'c2',
      'v2',
      'c3',
      'v2',
    ]);
  });

  it('fails the checks that rode in a failed write with it', async () => {
    const { repo, statements } = pausedRepo();
    const writer = createHeldWriter({ db, repo, clock: createTestClock(), maxInFlight: 1 });
    const first = writer.write(item(1));
    const riding = [writer.write(item(2)), writer.check(check(3))];
    statements[0]!.finish();
    await first;
    await tick();
    statements[1]!.finish(new Error('deadlock detected'));
    expect((await Promise.allSettled(riding)).map((o) => o.status)).toEqual([
      'rejected',
      'rejected',
    ]);
  });
});
