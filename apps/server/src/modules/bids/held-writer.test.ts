import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { HeldBatchItem, HeldWriteRepository, HeldWritten } from './held-write.repository';
import { createHeldWriter } from './held-writer';

/** A repository whose statements answer when the test says so, recording what each one wrote. */
function pausedRepo() {
  const statements: { auctions: number[]; finish(error?: Error): void }[] = [];
  const repo: HeldWriteRepository = {
    writeBatches: (_db, items) =>
      new Promise<HeldWritten[]>((resolve, reject) => {
        statements.push({
          auctions: items.map((i) => i.held.auctionId),
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
  it('sends a batch at once while fewer than its limit are in flight, and the ones that arrive meanwhile together', async () => {
    const { repo, statements } = pausedRepo();
    const writer = createHeldWriter({ db, repo, maxInFlight: 2 });
    const first = writer.write(item(1));
    const second = writer.write(item(2));
    const rest = [3, 4, 5].map((id) => writer.write(item(id)));
    expect(statements.map((s) => s.auctions)).toEqual([[1], [2]]);

    statements[0]!.finish();
    await first;
    await tick();
    expect(statements.map((s) => s.auctions)).toEqual([[1], [2], [3, 4, 5]]);
    statements[1]!.finish();
    statements[2]!.finish();
    expect((await second).version).toBe('v2');
    expect((await Promise.all(rest)).map((w) => w.version)).toEqual(['v3', 'v4', 'v5']);
  });

  it('fails every batch of a failed statement, and sends the next ones', async () => {
    const { repo, statements } = pausedRepo();
    const writer = createHeldWriter({ db, repo, maxInFlight: 1 });
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
