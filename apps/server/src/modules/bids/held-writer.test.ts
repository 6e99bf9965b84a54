import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestClock } from '../../testing/test-clock';
import type { HeldBatchItem, HeldWriteRepository, HeldWritten } from './held-write.repository';
import { createHeldWriter } from './held-writer';

/** A repository whose statements answer when the test says so, recording what each one wrote. */
function pausedRepo() {
  const statements: { auctions: number[]; sentAt: number; finish(error?: Error): void }[] = [];
  const repo: HeldWriteRepository = {
    writeBatches: (_db, items, now) =>
      new Promise<HeldWritten[]>((resolve, reject) => {
        statements.push({
          auctions: items.map((i) => i.held.auctionId),
          sentAt: now,
          finish: (error) =>
            error
              ? reject(error)
              : resolve(
                  items.map((i) => ({
                    version: `v${i.held.auctionId}`,
                    bidIds: [],
                    maxBidIds: new Map(),
                    noticeIds: [],
                    stamp: '',
                  })),
                ),
        });
      }),
    check: () => Promise.resolve(undefined),
  };
  return { repo, statements };
}

const item = (auctionId: number) =>
  ({ held: { auctionId }, batch: {} }) as unknown as HeldBatchItem;
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
});
