import type { DatabaseHandle } from '@autobid/server/src/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startCpuWindow } from './cpu-usage';

export interface RawRate {
  /** Committed single-row UPDATE transactions per second on the one hot row. */
  perSecond: number;
  /** Connections that ran them (PGlite: always 1). */
  concurrency: number;
  /** PostgreSQL only: the CPU its backends spent per transaction in the window, in ms. */
  databaseCpuMs: number | null;
}

export interface RawRateWindow {
  warmupMs: number;
  measureMs: number;
}

const UPDATE_HOT_ROW = 'update bench_counter set n = n + 1 where id = 1';

/**
 * The ceiling the bid path is compared with on PostgreSQL: `connections` clients, each looping an
 * autocommit UPDATE of the same row, so every commit waits for the previous one's row lock and
 * WAL flush, with no application work in between.
 */
export async function measurePostgresRawRate(
  url: string,
  connections: number,
  window: RawRateWindow,
): Promise<RawRate> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    const backends = await Promise.all(
      clients.map(
        async (client) =>
          (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
      ),
    );
    let cpu: ReturnType<typeof startCpuWindow> | undefined;
    const count = await countInWindow(
      window,
      clients.length,
      async (index) => {
        await clients[index]!.query(UPDATE_HOT_ROW);
      },
      () => (cpu = startCpuWindow({ server: [], database: backends })),
    );
    // The loops end with the window, give or take the last transaction.
    const usage = cpu?.stop();
    for (const client of clients) client.release();
    const perSecond = count / (window.measureMs / 1000);
    return {
      perSecond,
      concurrency: connections,
      // usage.postgres is % of one core over the window.
      databaseCpuMs: usage && perSecond > 0 ? (usage.postgres / 100) * (1000 / perSecond) : null,
    };
  } finally {
    await pool.end();
  }
}

/**
 * PGlite runs one statement at a time in one process whatever the caller does, so its ceiling is
 * measured at concurrency 1, as the server runs a bid: one transaction holding one UPDATE.
 */
export async function measurePgliteRawRate(
  handle: DatabaseHandle,
  window: RawRateWindow,
): Promise<RawRate> {
  const count = await countInWindow(window, 1, async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(UPDATE_HOT_ROW));
    });
  });
  return { perSecond: count / (window.measureMs / 1000), concurrency: 1, databaseCpuMs: null };
}

/** Runs `loops` loops of `step` through warm-up and window; counts the steps finished inside the window. */
async function countInWindow(
  window: RawRateWindow,
  loops: number,
  step: (index: number) => Promise<void>,
  onWindowStart?: () => void,
): Promise<number> {
  const windowStart = performance.now() + window.warmupMs;
  const windowEnd = windowStart + window.measureMs;
  const timer = onWindowStart && setTimeout(onWindowStart, window.warmupMs);
  let count = 0;
  try {
    await Promise.all(
      Array.from({ length: loops }, async (_, index) => {
        while (performance.now() < windowEnd) {
          await step(index);
          const doneAt = performance.now();
          if (doneAt >= windowStart && doneAt <= windowEnd) count += 1;
        }
      }),
    );
  } finally {
    clearTimeout(timer);
  }
  return count;
}
